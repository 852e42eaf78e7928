import { describe, expect, it } from 'vitest';
import { COUNTING_RECORDS, recordDefinitions, recordPercent, recordThresholds } from './records.ts';

describe('record definitions', () => {
  it('keeps the fixed order: 16 counting records, the percent thresholds, then the efficiency ones', () => {
    expect(COUNTING_RECORDS).toHaveLength(16);
    expect(COUNTING_RECORDS[0]?.label).toBe('Most Spike Kills');
    expect(COUNTING_RECORDS[15]?.label).toBe('Most Total Errors');
    const game = recordDefinitions('game');
    expect(game).toHaveLength(16 + 6 + 6);
    expect(game.slice(16, 22).map((d) => (d.kind === 'percent' ? d.minAttempts : -1))).toEqual([
      10, 20, 30, 40, 50, 60,
    ]);
    expect(game.slice(22).map((d) => (d.kind === 'efficiency' ? d.minAttempts : -1))).toEqual([
      10, 20, 30, 40, 50, 60,
    ]);
    expect(game[22]?.label).toBe('Best Total Attack Efficiency % (10+ Attempts)');
    const season = recordDefinitions('season').slice(16);
    expect(season).toHaveLength(40);
    expect(season[0]).toMatchObject({ minAttempts: 60, label: 'Best Total Spiking % (60+ Attempts)' });
    expect(season[19]).toMatchObject({ kind: 'percent', minAttempts: 250 });
    expect(season[20]).toMatchObject({ kind: 'efficiency', minAttempts: 60 });
    expect(season.at(-1)).toMatchObject({ kind: 'efficiency', minAttempts: 250 });
  });

  it('uses the same thresholds for both, so each efficiency record has a spiking-% twin', () => {
    for (const type of ['game', 'season'] as const) {
      const definitions = recordDefinitions(type);
      const of = (kind: string) =>
        definitions.flatMap((d) => (d.kind !== 'count' && d.kind === kind ? [d.minAttempts] : []));
      expect(of('efficiency')).toEqual(of('percent'));
      expect(of('efficiency')).toEqual(recordThresholds(type));
    }
  });

  it('computes percentages with two decimals and zero attempts as 0', () => {
    expect(recordPercent(2, 3)).toBe(66.67);
    expect(recordPercent(1, 8)).toBe(12.5);
    expect(recordPercent(0, 0)).toBe(0);
  });
});
