import { describe, expect, it } from 'vitest';
import { emptyStatNumbers } from './derived-stats.ts';
import {
  buildLeaderboard,
  DEFAULT_LEADERBOARD_QUERY,
  isLeaderboardRowIncluded,
  LEADERBOARD_PAGE_SIZE,
  nextSort,
  type PlayerTotalsRow,
  pageCountOf,
  playedCountsOf,
  type TeamTotalsRow,
} from './leaderboard.ts';
import type { StatNumbers } from './league.ts';

function player(
  id: number,
  name: string,
  partial: Partial<StatNumbers>,
  games = 1,
  sets = 3,
): PlayerTotalsRow {
  return {
    kind: 'player',
    id,
    name,
    teamName: null,
    gamesPlayed: games,
    setsPlayed: sets,
    totals: { ...emptyStatNumbers(), ...partial },
  };
}

function team(name: string, partial: Partial<StatNumbers>, games: number, totalSets: number): TeamTotalsRow {
  return {
    kind: 'team',
    id: `${name}-12`,
    teamId: 1,
    name,
    seasonNumber: 12,
    logoUrl: null,
    playerCount: 4,
    gamesPlayed: games,
    totalSets,
    totals: { ...emptyStatNumbers(), ...partial },
  };
}

const query = { ...DEFAULT_LEADERBOARD_QUERY };
/** Every row ranked, for the tests of the modes themselves. */
const everyRow = { ...query, qualify: 'off' as const };

describe('row inclusion (docs/product/leaderboard.md#rules-and-constants)', () => {
  it('matches the search case-insensitively as a substring', () => {
    const row = player(1, 'SpikeKing42', { blocks: 1 });
    expect(isLeaderboardRowIncluded(row, 'kingg')).toBe(false);
    expect(isLeaderboardRowIncluded(row, 'KING')).toBe(true);
    expect(isLeaderboardRowIncluded(row, '  king ')).toBe(true);
    expect(isLeaderboardRowIncluded(row, '')).toBe(true);
  });

  it('needs at least one non-zero stat and a game played', () => {
    expect(isLeaderboardRowIncluded(player(1, 'a', {}), '')).toBe(false);
    expect(isLeaderboardRowIncluded(player(1, 'a', { miscErrors: 1 }), '')).toBe(true);
    expect(isLeaderboardRowIncluded(player(1, 'a', { blocks: 1 }, 0, 0), '')).toBe(false);
  });
});

