import { describe, expect, it } from 'vitest';
import { emptyStatNumbers } from './derived-stats.ts';
import {
  aggregatePlayerRows,
  aggregateTeamRows,
  buildLeaderboardFromStatLines,
  playerTeamsInSeason,
  type RawGame,
  type RawRosterEntry,
  type RawStatLine,
  type RawTeam,
  selectScopedGames,
} from './leaderboard-aggregate.ts';
import type { StatNumbers } from './league.ts';

// Season 12: Crows (id 10: ann, bob) vs Waves (id 11: cat). Season 13: ann moved to Owls (id 20).
const teams: RawTeam[] = [
  { id: 10, name: 'Storm Crows', seasonNumber: 12, logoUrl: 'crows.png' },
  { id: 11, name: 'Tidal Wave', seasonNumber: 12, logoUrl: null },
  { id: 20, name: 'Night Owls', seasonNumber: 13, logoUrl: 'owls.png' },
  { id: 21, name: 'Tidal Wave', seasonNumber: 13, logoUrl: null },
];
const roster: RawRosterEntry[] = [
  { teamId: 10, playerId: 1 },
  { teamId: 10, playerId: 2 },
  { teamId: 11, playerId: 3 },
  { teamId: 20, playerId: 1 },
  { teamId: 21, playerId: 3 },
];
const games: RawGame[] = [
  {
    id: 100,
    seasonNumber: 12,
    stage: 'Winners Bracket; Round of 16',
    team1Id: 10,
    team2Id: 11,
    team1Score: 3,
    team2Score: 1,
  },
  {
    id: 101,
    seasonNumber: 12,
    stage: 'Losers Bracket; Quarterfinals',
    team1Id: 11,
    team2Id: 10,
    team1Score: 2,
    team2Score: 3,
  },
  { id: 102, seasonNumber: 12, stage: null, team1Id: 10, team2Id: 11, team1Score: 2, team2Score: 0 },
  {
    id: 200,
    seasonNumber: 13,
    stage: 'Grand Finals',
    team1Id: 20,
    team2Id: 21,
    team1Score: 3,
    team2Score: 2,
  },
];

function line(
  playerId: number,
  playerName: string,
  gameId: number,
  partial: Partial<StatNumbers>,
): RawStatLine {
  return { ...emptyStatNumbers(), ...partial, playerId, playerName, gameId };
}

const lines: RawStatLine[] = [
  line(1, 'ann', 100, { spikeKills: 5, spikeAttempts: 10, blocks: 1 }),
  line(2, 'bob', 100, { assists: 8 }),
  line(3, 'cat', 100, { spikeKills: 2, spikeAttempts: 8 }),
  line(1, 'ann', 101, { spikeKills: 7, spikeAttempts: 10, apeKills: 1, apeAttempts: 2 }),
  line(2, 'bob', 101, {}),
  line(3, 'cat', 101, { digs: 4 }),
  line(1, 'ann', 102, { aces: 2 }),
  line(1, 'ann', 200, { spikeKills: 9, spikeAttempts: 12 }),
  line(3, 'cat', 200, { spikeKills: 1, spikeAttempts: 1 }),
];
const source = { teams, roster };

describe('selectScopedGames', () => {
  it('keeps the season and stage group, dropping stage-less games when a group is chosen', () => {
    expect([...selectScopedGames(games, { season: null, stageGroup: 'all' }).keys()]).toEqual([
      100, 101, 102, 200,
    ]);
    expect([...selectScopedGames(games, { season: 12, stageGroup: 'all' }).keys()]).toEqual([100, 101, 102]);
    expect([...selectScopedGames(games, { season: 12, stageGroup: 'R4' }).keys()]).toEqual([101]);
    expect([...selectScopedGames(games, { season: null, stageGroup: 'R6' }).keys()]).toEqual([200]);
    expect([...selectScopedGames(games, { season: 13, stageGroup: 'R1' }).keys()]).toEqual([]);
  });
});

