/**
 * The state of scheduled backups and the restore drill (docs/product/settings.md#backups): the last backup,
 * the last failure, the last drill, from the record every instance shares (backup_runs), and the retention
 * and the files kept by the instance answering.
 */
import type { BackupRun, BackupStatus } from '@league/shared/schemas/backups';
import type { ServerConfig } from '../../config.ts';
import { type BackupRun as RunRow, readBackupRecord } from '../../db/backup-runs.ts';
import { scheduledBackups } from '../../db/backup-schedule.ts';
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
