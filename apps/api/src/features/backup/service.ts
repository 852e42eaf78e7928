import { createReadStream, createWriteStream, mkdtempSync, type ReadStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBackup } from '../../db/backup.ts';
import type { Db } from '../../db/client.ts';

export interface TemporaryBackup {
  /** Suggested file name, e.g. league-2026-11-24T11-30-00Z.jsonl.gz. */
  name: string;
  stream: ReadStream;
  remove(): void;
}

/**
 * Writes the backup to a temporary file first and hands that out: the read transaction ends as soon as
 * the local disk has the data, however slowly the client downloads. On the embedded database every other
 * query waits for that transaction (one connection), so it must not last as long as a download.
 */
export async function backupToTemporaryFile(db: Db): Promise<TemporaryBackup> {
  const folder = mkdtempSync(join(tmpdir(), 'league-backup-'));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const name = `league-${stamp}.jsonl.gz`;
  const path = join(folder, name);
  try {
    await writeBackup(db, createWriteStream(path));
  } catch (err) {
    remove();
    throw err;
  }
  return { name, stream: createReadStream(path), remove };
}
