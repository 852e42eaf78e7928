/**
 * Scheduled backups and the weekly restore drill (docs/decisions/0043-scheduled-backups-and-the-restore-drill.md)
 * with a clock the test moves, on the suite's engine (PGlite, or PostgreSQL on its pass): one backup an hour,
 * written whole or not at all, pruned to the retention; a drill a week on the newest backup; a failure
 * recorded and tried again after a pause; two instances on one database writing each backup once.
 */
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackup } from '../src/db/backup-reader.ts';
import { readBackupRecord } from '../src/db/backup-runs.ts';
import { createBackupScheduler, hourSlot, RETRY_AFTER_MS, weekSlot } from '../src/db/backup-schedule.ts';
import type { Db } from '../src/db/client.ts';
import { runRestoreDrill } from '../src/db/restore-drill.ts';
import { loadLeagueFixtures } from './helpers/fixtures.ts';
import { openTestDatabase } from './helpers/test-app.ts';

const HOUR = 3_600_000;
const root = mkdtempSync(join(tmpdir(), 'league-schedule-'));
let db: Db;
let databaseUrl: string | undefined;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const test = await openTestDatabase();
  db = test.database.db;
  databaseUrl = test.url;
  dispose = test.dispose;
  await loadLeagueFixtures(db);
});
afterAll(async () => {
  await dispose();
  rmSync(root, { recursive: true, force: true });
});

/**
 * A scheduler on its own folder whose clock the test sets. Its drills restore for real, or (`realDrill`
 * false, for the tests about the schedule itself) pass at once after noting the file.
 */