describe('aggregatePlayerRows', () => {
  it('sums a player over the season with distinct games and sets played', () => {
    const rows = aggregatePlayerRows(lines, games, source, { season: 12, stageGroup: 'all' });
    const ann = rows.find((r) => r.id === 1);
    expect(ann?.totals.spikeKills).toBe(12);
    expect(ann?.totals.aces).toBe(2);
    expect(ann?.gamesPlayed).toBe(3);
    expect(ann?.setsPlayed).toBe(4 + 5 + 2);
    expect(ann?.teamName).toBe('Storm Crows');
    expect(rows.map((r) => r.id).sort()).toEqual([1, 2, 3]);
  });

  it('gives the team of the selected season, and no team without a season', () => {
    const s13 = aggregatePlayerRows(lines, games, source, { season: 13, stageGroup: 'all' });
    expect(s13.find((r) => r.id === 1)?.teamName).toBe('Night Owls');
    const all = aggregatePlayerRows(lines, games, source, { season: null, stageGroup: 'all' });
    expect(all.every((r) => r.teamName === null)).toBe(true);
    expect(all.find((r) => r.id === 1)?.gamesPlayed).toBe(4);
  });

  it('gives no row to players without a line in scope', () => {
    const r1 = aggregatePlayerRows(lines, games, source, { season: 13, stageGroup: 'all' });
    expect(r1.map((r) => r.id).sort()).toEqual([1, 3]);
  });
});

describe('playerTeamsInSeason', () => {
  it('takes the lowest team id when a player is on two rosters that season', () => {
    const extra = { teams, roster: [...roster, { teamId: 11, playerId: 1 }] };
    expect(playerTeamsInSeason(12, extra).get(1)?.id).toBe(10);
    expect(playerTeamsInSeason(12, source).get(3)?.name).toBe('Tidal Wave');
    expect(playerTeamsInSeason(14, source).size).toBe(0);
  });
});

describe('aggregateTeamRows', () => {
  it('builds the team aggregate of docs/product/leaderboard.md#data', () => {
    const rows = aggregateTeamRows(lines, games, source, { season: 12, stageGroup: 'all' });
    const crows = rows.find((r) => r.teamId === 10);
    expect(crows).toMatchObject({
      kind: 'team',
      id: 'Storm Crows-12',
      name: 'Storm Crows',
      seasonNumber: 12,
      logoUrl: 'crows.png',
      playerCount: 2,
      gamesPlayed: 3,
      totalSets: 11,
    });
    expect(crows?.totals.spikeKills).toBe(12);
    expect(crows?.totals.assists).toBe(8);
    const wave = rows.find((r) => r.teamId === 11);
    expect(wave?.gamesPlayed).toBe(2);
    expect(wave?.totalSets).toBe(9);
  });

  it('keeps same-named teams of different seasons apart', () => {
    const rows = aggregateTeamRows(lines, games, source, { season: null, stageGroup: 'all' });
    expect(rows.map((r) => r.id).sort()).toEqual([
      'Night Owls-13',
      'Storm Crows-12',
      'Tidal Wave-12',
      'Tidal Wave-13',
    ]);
  });

  it('ignores lines of players on neither roster of the game', () => {
    const stray = [...lines, line(9, 'ghost', 100, { blocks: 50 })];
    const rows = aggregateTeamRows(stray, games, source, { season: 12, stageGroup: 'R1' });
    expect(rows.reduce((sum, r) => sum + r.totals.blocks, 0)).toBe(1);
  });
});

describe('buildLeaderboardFromStatLines', () => {
  it('defaults to players, all seasons, totalKills desc', () => {
    const page = buildLeaderboardFromStatLines(lines, games, source);
    expect(page.rows.map((r) => [r.name, r.stats.totalKills])).toEqual([
      ['ann', 22],
      ['cat', 3],
      ['bob', 0],
    ]);
  });

  it('drops a player whose stats are all zero after stage filtering', () => {
    const page = buildLeaderboardFromStatLines(lines, games, { ...source, season: 12, stageGroup: 'R4' });
    expect(page.rows.map((r) => r.name)).toEqual(['ann', 'cat']);
  });

  it('computes per-set values from sets played in scope', () => {
    const page = buildLeaderboardFromStatLines(lines, games, { ...source, season: 12, mode: 'perSet' });
    const ann = page.rows.find((r) => r.name === 'ann');
    expect(ann?.stats.totalKills).toBeCloseTo(13 / 11, 12);
    expect(ann?.stats.totalSpikePct).toBeCloseTo(13 / 22, 12);
  });

  it('builds team rows with per-game values from distinct games', () => {
    const page = buildLeaderboardFromStatLines(lines, games, {
      ...source,
      view: 'teams',
      season: 12,
      mode: 'perGame',
      search: 'storm',
    });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]?.stats.totalKills).toBeCloseTo(13 / 3, 12);
    expect(page.rows[0]?.stats.assists).toBeCloseTo(8 / 3, 12);
  });

  it('ignores options given as undefined', () => {
    const page = buildLeaderboardFromStatLines(lines, games, { ...source, view: undefined, sort: undefined });
    expect(page.rows[0]?.kind).toBe('player');
  });
});
