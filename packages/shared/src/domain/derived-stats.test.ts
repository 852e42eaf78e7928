import { describe, expect, it } from 'vitest';
import {
  applyMode,
  attackEfficiency,
  deriveStats,
  emptyStatNumbers,
  hasAnyStat,
  pickStatNumbers,
  safeRatio,
  setsOfGame,
  sumStatLines,
} from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import { STAT_COLUMN_KEYS } from './stat-columns.ts';

function stats(partial: Partial<StatNumbers>): StatNumbers {
  return { ...emptyStatNumbers(), ...partial };
}

const LINE = stats({
  spikeKills: 9,
  spikeAttempts: 21,
  apeKills: 2,
  apeAttempts: 5,
  spikingErrors: 3,
  blocks: 2,
  assists: 1,
  digs: 5,
  blockFollows: 0,
  aces: 2,
  miscErrors: 0,
  settingErrors: 0,
  servingErrors: 2,
});

describe('deriveStats', () => {
  it('computes every derived column of docs/product/stats.md#derived-stats', () => {
    const d = deriveStats(LINE);
    expect(d.totalKills).toBe(11);
    expect(d.totalAttempts).toBe(26);
    expect(d.spikePct).toBeCloseTo(9 / 21, 12);
    expect(d.apePct).toBeCloseTo(2 / 5, 12);
    expect(d.totalSpikePct).toBeCloseTo(11 / 26, 12);
    expect(d.totalReceives).toBe(5);
    expect(d.prf).toBe(11 + 2 + 1);
    expect(d.totalErrors).toBe(3 + 0 + 2 + 0);
    expect(d.plusMinus).toBe(14 - 5);
    expect(d.spikeKills).toBe(9);
    expect(d.spikeEfficiency).toBeCloseTo((9 - 3) / 21, 12);
    // Ape shots have no error counter: only spiking errors come off the total.
    expect(d.totalEfficiency).toBeCloseTo((11 - 3) / 26, 12);
  });

  it('gives every registry column and nothing else', () => {
    expect(Object.keys(deriveStats(LINE)).sort()).toEqual([...STAT_COLUMN_KEYS].sort());
  });

  it('gives 0 for percents with zero attempts, never NaN or Infinity', () => {
    const d = deriveStats(stats({ spikeKills: 0, apeKills: 3 }));
    expect(d.spikePct).toBe(0);
    expect(d.apePct).toBe(0);
    expect(d.totalSpikePct).toBe(0);
    for (const value of Object.values(deriveStats(emptyStatNumbers()))) expect(value).toBe(0);
  });

  it('turns a single attempt into a proper fraction', () => {
    expect(deriveStats(stats({ spikeKills: 1, spikeAttempts: 1 })).spikePct).toBe(1);
    expect(deriveStats(stats({ spikeKills: 0, spikeAttempts: 1 })).spikePct).toBe(0);
  });

  it('lets plusMinus go negative', () => {
    expect(deriveStats(stats({ aces: 1, miscErrors: 4 })).plusMinus).toBe(-3);
  });

  it('ignores extra fields of the source row', () => {
    const row = { ...LINE, id: 7, playerId: 3 };
    expect(Object.keys(pickStatNumbers(row))).toHaveLength(13);
    expect(deriveStats(row)).not.toHaveProperty('id');
  });
});

