import { emptyStatNumbers } from '@league/shared/domain/derived-stats';
import type { PlayerCompareEntry } from '@league/shared/schemas/player-compare';
import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows.ts';

const entry = (id: number, games: number, sets: number, over: Partial<PlayerCompareEntry['totals']>) => ({
  id,
  name: `p${id}`,
  position: 'Spiker',
  gamesPlayed: games,
  setsPlayed: sets,
  totals: { ...emptyStatNumbers(), ...over },
});

describe('compareRows', () => {
  const players = [
    entry(1, 10, 40, { spikeKills: 44, blocks: 4, servingErrors: 8 }),
    entry(2, 10, 40, { spikeKills: 41, blocks: 9, servingErrors: 2 }),
  ];
  const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

  it('starts with games and sets, then every registry column, values formatted for the mode', () => {
    const rows = compareRows(players, 'perSet');
    expect(rows.slice(0, 2).map((r) => r.label)).toEqual(['Games', 'Sets']);
    expect(row(rows, 'blocks')?.values).toEqual(['0.10', '0.23']);
    expect(row(rows, 'gamesPlayed')?.best).toEqual([]);
  });

  it('marks the highest, the lowest for errors, and compares values as shown', () => {
    const total = compareRows(players, 'total');
    expect(row(total, 'spikeKills')?.best).toEqual([0]);
    expect(row(total, 'servingErrors')?.best).toEqual([1]);
    const perSet = compareRows(players, 'perSet');
    expect(row(perSet, 'spikeKills')?.values).toEqual(['1.10', '1.02']);
    expect(row(perSet, 'spikeKills')?.best).toEqual([0]);
    // Per set 441/400 and 439/400 both read 1.10: level, so nobody is marked.
    expect(
      row(compareRows([entry(1, 1, 400, { aces: 441 }), entry(2, 1, 400, { aces: 439 })], 'perSet'), 'aces')
        ?.best,
    ).toEqual([]);
  });
});