function scheduler(dir: string, start: string, realDrill = false) {
  let now = new Date(start);
  const drills: string[] = [];
  const s = createBackupScheduler({
    db,
    dir,
    retention: { hourlyKeep: 3, dailyKeep: 2 },
    drill: async (file) => {
      drills.push(file);
      if (realDrill) return runRestoreDrill(file, { databaseUrl, scratchRoot: root });
      return {
        ok: true,
        file,
        target: 'none',
        createdAt: null,
        tables: [],
        restoreSeconds: 0,
        totalSeconds: 0,
        problem: null,
      };
    },
    now: () => now,
  });
  return {
    s,
    drills,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

const backupsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl.gz'))
    .sort();

describe('slots', () => {
  it('are the UTC hour of a backup and the ISO week of a drill', () => {
    expect(hourSlot(new Date('2026-05-04T00:59:59Z'))).toBe('2026-05-04T00');
    expect(weekSlot(new Date('2026-05-04T00:00:00Z'))).toBe('2026-W19'); // a Monday
    expect(weekSlot(new Date('2026-05-03T23:59:59Z'))).toBe('2026-W18'); // the Sunday before
    expect(weekSlot(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(weekSlot(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });
});

describe('the backup schedule', () => {
  it('backs up once an hour, prunes to the retention, and drills once a week on the newest backup', async () => {
    const dir = mkdtempSync(join(root, 'backups-'));
    const { s, drills, advance } = scheduler(dir, '2026-05-04T22:10:00Z', true);

    expect(await s.tick()).toEqual({ backup: 'league-2026-05-04T22-10-00Z.jsonl.gz', drill: true });
    expect(drills).toEqual([join(dir, 'league-2026-05-04T22-10-00Z.jsonl.gz')]);
    // The same hour again: nothing is due.
    advance(30 * 60_000);
    expect(await s.tick()).toEqual({});

    // Six more hours, across midnight: 3 newest kept, plus the newest of each of 2 days.
    for (let hour = 0; hour < 6; hour += 1) {
      advance(HOUR);
      expect((await s.tick()).backup).toBeDefined();
    }
    expect(backupsIn(dir)).toEqual([
      'league-2026-05-04T23-40-00Z.jsonl.gz',
      'league-2026-05-05T02-40-00Z.jsonl.gz',
      'league-2026-05-05T03-40-00Z.jsonl.gz',
      'league-2026-05-05T04-40-00Z.jsonl.gz',
    ]);
    // Only the first tick of the week drilled.
    expect(drills).toHaveLength(1);
    // Every kept file is a complete backup; no partial file is left.
    for (const name of backupsIn(dir)) await checkBackup(createReadStream(join(dir, name)));
    expect(readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);

    // A week later: a backup, and a drill of the newest one.
    advance(7 * 24 * HOUR);
    const weekLater = await s.tick();
    expect(weekLater).toEqual({ backup: 'league-2026-05-12T04-40-00Z.jsonl.gz', drill: true });
    expect(drills.at(-1)).toBe(join(dir, 'league-2026-05-12T04-40-00Z.jsonl.gz'));

    const record = await readBackupRecord(db);
    expect(record.lastSuccess).toMatchObject({ ok: true, file: 'league-2026-05-12T04-40-00Z.jsonl.gz' });
    expect(record.lastSuccess?.bytes).toBeGreaterThan(1000);
    expect(record.lastSuccess?.rows).toBeGreaterThan(20);
    expect(record.lastDrill).toMatchObject({ ok: true, file: 'league-2026-05-12T04-40-00Z.jsonl.gz' });
    expect(record.lastDrill?.message).toMatch(/^Restore drill passed/);
  });

  it('records a failed backup, waits before trying again, and succeeds once the folder is back', async () => {
    const dir = join(root, 'gone');
    const { s, advance } = scheduler(dir, '2026-06-01T10:00:00Z');
    expect(await s.tick()).toEqual({});
    const failed = await readBackupRecord(db);
    expect(failed.lastFailure?.message).toMatch(/ENOENT|no such file/);
    expect(failed.lastFailure?.finishedAt?.toISOString()).toBe('2026-06-01T10:00:00.000Z');

    // Within the pause nothing is tried, even in the next hour.
    advance(RETRY_AFTER_MS - 60_000);
    expect(await s.tick()).toEqual({});
    expect(existsSync(dir)).toBe(false);

    mkdirSync(dir);
    advance(2 * 60_000);
    expect((await s.tick()).backup).toBe('league-2026-06-01T10-16-00Z.jsonl.gz');
    expect((await readBackupRecord(db)).lastSuccess?.file).toBe('league-2026-06-01T10-16-00Z.jsonl.gz');
  });

  it('writes each hour once when two instances share the database', async () => {
    const dir = mkdtempSync(join(root, 'shared-'));
    const a = scheduler(dir, '2026-07-01T08:05:00Z');
    const b = scheduler(dir, '2026-07-01T08:05:00Z');
    const [first, second] = await Promise.all([a.s.tick(), b.s.tick()]);
    expect([first.backup, second.backup].filter(Boolean)).toHaveLength(1);
    expect(backupsIn(dir)).toHaveLength(1);
  });

  it('starts checking at once when started, and stops after the run under way', async () => {
    const dir = mkdtempSync(join(root, 'started-'));
    const { s } = scheduler(dir, '2026-08-01T09:00:00Z');
    s.start();
    await s.stop();
    expect(backupsIn(dir)).toEqual(['league-2026-08-01T09-00-00Z.jsonl.gz']);
  });

  it("ends a drill under way when stopped, and runs the week's drill again after the next start", async () => {
    const dir = mkdtempSync(join(root, 'stopped-'));
    let started: (() => void) | undefined;
    const drillStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const stopped = createBackupScheduler({
      db,
      dir,
      retention: { hourlyKeep: 3, dailyKeep: 2 },
      // Runs until the stop aborts it, as the drill's process is ended then.
      drill: (file, signal) =>
        new Promise((resolve) => {
          started?.();
          signal.addEventListener('abort', () =>
            resolve({
              ok: false,
              file,
              target: 'none',
              createdAt: null,
              tables: [],
              restoreSeconds: 0,
              totalSeconds: 0,
              problem: 'stopped',
            }),
          );
        }),
      now: () => new Date('2026-10-05T09:00:00Z'),
    });
    stopped.start();
    await drillStarted;
    await stopped.stop();
    expect((await readBackupRecord(db)).lastDrill?.finishedAt?.toISOString()).not.toBe(
      '2026-10-05T09:00:00.000Z',
    );

    const { s: next, drills } = scheduler(dir, '2026-10-05T09:30:00Z');
    expect(await next.tick()).toEqual({ drill: true });
    expect(drills).toHaveLength(1);
  });
});