describe('attackEfficiency', () => {
  it('is (kills − errors) / attempts, from -1 to 1', () => {
    expect(attackEfficiency(10, 4, 30)).toBeCloseTo(0.2, 12);
    expect(attackEfficiency(5, 5, 12)).toBe(0);
    expect(attackEfficiency(1, 4, 6)).toBe(-0.5);
    expect(attackEfficiency(3, 0, 3)).toBe(1);
    expect(attackEfficiency(0, 2, 2)).toBe(-1);
  });

  it('is 0 with no attempts, never NaN or Infinity, even with errors', () => {
    expect(attackEfficiency(0, 0, 0)).toBe(0);
    expect(attackEfficiency(0, 3, 0)).toBe(0);
    const d = deriveStats(stats({ spikingErrors: 2 }));
    expect(d.spikeEfficiency).toBe(0);
    expect(d.totalEfficiency).toBe(0);
  });

  it('rates ape kills in the total but not in the spike efficiency', () => {
    const d = deriveStats(stats({ apeKills: 4, apeAttempts: 4, spikeAttempts: 4, spikingErrors: 2 }));
    expect(d.spikeEfficiency).toBe(-0.5);
    expect(d.totalEfficiency).toBe(0.25);
  });

  it('is recomputed from totals in every mode, never divided', () => {
    const played = { games: 2, sets: 7 };
    for (const mode of ['perGame', 'perSet'] as const) {
      expect(applyMode(LINE, played, mode).totalEfficiency).toBeCloseTo(8 / 26, 12);
    }
  });
});

describe('safeRatio', () => {
  it('returns 0 unless the whole is positive', () => {
    expect(safeRatio(1, 0)).toBe(0);
    expect(safeRatio(1, -2)).toBe(0);
    expect(safeRatio(1, 4)).toBe(0.25);
    expect(safeRatio(Number.NaN, 4)).toBe(0);
  });
});

describe('sumStatLines', () => {
  it('adds field by field', () => {
    const sum = sumStatLines([LINE, stats({ spikeKills: 1, digs: 2 })]);
    expect(sum.spikeKills).toBe(10);
    expect(sum.digs).toBe(7);
    expect(sum.aces).toBe(2);
  });

  it('gives zeros for no lines', () => {
    expect(sumStatLines([])).toEqual(emptyStatNumbers());
  });
});

describe('hasAnyStat', () => {
  it('is false for all zeros and true for a single non-zero field', () => {
    expect(hasAnyStat(emptyStatNumbers())).toBe(false);
    expect(hasAnyStat(stats({ miscErrors: 1 }))).toBe(true);
  });
});

describe('setsOfGame', () => {
  it('adds both team scores', () => {
    expect(setsOfGame({ team1Score: 3, team2Score: 1 })).toBe(4);
    expect(setsOfGame({ team1Score: 0, team2Score: 0 })).toBe(0);
  });
});

describe('applyMode', () => {
  const totals = stats({
    spikeKills: 12,
    spikeAttempts: 30,
    apeKills: 3,
    apeAttempts: 10,
    blocks: 6,
    aces: 1,
  });
  const played = { games: 3, sets: 10 };

  it('leaves Total mode as derived', () => {
    expect(applyMode(totals, played, 'total')).toEqual(deriveStats(totals));
  });

  it('divides counts by games played in Per Game mode', () => {
    const d = applyMode(totals, played, 'perGame');
    expect(d.totalKills).toBe(5);
    expect(d.blocks).toBe(2);
    expect(d.spikeAttempts).toBe(10);
  });

  it('divides counts by sets played in Per Set mode', () => {
    const d = applyMode(totals, played, 'perSet');
    expect(d.totalKills).toBe(1.5);
    expect(d.blocks).toBeCloseTo(0.6, 12);
    expect(d.aces).toBeCloseTo(0.1, 12);
  });

  it('recomputes percents from totals instead of dividing them', () => {
    for (const mode of ['total', 'perGame', 'perSet'] as const) {
      const d = applyMode(totals, played, mode);
      expect(d.spikePct).toBe(0.4);
      expect(d.apePct).toBeCloseTo(0.3, 12);
      expect(d.totalSpikePct).toBeCloseTo(15 / 40, 12);
    }
  });

  it('gives 0 instead of Infinity when no games or sets were played', () => {
    const d = applyMode(totals, { games: 0, sets: 0 }, 'perSet');
    expect(d.totalKills).toBe(0);
    expect(applyMode(totals, { games: 0, sets: 0 }, 'perGame').blocks).toBe(0);
    expect(d.spikePct).toBe(0.4);
  });

  it('keeps the sign of plusMinus per set', () => {
    expect(applyMode(stats({ miscErrors: 4 }), { games: 1, sets: 2 }, 'perSet').plusMinus).toBe(-2);
  });
});
