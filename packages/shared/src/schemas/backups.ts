/**
 * The state of scheduled backups and the restore drill (docs/product/settings.md#backups), as the portal's
 * Settings page and monitoring read it: GET /api/admin/backups, admins and superadmins.
 */
import { z } from 'zod';

/** One backup or drill run: when it ended, what it wrote or read, and what went wrong if anything did. */
export const BackupRunSchema = z.object({
  at: z.string(),
  /** The backup file's name (no folder). */
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  rows: z.number().int().nullable(),
  seconds: z.number().nullable(),
  /** A failure's reason, or a drill's report (a verdict line, then a line per table). */
  message: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

export const BackupStatusSchema = z.object({
  /** Whether the instance answering has BACKUP_DIR set (it writes backups when it holds the hour). */
  scheduled: z.boolean(),
  hourlyKeep: z.number().int().nullable(),
  dailyKeep: z.number().int().nullable(),
  /** Backup files in the answering instance's BACKUP_DIR; null when it has none set. */
  kept: z.number().int().nullable(),
  lastBackup: BackupRunSchema.nullable(),
  lastFailure: BackupRunSchema.nullable(),
  lastDrill: BackupRunSchema.extend({ ok: z.boolean() }).nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
