/**
 * The state of scheduled backups where people and monitors read it (docs/product/settings.md#backups):
 * GET /api/admin/backups for admins and superadmins, and /metrics, after runs of the scheduler on the app's
 * own database with a clock the test sets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupStatus } from '@league/shared/schemas/backups';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackupScheduler } from '../src/db/backup-schedule.ts';
import type { DrillReport } from '../src/db/restore-drill.ts';
import { useLeagueApp, withLeagueApp } from './helpers/league-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'league-backup-status-'));
const t = useLeagueApp({ env: { METRICS: 'true', BACKUP_DIR: dir } });
let admin: Record<string, string>;

beforeAll(async () => {
  admin = await t.as('admin').headers();
  return () => rmSync(dir, { recursive: true, force: true });
});

const status = async (headers = admin) => {
  const res = await t.app.inject({ url: '/api/admin/backups', headers });
  return { code: res.statusCode, body: res.json() as BackupStatus };
};
const sampleOf = async (series: string) => {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** A drill that finds the users table differs: what the status must then show. */
const failingDrill = async (file: string): Promise<DrillReport> => ({
  ok: false,
  file,
  target: 'a scratch embedded database',
  createdAt: null,
  tables: [{ table: 'users', fileRows: 3, restoredRows: 2, ok: false }],
  restoreSeconds: 1,
  totalSeconds: 2,
  problem: null,
});

describe('GET /api/admin/backups', () => {
  it('is for admins and superadmins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/backups' })).statusCode).toBe(401);
    expect((await status(await t.as('user').headers())).code).toBe(403);
    expect((await status(await t.as('superadmin').headers())).code).toBe(200);
  });

  it('says the schedule is on and nothing has run yet', async () => {
    expect((await status()).body).toEqual({
      scheduled: true,
      hourlyKeep: 48,
      dailyKeep: 30,
      kept: 0,
      lastBackup: null,
      lastFailure: null,
      lastDrill: null,
    });
    expect(await sampleOf('league_backups_scheduled')).toBe(1);
    // Never: 0, so an alert on its age fires until the first backup.
    expect(await sampleOf('league_backup_last_success_timestamp_seconds')).toBe(0);
  });

  it('shows the last backup and a failed drill, in the answer and in /metrics', async () => {
    const at = new Date('2026-09-07T05:00:00Z');
    await createBackupScheduler({
      db: t.db,
      dir,
      retention: { hourlyKeep: 48, dailyKeep: 30 },
      drill: failingDrill,
      now: () => at,
    }).tick();
    const { body } = await status();
    expect(body).toMatchObject({
      kept: 1,
      lastBackup: { at: at.toISOString(), file: 'league-2026-09-07T05-00-00Z.jsonl.gz', message: null },
      lastFailure: null,
      lastDrill: { ok: false, file: 'league-2026-09-07T05-00-00Z.jsonl.gz' },
    });
    expect(body.lastBackup?.bytes).toBeGreaterThan(0);
    expect(body.lastDrill?.message).toMatch(/^Restore drill FAILED: league-2026-09-07T05-00-00Z\.jsonl\.gz/);
    expect(body.lastDrill?.message).not.toContain(dir);

    expect(await sampleOf('league_backup_last_success_timestamp_seconds')).toBe(at.getTime() / 1000);
    expect(await sampleOf('league_backup_last_success_bytes')).toBe(body.lastBackup?.bytes);
    expect(await sampleOf('league_backup_drill_last_timestamp_seconds')).toBe(at.getTime() / 1000);
    expect(await sampleOf('league_backup_drill_last_passed')).toBe(0);
  });

  it('says when this instance has no BACKUP_DIR', async () => {
    await withLeagueApp({}, async (plain) => {
      const res = await plain.as('admin').get('/api/admin/backups');
      expect(res.json()).toMatchObject({ scheduled: false, hourlyKeep: null, dailyKeep: null, kept: null });
    });
  });
});
