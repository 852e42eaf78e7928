import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from './leaderboard.ts';
import {
  exportStatValue,
  type LeaderboardViewState,
  leaderboardDescription,
  leaderboardExportColumns,
  leaderboardExportFilename,
  leaderboardTitle,
} from './leaderboard-view.ts';
import { getStatColumn } from './stat-columns.ts';

const OPENING: LeaderboardViewState = {
  view: 'players',
  season: null,
  stage: 'all',
  mode: 'total',
  sort: { column: 'totalKills', direction: 'desc' },
  filters: [],
  search: '',
};

/** A view that names a season, a mode and a sorted stat. */
const SEASON_12_BLOCKS_PER_SET = {
  ...OPENING,
  season: 12,
  mode: 'perSet',
  sort: { column: 'blocks', direction: 'desc' },
} as const;
const DEFAULT_TITLE = 'Statistics Leaderboard';

describe('leaderboardTitle', () => {
  it('keeps the catalogue title for the opening board', () => {
    expect(leaderboardTitle(OPENING, DEFAULT_TITLE)).toBe(DEFAULT_TITLE);
  });

  it('names season, round, view, mode and sorted stat', () => {
    const view = SEASON_12_BLOCKS_PER_SET;
    expect(leaderboardTitle(view, DEFAULT_TITLE)).toBe('Season 12 · Per Set · Blocks');
    expect(leaderboardTitle({ ...view, view: 'teams', stage: 'R6' }, DEFAULT_TITLE)).toBe(
      'Season 12 · R6 Grand Finals · Teams · Per Set · Blocks',
    );
    expect(leaderboardTitle({ ...OPENING, sort: { column: 'name', direction: 'asc' } }, DEFAULT_TITLE)).toBe(
      'All Seasons · Total · Player Name',
    );
  });
});

describe('leaderboardDescription', () => {
  it('says who is ranked by what and where, with what narrows it', () => {
    const view: LeaderboardViewState = {
      ...OPENING,
      season: 12,
      stage: 'R6',
      mode: 'perSet',
      sort: { column: 'blocks', direction: 'asc' },
      filters: [{}],
      search: ' ow ',
    };
    expect(leaderboardDescription(view, 'Volley League', DEFAULT_TITLE, 'default')).toBe(
      'Players of the Volley League ranked by Blocks per set, lowest first, in season 12 (round R6 Grand Finals, names matching “ow”, 1 stat filter).',
    );
    expect(leaderboardDescription(OPENING, 'Volley League', DEFAULT_TITLE, 'default')).toBe('default');
  });
});

describe('exportStatValue', () => {
  it('is the number the table shows: whole totals, rates per game (1 decimal) and per set (2), percentages of fractions', () => {
    expect(exportStatValue('blocks', 12, 'total')).toBe(12);
    expect(exportStatValue('blocks', 1.2345, 'perGame')).toBe(1.2);
    expect(exportStatValue('blocks', 1.2345, 'perSet')).toBe(1.23);
    expect(exportStatValue('spikePct', 0.45123, 'total')).toBe(45.12);
    expect(exportStatValue('plusMinus', -3, 'total')).toBe(-3);
    expect(exportStatValue('spikePct', Number.NaN, 'total')).toBeNull();
  });
});

describe('leaderboardExportColumns', () => {
  const row = {
    kind: 'player',
    id: 1,
    name: 'ann',
    teamName: 'Storm Crows',
    gamesPlayed: 2,
    setsPlayed: 5,
    totals: {},
    rank: 3,
    stats: { blocks: 4, spikePct: 0.5 },
  } as unknown as LeaderboardRow;
  const stats = [getStatColumn('blocks'), getStatColumn('spikePct')];

  it('players in one season: Rank, Player Name, Team, Games, Sets, then the visible stats with registry labels', () => {
    const columns = leaderboardExportColumns({ view: 'players', season: 12, mode: 'total', stats });
    expect(columns.map((c) => c.label)).toEqual([
      'Rank',
      'Player Name',
      'Team',
      'Games',
      'Sets',
      'Blocks',
      'Spike%',
    ]);
    expect(columns.map((c) => c.value(row))).toEqual([3, 'ann', 'Storm Crows', 2, 5, 4, 50]);
  });

  it('players across seasons have no Team; teams have their Season', () => {
    expect(
      leaderboardExportColumns({ view: 'players', season: null, mode: 'total', stats }).map((c) => c.key),
    ).toEqual(['rank', 'name', 'games', 'sets', 'blocks', 'spikePct']);
    expect(
      leaderboardExportColumns({ view: 'teams', season: null, mode: 'total', stats: [] }).map((c) => c.label),
    ).toEqual(['Rank', 'Team Name', 'Season', 'Games', 'Sets']);
  });
});

describe('leaderboardExportFilename', () => {
  it('describes the view', () => {
    const view = SEASON_12_BLOCKS_PER_SET;
    expect(leaderboardExportFilename(view, 'Volley League', 'csv')).toBe(
      'volley-league-stats-season-12-per-set-blocks.csv',
    );
    expect(leaderboardExportFilename({ ...OPENING, filters: [{}] }, 'Volley League', 'json')).toBe(
      'volley-league-stats-all-seasons-total-total-kills-filtered.json',
    );
  });
});
