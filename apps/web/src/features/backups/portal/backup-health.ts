/**
 * How the Backups section judges the state it shows (docs/product/settings.md#backups): a backup is due every
 * hour, so one older than two hours means backups have stopped; a failure counts only when no backup
 * followed it.
 */
import type { BackupStatus } from '@league/shared/schemas/backups';

/** Older than this, the last backup shows as overdue. */
export const BACKUP_OVERDUE_MS = 2 * 60 * 60 * 1000;

export type BackupHealth = 'off' | 'none-yet' | 'ok' | 'overdue' | 'failing';

export function backupHealth(status: BackupStatus, now: Date): BackupHealth {
  const last = status.lastBackup ? Date.parse(status.lastBackup.at) : null;
  const failed = status.lastFailure ? Date.parse(status.lastFailure.at) : null;
  if (failed !== null && (last === null || failed > last)) return 'failing';
  if (last === null) return status.scheduled ? 'none-yet' : 'off';
  return now.getTime() - last > BACKUP_OVERDUE_MS ? 'overdue' : 'ok';
}

/** A size in the units people read: 940 B, 118 KB, 2.4 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
