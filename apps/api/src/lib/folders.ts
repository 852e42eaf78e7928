/**
 * Folders named by a setting (DATA_DIR, BACKUP_DIR), checked at start like the values of the other settings:
 * a path that is a file, or a folder this user cannot create or write, stops the start with one line naming
 * the setting instead of a stack trace from wherever the folder is first used.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { ConfigError } from '../config/config-error.ts';

/** Creates `path` when missing; throws a ConfigError naming `setting` when it cannot hold files. */
export function prepareFolder(path: string, setting: string): void {
  const refuse = (expected: string) => {
    throw new ConfigError([`Invalid setting ${setting}=${JSON.stringify(path)}: expected ${expected}`]);
  };
  try {
    if (!statSync(path).isDirectory()) refuse('a folder, and that is a file');
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') refuse('a folder, and part of that path is a file');
    if (code !== 'ENOENT') refuse(`a folder this user can read (${code ?? String(err)})`);
    try {
      mkdirSync(path, { recursive: true });
    } catch (mkdirError) {
      const why = (mkdirError as NodeJS.ErrnoException).code;
      refuse(
        why === 'ENOTDIR' || why === 'EEXIST'
          ? 'a folder, and part of that path is a file'
          : `a folder this user can create (${why ?? String(mkdirError)})`,
      );
    }
  }
  try {
    accessSync(path, constants.W_OK | constants.X_OK);
  } catch {
    refuse('a folder this user can write to');
  }
}
