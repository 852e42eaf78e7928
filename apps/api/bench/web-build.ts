/**
 * The web app and its first-view renderer (dist/.server/), built as `npm run build -w apps/web` makes them
 * but into a temporary folder (with a manifest), so the working tree's apps/web/dist is left alone.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FIRST_VIEW_DIR } from '../src/web/first-view.ts';
import { REPO_DIR, tempDir } from './processes.ts';

const WEB_ROOT = join(REPO_DIR, 'apps/web');
const execFileAsync = promisify(execFile);

/** Builds the web app and answers the folder it is in. */
export async function buildWeb(): Promise<string> {
  const outDir = join(tempDir('web'), 'dist');
  const vite = (args: string[]) =>
    execFileAsync(join(REPO_DIR, 'node_modules/.bin/vite'), ['build', ...args, '--logLevel', 'warn'], {
      cwd: WEB_ROOT,
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  await vite(['--manifest', '--outDir', outDir, '--emptyOutDir']);
  await vite(['--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, FIRST_VIEW_DIR)]);
  return outDir;
}