describe('buildLeaderboard', () => {
  const rows = [
    player(1, 'alpha', { spikeKills: 10, spikeAttempts: 20 }, 2, 8),
    player(2, 'bravo', { spikeKills: 30, spikeAttempts: 40 }, 10, 40),
    player(3, 'charlie', { spikeKills: 20, spikeAttempts: 80 }, 2, 5),
    player(4, 'zero', {}, 1, 3),
  ];

  it('sorts by totalKills desc by default, ranks from 1 and drops all-zero rows', () => {
    const page = buildLeaderboard(rows, query);
    expect(page.rows.map((r) => r.name)).toEqual(['bravo', 'charlie', 'alpha']);
    expect(page.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(page.total).toBe(3);
  });

  it('derives per-game values from games played', () => {
    const page = buildLeaderboard(rows, { ...everyRow, mode: 'perGame' });
    expect(page.rows.map((r) => [r.name, r.stats.totalKills])).toEqual([
      ['charlie', 10],
      ['alpha', 5],
      ['bravo', 3],
    ]);
  });

  it('derives per-set values from sets played, percents unchanged', () => {
    const page = buildLeaderboard(rows, { ...everyRow, mode: 'perSet' });
    expect(page.rows.map((r) => [r.name, r.stats.totalKills])).toEqual([
      ['charlie', 4],
      ['alpha', 1.25],
      ['bravo', 0.75],
    ]);
    expect(page.rows[0]?.stats.spikePct).toBe(0.25);
  });

  it('applies filters to the displayed (mode) values', () => {
    const filters = [{ id: 'f', stat: 'totalKills' as const, operator: 'gte' as const, value: 5 }];
    expect(buildLeaderboard(rows, { ...everyRow, mode: 'perGame', filters }).rows.map((r) => r.name)).toEqual(
      ['charlie', 'alpha'],
    );
    expect(buildLeaderboard(rows, { ...query, filters }).total).toBe(3);
  });

  it('ranks after filtering and sorting', () => {
    const filters = [{ id: 'f', stat: 'spikePct' as const, operator: 'lt' as const, value: 0.6 }];
    const page = buildLeaderboard(rows, {
      ...everyRow,
      filters,
      sort: { column: 'spikePct', direction: 'asc' },
    });
    expect(page.rows.map((r) => [r.name, r.rank])).toEqual([
      ['charlie', 1],
      ['alpha', 2],
    ]);
  });

  it('sorts by name and breaks stat ties by name', () => {
    const tied = [
      player(5, 'Echo', { blocks: 1 }),
      player(6, 'delta', { blocks: 1 }),
      player(7, 'Foxtrot', { blocks: 2 }),
    ];
    const byBlocks = buildLeaderboard(tied, { ...query, sort: { column: 'blocks', direction: 'desc' } });
    expect(byBlocks.rows.map((r) => r.name)).toEqual(['Foxtrot', 'delta', 'Echo']);
    const byName = buildLeaderboard(tied, { ...query, sort: { column: 'name', direction: 'desc' } });
    expect(byName.rows.map((r) => r.name)).toEqual(['Foxtrot', 'Echo', 'delta']);
  });

  it('pages by 25 and clamps the page', () => {
    const many = Array.from({ length: 51 }, (_, i) =>
      player(i + 1, `p${String(i).padStart(2, '0')}`, { aces: 100 - i }),
    );
    const sorted = { ...query, sort: { column: 'aces' as const, direction: 'desc' as const } };
    const first = buildLeaderboard(many, sorted);
    expect(first.rows).toHaveLength(25);
    expect(first.pageCount).toBe(3);
    const third = buildLeaderboard(many, { ...sorted, page: 3 });
    expect(third.rows.map((r) => r.rank)).toEqual([51]);
    expect(buildLeaderboard(many, { ...sorted, page: 9 }).page).toBe(3);
    expect(buildLeaderboard(many, { ...sorted, page: 0 }).page).toBe(1);
  });

  it('uses totalSets and distinct games for team rows', () => {
    const teams = [
      team('Storm Crows', { spikeKills: 40 }, 4, 16),
      team('Tidal Wave', { spikeKills: 30 }, 2, 6),
    ];
    expect(playedCountsOf(teams[0] as TeamTotalsRow)).toEqual({ games: 4, sets: 16 });
    const page = buildLeaderboard(teams, { ...everyRow, mode: 'perSet' });
    expect(page.rows.map((r) => [r.id, r.stats.totalKills])).toEqual([
      ['Tidal Wave-12', 5],
      ['Storm Crows-12', 2.5],
    ]);
  });
});

describe('paging and sorting helpers', () => {
  it('counts pages at the 25 boundary', () => {
    expect(LEADERBOARD_PAGE_SIZE).toBe(25);
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(24, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });

  it('flips the current column and starts a new one descending', () => {
    const start = DEFAULT_LEADERBOARD_QUERY.sort;
    expect(start).toEqual({ column: 'totalKills', direction: 'desc' });
    expect(nextSort(start, 'totalKills')).toEqual({ column: 'totalKills', direction: 'asc' });
    expect(nextSort({ column: 'totalKills', direction: 'asc' }, 'totalKills').direction).toBe('desc');
    expect(nextSort({ column: 'totalKills', direction: 'asc' }, 'blocks')).toEqual({
      column: 'blocks',
      direction: 'desc',
    });
  });
});

describe('qualification in buildLeaderboard (docs/product/leaderboard.md#qualification)', () => {
  // Most sets 40: the bar is 12. Most total attempts 80: the bar is 24.
  const rows = [
    player(1, 'alpha', { spikeKills: 10, spikeAttempts: 20 }, 2, 8),
    player(2, 'bravo', { spikeKills: 30, spikeAttempts: 40 }, 10, 40),
    player(3, 'charlie', { spikeKills: 20, spikeAttempts: 80 }, 4, 12),
    player(4, 'delta', { spikeKills: 2, spikeAttempts: 2 }, 4, 11),
  ];

  it('ranks per-set rates over the players with at least 30% of the most sets only', () => {
    const page = buildLeaderboard(rows, { ...query, mode: 'perSet' });
    expect(page.rows.map((r) => r.name)).toEqual(['charlie', 'bravo']);
    expect(page.total).toBe(2);
    expect(page.unqualified).toBe(2);
    expect(page.qualification).toEqual({ percent: 30, sets: { min: 12, most: 40 }, attempts: null });
  });

  it('adds an attempts bar when sorted by a percentage, also in Total mode', () => {
    const page = buildLeaderboard(rows, { ...query, sort: { column: 'totalSpikePct', direction: 'desc' } });
    expect(page.qualification?.attempts).toEqual({ column: 'totalAttempts', min: 24, most: 80 });
    expect(page.rows.map((r) => r.name)).toEqual(['bravo', 'charlie']);
    const efficiency = buildLeaderboard(rows, {
      ...query,
      sort: { column: 'spikeEfficiency', direction: 'desc' },
    });
    expect(efficiency.qualification?.attempts?.column).toBe('spikeAttempts');
  });

  it('needs no rule for totals sorted by a count, nor when switched off', () => {
    expect(buildLeaderboard(rows, query).qualification).toBeNull();
    const off = buildLeaderboard(rows, { ...query, mode: 'perSet', qualify: 'off' });
    expect(off.qualification).toBeNull();
    expect(off.total).toBe(4);
    expect(off.unqualified).toBe(0);
  });

  it('sets the bar from the whole view: a search narrows the list, not the bar', () => {
    const page = buildLeaderboard(rows, { ...query, mode: 'perSet', search: 'a' });
    expect(page.qualification?.sets).toEqual({ min: 12, most: 40 });
    expect(page.rows.map((r) => r.name)).toEqual(['charlie', 'bravo']);
    expect(page.unqualified).toBe(2);
  });

  it("uses a team's totalSets", () => {
    const teams = [
      team('Storm Crows', { spikeKills: 40 }, 4, 16),
      team('Tidal Wave', { spikeKills: 30 }, 1, 3),
    ];
    const page = buildLeaderboard(teams, { ...query, mode: 'perSet' });
    expect(page.qualification?.sets).toEqual({ min: 5, most: 16 });
    expect(page.rows.map((r) => r.name)).toEqual(['Storm Crows']);
  });
});
