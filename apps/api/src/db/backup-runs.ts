/**
 * The record of scheduled backups and restore drills (`backup_runs`, ADR 43). A run is claimed by inserting
 * its slot (the hour of a backup, the ISO week of a drill): the unique key lets one instance in, however many
 * share the database. A failed backup gives its slot back, so it is tried again after a pause; a drill's
 * result, pass or fail, stands for its week.
 */
import { and, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { backupRuns } from './schema.ts';

export type RunKind = 'backup' | 'drill';

export interface RunOutcome {
  ok: boolean;
  file?: string | null;
  bytes?: number | null;
  rows?: number | null;
  seconds?: number | null;
  message?: string | null;
}

export type BackupRun = typeof backupRuns.$inferSelect;

/** Takes `slot` for a run starting now; null when another run (here or on another instance) has it. */
export async function claimRun(db: Db, kind: RunKind, slot: string, startedAt: Date): Promise<number | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({ kind, slot, startedAt })
    .onConflictDoNothing()
    .returning({ id: backupRuns.id });
  return row?.id ?? null;
}

/** Records how a run ended; a failed backup frees its slot for another attempt. */
export async function finishRun(db: Db, id: number, kind: RunKind, outcome: RunOutcome, at: Date) {
  await db
    .update(backupRuns)
    .set({
      ...outcome,
      finishedAt: at,
      ...(kind === 'backup' && !outcome.ok
        ? { slot: sql`${backupRuns.slot} || '#' || ${backupRuns.id}` }
        : {}),
    })
    .where(eq(backupRuns.id, id));
}

/** Gives a claimed run's slot back without a result (a drill cut short by a stop). */
export async function releaseRun(db: Db, id: number): Promise<void> {
  await db.delete(backupRuns).where(eq(backupRuns.id, id));
}

/** Whether a run of `kind` failed after `since` (a backup waits a while before trying again). */
export async function failedSince(db: Db, kind: RunKind, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, kind), eq(backupRuns.ok, false), gt(backupRuns.startedAt, since)))
    .limit(1);
  return row !== undefined;
}

/** The newest finished run of `kind` with that result. */
async function lastRun(db: Db, kind: RunKind, ok?: boolean): Promise<BackupRun | null> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(
      and(
        eq(backupRuns.kind, kind),
        isNotNull(backupRuns.finishedAt),
        ok === undefined ? undefined : eq(backupRuns.ok, ok),
      ),
    )
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row ?? null;
}

export interface BackupRecord {
  lastSuccess: BackupRun | null;
  lastFailure: BackupRun | null;
  lastDrill: BackupRun | null;
}

export async function readBackupRecord(db: Db): Promise<BackupRecord> {
  const [lastSuccess, lastFailure, lastDrill] = await Promise.all([
    lastRun(db, 'backup', true),
    lastRun(db, 'backup', false),
    lastRun(db, 'drill'),
  ]);
  return { lastSuccess, lastFailure, lastDrill };
}

/** Forgets runs older than `before` (the record is for monitoring, not history). */
export async function deleteRunsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(backupRuns).where(lt(backupRuns.startedAt, before));
}
