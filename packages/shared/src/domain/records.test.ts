import { describe, expect, it } from 'vitest';
import { COUNTING_RECORDS, recordDefinitions, recordPercent } from './records.ts';

describe('record definitions', () => {
  it('keeps the fixed order: 16 counting records, then the percent thresholds', () => {
    expect(COUNTING_RECORDS).toHaveLength(16);
    expect(COUNTING_RECORDS[0]?.label).toBe('Most Spike Kills');
    expect(COUNTING_RECORDS[15]?.label).toBe('Most Total Errors');
    const game = recordDefinitions('game');
    expect(game.slice(16).map((d) => (d.kind === 'percent' ? d.minAttempts : -1))).toEqual([
      10, 20, 30, 40, 50, 60,
    ]);
    const season = recordDefinitions('season').slice(16);
    expect(season).toHaveLength(20);
    expect(season[0]).toMatchObject({ minAttempts: 60, label: 'Best Total Spiking % (60+ Attempts)' });
    expect(season.at(-1)).toMatchObject({ minAttempts: 250 });
  });

  it('computes percentages with two decimals and zero attempts as 0', () => {
    expect(recordPercent(2, 3)).toBe(66.67);
    expect(recordPercent(1, 8)).toBe(12.5);
    expect(recordPercent(0, 0)).toBe(0);
  });
});
