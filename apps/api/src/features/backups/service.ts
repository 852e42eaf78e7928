/**
 * Backups for staff: the whole site as a file for superadmins (below), and the state of scheduled backups and
 * the restore drill (docs/product/settings.md#backups): the last backup,
 * the last failure, the last drill, from the record every instance shares (backup_runs), and the retention
 * and the files kept by the instance answering.
 */
import { createReadStream, createWriteStream, mkdtempSync, type ReadStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupRun, BackupStatus } from '@league/shared/schemas/backups';
import type { ServerConfig } from '../../config.ts';
import { scheduledBackups } from '../../db/backup-folder.ts';
import { type BackupRun as RunRow, readBackupRecord } from '../../db/backup-runs.ts';
import { writeBackup } from '../../db/backup-writer.ts';
import type { Db } from '../../db/client.ts';

function runOf(row: RunRow): BackupRun {
  return {
    at: (row.finishedAt ?? row.startedAt).toISOString(),
    file: row.file,
    bytes: row.bytes,
    rows: row.rows,
    seconds: row.seconds,
    message: row.message,
  };
}

export async function readBackupStatus(db: Db, config: ServerConfig): Promise<BackupStatus> {
  const record = await readBackupRecord(db);
  const { lastSuccess, lastFailure, lastDrill } = record;
  return {
    scheduled: config.backups !== undefined,
    hourlyKeep: config.backups?.hourlyKeep ?? null,
    dailyKeep: config.backups?.dailyKeep ?? null,
    kept: config.backups ? scheduledBackups(config.backups.dir).length : null,
    lastBackup: lastSuccess && runOf(lastSuccess),
    lastFailure: lastFailure && runOf(lastFailure),
    lastDrill: lastDrill && { ...runOf(lastDrill), ok: lastDrill.ok === true },
  };
}

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
