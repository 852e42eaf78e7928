/**
 * Scheduled backups and the weekly restore drill (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md),
 * run inside the server: on the embedded database only the server's process may open the data folder, and it
 * uses the same snapshot code as GET /api/admin/backup (backup-writer.ts).
 *
 * Every CHECK_EVERY_MS the scheduler asks what is due:
 * - a backup once per hour (UTC): written next to its final name, flushed to disk, read through, then
 *   renamed into place, so a file with a backup's name is always complete; then the folder is pruned to the
 *   retention (backup-retention.ts). A failed backup is tried again after RETRY_AFTER_MS.
 * - a restore drill once per ISO week, on the newest backup in the folder (restore-drill.ts).
 * Each run is claimed and recorded in backup_runs (backup-runs.ts), which /metrics and the portal read. The
 * backup files themselves are written, listed and pruned in backup-folder.ts.
 */
import { basename } from 'node:path';
import { newestBackup, prune, writeScheduledBackup } from './backup-folder.ts';
import type { Retention } from './backup-retention.ts';
import { claimRun, deleteRunsBefore, failedSince, finishRun, releaseRun } from './backup-runs.ts';
import type { Db } from './client.ts';
import { type DrillReport, failedDrillReport, formatDrillReport } from './restore-drill.ts';

export const CHECK_EVERY_MS = 60_000;
/** After a failed backup, the next attempt waits this long (a full disk is not fixed by hammering it). */
export const RETRY_AFTER_MS = 15 * 60_000;
/** How long the record of runs is kept. */
const RUNS_KEPT_MS = 90 * 24 * 60 * 60_000;

export interface BackupSchedulerOptions {
  db: Db;
  dir: string;
  retention: Retention;
  /**
   * Restores a file into a scratch database and compares it (runRestoreDrillApart); `signal` aborts when the
   * site stops, and the drill should then end at once.
   */
  drill: (file: string, signal: AbortSignal) => Promise<DrillReport>;
  now?: () => Date;
  log?: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

export interface BackupScheduler {
  /** Runs what is due now; answers what it did. */
  tick(): Promise<{ backup?: string; drill?: boolean }>;
  start(): void;
  /** Stops checking, ends a drill under way (it runs again after the next start), waits for a backup under way. */
  stop(): Promise<void>;
}

/** The hour slot of a backup: `2026-05-01T13`. */
export const hourSlot = (at: Date) => at.toISOString().slice(0, 13);

/** The ISO week slot of a drill: `2026-W18` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function weekSlot(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function createBackupScheduler(options: BackupSchedulerOptions): BackupScheduler {
  const { db, dir, retention, drill, log } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const stopping = new AbortController();
  const seconds = (from: number) => Math.round(performance.now() - from) / 1000;

  async function backupIfDue(): Promise<string | undefined> {
    const at = now();
    if (await failedSince(db, 'backup', new Date(at.getTime() - RETRY_AFTER_MS))) return undefined;
    const id = await claimRun(db, 'backup', hourSlot(at), at);
    if (id === null) return undefined;
    const started = performance.now();
    try {
      const written = await writeScheduledBackup(db, dir, at);
      const removed = prune(dir, retention, at);
      await finishRun(
        db,
        id,
        'backup',
        { ok: true, file: written.name, bytes: written.bytes, rows: written.rows, seconds: seconds(started) },
        now(),
      );
      log?.info(
        { file: written.name, bytes: written.bytes, removed: removed.length },
        'scheduled backup written',
      );
      return written.name;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await finishRun(db, id, 'backup', { ok: false, message, seconds: seconds(started) }, now());
      log?.error({ err }, 'scheduled backup failed');
      return undefined;
    }
  }

  async function drillIfDue(): Promise<boolean | undefined> {
    const file = newestBackup(dir);
    if (!file) return undefined;
    const at = now();
    const id = await claimRun(db, 'drill', weekSlot(at), at);
    if (id === null) return undefined;
    const report = await drill(file, stopping.signal).catch((err: unknown) =>
      failedDrillReport(file, err instanceof Error ? err.message : String(err)),
    );
    // Cut short by a stop, a drill proves nothing either way: the week's drill runs again after the start.
    if (stopping.signal.aborted) {
      await releaseRun(db, id);
      return undefined;
    }
    // The file by its name: the folder is the server's business, not the report's readers'.
    const message = formatDrillReport({ ...report, file: basename(file) }).join('\n');
    await finishRun(
      db,
      id,
      'drill',
      {
        ok: report.ok,
        file: file.slice(dir.length + 1),
        rows: report.tables.reduce((n, t) => n + t.restoredRows, 0),
        seconds: report.totalSeconds,
        message,
      },
      now(),
    );
    if (report.ok) log?.info({ file, seconds: report.totalSeconds }, 'restore drill passed');
    else log?.error({ file, report: message }, 'restore drill FAILED');
    return report.ok;
  }

  async function tick() {
    const backup = await backupIfDue();
    const drilled = await drillIfDue();
    await deleteRunsBefore(db, new Date(now().getTime() - RUNS_KEPT_MS));
    return { ...(backup ? { backup } : {}), ...(drilled === undefined ? {} : { drill: drilled }) };
  }

  /** One check at a time: a slow backup is not overtaken by the next check. */
  function check() {
    const result = running.then(tick);
    running = result.catch((err: unknown) => log?.error({ err }, 'backup schedule check failed'));
    return result;
  }

  return {
    tick: check,
    start() {
      void check().catch(() => {});
      timer = setInterval(() => void check().catch(() => {}), CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
