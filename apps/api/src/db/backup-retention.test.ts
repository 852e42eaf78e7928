import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToKeep, backupTimeOf } from './backup-retention.ts';

const HOUR = 3_600_000;
/** One backup an hour from `start` for `hours` hours, oldest first. */
const hourly = (start: string, hours: number) =>
  Array.from({ length: hours }, (_, i) => backupFileName(new Date(Date.parse(start) + i * HOUR)));

describe('backup file names', () => {
  it('carry the moment they were taken, to the second, and nothing else is one', () => {
    const name = backupFileName(new Date('2026-05-01T13:00:07.123Z'));
    expect(name).toBe('league-2026-05-01T13-00-07Z.jsonl.gz');
    expect(backupTimeOf(name)?.toISOString()).toBe('2026-05-01T13:00:07.000Z');
    for (const other of ['league.jsonl.gz', 'league-2026-05-01T13-00-07Z.jsonl.gz.partial', 'notes.txt'])
      expect(backupTimeOf(other)).toBeNull();
    expect(backupTimeOf('league-2026-02-30T13-00-00Z.jsonl.gz')).toBeNull();
  });
});

describe('backupsToKeep with the defaults (48 hourly, 30 daily)', () => {
  const keepDefaults = (names: string[]) => backupsToKeep(names, { hourlyKeep: 48, dailyKeep: 30 });

  it('keeps everything up to 48 backups', () => {
    const names = hourly('2026-05-01T00:00:00Z', 48);
    expect(keepDefaults(names).size).toBe(48);
  });

  it('after 35 days of hourly backups keeps the last 48 and the newest of each of the last 30 days', () => {
    const names = hourly('2026-05-01T00:00:00Z', 35 * 24);
    const kept = keepDefaults(names);
    const last48 = names.slice(-48);
    for (const name of last48) expect(kept.has(name)).toBe(true);
    // Days 6 to 35 each keep their 23:00 backup; the last two of those are among the 48 already.
    const dailies = [...kept].filter((name) => !last48.includes(name));
    expect(dailies).toHaveLength(28);
    expect(dailies.every((name) => name.includes('T23-00-00Z'))).toBe(true);
    expect(kept.size).toBe(48 + 28);
    expect(kept.has('league-2026-05-05T23-00-00Z.jsonl.gz')).toBe(false);
    expect(kept.has('league-2026-05-06T23-00-00Z.jsonl.gz')).toBe(true);
  });

  it('does not spend a daily place on a day without a backup', () => {
    // One backup on each of 40 days, every other day.
    const names = Array.from({ length: 40 }, (_, i) =>
      backupFileName(new Date(Date.parse('2026-01-01T12:00:00Z') + i * 2 * 24 * HOUR)),
    );
    expect(backupsToKeep(names, { hourlyKeep: 2, dailyKeep: 30 }).size).toBe(30);
  });
});

describe('backupsToKeep at the boundaries', () => {
  const names = hourly('2026-05-01T20:00:00Z', 8); // 20:00 to 03:00 the next day
  it.each([
    [1, 1, ['league-2026-05-02T03-00-00Z.jsonl.gz']],
    [2, 1, ['league-2026-05-02T02-00-00Z.jsonl.gz', 'league-2026-05-02T03-00-00Z.jsonl.gz']],
    [1, 2, ['league-2026-05-01T23-00-00Z.jsonl.gz', 'league-2026-05-02T03-00-00Z.jsonl.gz']],
    [0, 0, []],
    [0, 3, ['league-2026-05-01T23-00-00Z.jsonl.gz', 'league-2026-05-02T03-00-00Z.jsonl.gz']],
  ])('hourly %d, daily %d keeps %j', (hourlyKeep, dailyKeep, expected) => {
    expect([...backupsToKeep(names, { hourlyKeep, dailyKeep })].sort()).toEqual(expected);
  });

  it('ignores files that are not scheduled backups', () => {
    const kept = backupsToKeep([...names, 'manual.jsonl.gz'], { hourlyKeep: 100, dailyKeep: 100 });
    expect(kept.has('manual.jsonl.gz')).toBe(false);
    expect(kept.size).toBe(8);
  });
});
