/**
 * The folder of scheduled backups (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md): a backup
 * is written next to its final name, flushed to disk, read through, then renamed into place, so a file with a
 * backup's name is always complete; the folder is pruned to the retention (backup-retention.ts).
 */
import {
  createReadStream,
  createWriteStream,
  type Dirent,
  existsSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { checkBackup } from './backup-reader.ts';
import { backupFileName, backupsToKeep, backupTimeOf, type Retention } from './backup-retention.ts';
import { writeBackup } from './backup-writer.ts';
import type { Db } from './client.ts';

/** A partial file this old was left by a process that stopped mid-write. */
const PARTIAL_STALE_MS = 60 * 60_000;

/** The files in `dir`; none when the folder is missing (a backup then fails and says so). */
function files(dir: string): Dirent[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
}

/** The scheduled backups in `dir`, oldest first (by the moment in their names). */
export function scheduledBackups(dir: string): string[] {
  return files(dir)
    .map((entry) => entry.name)
    .filter((name) => backupTimeOf(name) !== null)
    .sort();
}

/** The newest scheduled backup in `dir`, or null. */
export function newestBackup(dir: string): string | null {
  const newest = scheduledBackups(dir).at(-1);
  return newest === undefined ? null : join(dir, newest);
}

async function flushToDisk(path: string, flags = 'r'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes one backup into `dir` under its final name only once complete, flushed and read through. */
export async function writeScheduledBackup(db: Db, dir: string, at: Date) {
  const name = backupFileName(at);
  const partial = join(dir, `${name}.${process.pid}.partial`);
  try {
    // Opened here, so a folder that is gone fails this attempt at once; a stream opening it later would
    // raise its error before the backup listens to it (an uncaught error, not a failed backup).
    const summary = await writeBackup(db, createWriteStream(partial, { fd: openSync(partial, 'w') }));
    await flushToDisk(partial);
    await checkBackup(createReadStream(partial));
    renameSync(partial, join(dir, name));
    await flushToDisk(dir).catch(() => {}); // the rename itself, where the system allows a folder's sync
    const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    return { name, bytes: statSync(join(dir, name)).size, rows };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Deletes the backups the retention does not keep, and partial files left by a stopped process. */
export function prune(dir: string, retention: Retention, now: Date): string[] {
  const entries = files(dir);
  const keep = backupsToKeep(
    entries.map((e) => e.name),
    retention,
  );
  const removed: string[] = [];
  for (const { name } of entries) {
    const path = join(dir, name);
    const stalePartial =
      name.endsWith('.partial') && now.getTime() - statSync(path).mtimeMs > PARTIAL_STALE_MS;
    if ((backupTimeOf(name) !== null && !keep.has(name)) || stalePartial) {
      rmSync(path, { force: true });
      removed.push(name);
    }
  }
  return removed;
}
