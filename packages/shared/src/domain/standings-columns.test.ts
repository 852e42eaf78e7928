import { describe, expect, it } from 'vitest';
import {
  COMPACT_STANDINGS_COLUMNS,
  formatStandingsRatio,
  STANDINGS_COLUMNS,
  STANDINGS_EXPORT_COLUMNS,
  type StandingsColumnRow,
} from './standings-columns.ts';
import { exportCells } from './table-export.ts';

const row: StandingsColumnRow = {
  position: 3,
  tied: true,
  team: 'Storm Crows',
  played: 4,
  won: 3,
  lost: 1,
  setsWon: 9,
  setsLost: 0,
  setRatio: null,
  pointsWon: 200,
  pointsLost: 150,
  pointRatio: 4 / 3,
  leaguePoints: 8,
  deduction: 1,
  lastFive: ['W', 'L', 'W', 'W'],
  streak: { result: 'W', length: 2 },
  next: { opponent: 'Tidal Wave' },
};

describe('standings columns', () => {
  it('follow the documented order, the compact ones a subset in the same order', () => {
    expect(STANDINGS_COLUMNS.map((c) => c.key)).toEqual([
      'position',
      'team',
      'played',
      'won',
      'lost',
      'setsWon',
      'setsLost',
      'setRatio',
      'pointsWon',
      'pointsLost',
      'pointRatio',
      'leaguePoints',
      'lastFive',
      'streak',
      'next',
    ]);
    expect(COMPACT_STANDINGS_COLUMNS.map((c) => c.key)).toEqual([
      'position',
      'team',
      'played',
      'won',
      'lost',
      'leaguePoints',
    ]);
  });

  it('print a shared position with =, ratios with two decimals or MAX, form and streak', () => {
    const text = Object.fromEntries(STANDINGS_COLUMNS.map((c) => [c.key, c.text(row)]));
    expect(text).toMatchObject({
      position: '3=',
      setRatio: 'MAX',
      pointRatio: '1.33',
      lastFive: 'W L W W',
      streak: 'W2',
      next: 'Tidal Wave',
    });
    expect(formatStandingsRatio(0)).toBe('0.00');
  });

  it('export numbers as numbers, an unbeaten ratio as MAX, and the deduction last', () => {
    expect(exportCells(STANDINGS_EXPORT_COLUMNS, row)).toEqual([
      '3=',
      'Storm Crows',
      4,
      3,
      1,
      9,
      0,
      'MAX',
      200,
      150,
      4 / 3,
      8,
      'WLWW',
      'W2',
      'Tidal Wave',
      1,
    ]);
    const noNext = { ...row, next: null, streak: null };
    expect(exportCells(STANDINGS_EXPORT_COLUMNS, noNext).slice(13, 15)).toEqual(['', null]);
  });
});
