/**
 * The legacy shapes (docs/product/api-contract.md#legacy-shapes): what the previous site's front end and
 * the league's bots read on the paths that keep the old names, field by field against the fixture league.
 */
import type { GameSkinny } from '@league/shared/schemas/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, seasons } from '../src/db/schema.ts';
import { settleRecordsRecalculation } from '../src/features/records/service.ts';
import {
  awardSkinny,
  gameSkinny,
  lineWithGame,
  lineWithPlayer,
  NIGHTOWL_CAREER,
  playerRef,
  rosterEntry,
  teamGame,
  teamRef,
  teamWithSeason,
  ZERO_TOTALS,
} from './helpers/fixture-answers.ts';
import { FX, numbers, SEASON_ROWS, TEAM_ROWS } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const { seasons: S, teams: T, players: P, games: G } = FX;

/** nightowl_77's four lines, newest game first, each with its game. */
const NIGHTOWL_LINES = [412, 410, 401, 405].map(lineWithGame);

describe('GET /api/players (legacy: every player with every stat line and its game)', () => {
  it('gives each player its stat lines, each with its game, the game season and both teams', async () => {
    const res = await get('/api/players');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const owl = body.find((p: { id: number }) => p.id === P.nightowl);
    expect(owl).toEqual({
      id: P.nightowl,
      name: 'nightowl_77',
      position: 'Spiker',
      teams: [teamWithSeason('crows1'), teamWithSeason('crows2'), teamWithSeason('crows3')],
      awards: [{ id: FX.awards.mvp1, type: 'MVP' }],
      totalStats: NIGHTOWL_CAREER,
      stats: NIGHTOWL_LINES,
    });
    // Every line of the league is in the list exactly once, under its own player.
    const lines = body.flatMap((p: { id: number; stats: { id: number; playerId: number }[] }) =>
      p.stats.map((s) => [s.id, s.playerId === p.id]),
    );
    expect(lines.map(([id]: [number]) => id).sort()).toEqual(Array.from({ length: 13 }, (_, i) => 401 + i));
    expect(lines.every(([, own]: [number, boolean]) => own)).toBe(true);
  });

  it('gives a player without lines an empty stats list and zero totals', async () => {
    const body = (await get('/api/players')).json();
    expect(body.find((p: { id: number }) => p.id === P.zed)).toEqual({
      id: P.zed,
      name: 'Zed_Blocker',
      position: 'Blocker',
      teams: [],
      awards: [{ id: FX.awards.custom3, type: 'Sportsmanship' }],
      totalStats: ZERO_TOTALS,
      stats: [],
    });
    expect(body.find((p: { id: number }) => p.id === P.bench).stats).toEqual([]);
  });

  it('keeps the lines with their player when the list is paged or filtered', async () => {
    const res = await get('/api/players?limit=1&offset=2');
    expect(res.headers['x-total-count']).toBe('6');
    expect(res.json().map((p: { id: number; stats: unknown[] }) => [p.id, p.stats])).toEqual([
      [P.nightowl, NIGHTOWL_LINES],
    ]);
    const season2 = (await get('/api/players?seasonNumber=2')).json();
    expect(
      season2.map((p: { name: string; stats: { id: number }[] }) => [p.name, p.stats.map((s) => s.id)]),
    ).toEqual([
      ['libero_lu', [413, 409, 404]],
      ['nightowl_77', [412, 410, 401, 405]],
      ['quickset_jay', [408, 402, 406]],
      ['spikeking42', [411, 403, 407]],
    ]);
  });
});

const NIGHTOWL_TEAMS: number[] = [T.crows1, T.crows2, T.crows3];

describe('GET /api/players/{id} (legacy: each team with its games)', () => {
  it('gives each team every game it played, newest first, and each line its game season', async () => {
    const res = await get(`/api/players/${P.nightowl}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.teams).toEqual([
      { ...teamWithSeason('crows1'), games: [gameSkinny('final1'), gameSkinny('regular1')] },
      { ...teamWithSeason('crows2'), games: [gameSkinny('grand2')] },
      { ...teamWithSeason('crows3'), games: [gameSkinny('losers3')] },
    ]);
    const pageGame = ({ id, name, date, stage, seasonId, season, team1Score, team2Score }: GameSkinny) => ({
      id,
      name,
      date,
      stage,
      seasonId,
      seasonNumber: season.seasonNumber,
      team1Score,
      team2Score,
      season,
    });
    expect(body.stats).toEqual(
      NIGHTOWL_LINES.map(({ game, ...line }) => ({
        ...line,
        teamId: game.teams.find((team) => NIGHTOWL_TEAMS.includes(team.id))?.id,
        game: pageGame(game),
      })),
    );
    expect(body).toMatchObject({ distinctGames: 4, statEntries: 4 });
  });

  it('answers a player without lines whole, field by field', async () => {
    expect((await get(`/api/players/${P.bench}`)).json()).toEqual({
      id: P.bench,
      name: 'bench_ben',
      position: 'N/A',
      teams: [{ ...teamWithSeason('crows3'), games: [gameSkinny('losers3')] }],
      stats: [],
      awards: [{ id: FX.awards.custom3, type: 'Sportsmanship', season: { id: S.s3.id, seasonNumber: 3 } }],
      records: [],
      totalStats: ZERO_TOTALS,
      distinctGames: 1,
      statEntries: 0,
    });
    expect((await get(`/api/players/${P.zed}`)).json()).toMatchObject({ teams: [], stats: [] });
  });
});

/** The fixture's awards in the skinny award shape, recipients by name. */
const AWARD = {
  mvp1: awardSkinny('mvp1', ['nightowl']),
  setter2: awardSkinny('setter2', ['quickset']),
  receiver2: awardSkinny('receiver2', ['libero', 'quickset']),
  custom3: awardSkinny('custom3', ['bench', 'zed']),
};

/** A season with no teams, games or awards, added for the empty cases. */
const EMPTY_SEASON = {
  id: 11,
  seasonNumber: 4,
  theme: 'Quiet Court',
  image: null,
  startDate: '2025-06-07',
  endDate: null,
};

describe('GET /api/seasons and /api/seasons/{id} (legacy: award objects, team rosters)', () => {
  beforeAll(async () => {
    await t.db.insert(seasons).values(EMPTY_SEASON);
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('seasons', 'id'), (select max(id) from seasons))`,
    );
  });

  it('lists every season, newest first, with its counts and its award objects', async () => {
    const res = await get('/api/seasons');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json()).toEqual([
      { ...EMPTY_SEASON, teamCount: 0, gameCount: 0, awardCount: 0, awards: [] },
      {
        ...SEASON_ROWS.s3,
        teamCount: 3,
        gameCount: 1,
        awardCount: 1,
        awards: [AWARD.custom3],
      },
      {
        ...SEASON_ROWS.s2,
        teamCount: 2,
        gameCount: 1,
        awardCount: 2,
        awards: [AWARD.setter2, AWARD.receiver2],
      },
      {
        ...SEASON_ROWS.s1,
        teamCount: 2,
        gameCount: 2,
        awardCount: 1,
        awards: [AWARD.mvp1],
      },
    ]);
    const paged = await get('/api/seasons?limit=1&offset=2');
    expect(paged.json().map((s: { id: number; awards: unknown[] }) => [s.id, s.awards])).toEqual([
      [S.s2.id, [AWARD.setter2, AWARD.receiver2]],
    ]);
  });

  it('answers a season with each team and its roster by name, its games and its awards', async () => {
    const res = await get(`/api/seasons/${S.s1.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...SEASON_ROWS.s1,
      teams: [
        { ...TEAM_ROWS.crows1, players: [rosterEntry('nightowl'), rosterEntry('quickset')] },
        { ...TEAM_ROWS.wave1, players: [rosterEntry('libero'), rosterEntry('spikeking')] },
      ],
      games: [gameSkinny('final1'), gameSkinny('regular1')],
      awards: [AWARD.mvp1],
    });
    const s3 = (await get(`/api/seasons/${S.s3.id}`)).json();
    expect(s3.teams.map((team: { id: number; players: unknown[] }) => [team.id, team.players])).toEqual([
      [T.spike3, []],
      [T.crows3, [rosterEntry('bench'), rosterEntry('nightowl')]],
      [T.wave3, [rosterEntry('libero')]],
    ]);
  });

  it('answers a season without teams, games or awards with empty lists', async () => {
    expect((await get(`/api/seasons/${EMPTY_SEASON.id}`)).json()).toEqual({
      ...EMPTY_SEASON,
      teams: [],
      games: [],
      awards: [],
    });
  });
});

/** Every line of the fixture's games, both sides, in entry order, with its player. */
const GAME_LINES: Record<number, ReturnType<typeof lineWithPlayer>[]> = {
  [G.final1]: [401, 402, 403, 404].map(lineWithPlayer),
  [G.regular1]: [405, 406, 407].map(lineWithPlayer),
  [G.grand2]: [408, 409, 410, 411].map(lineWithPlayer),
  [G.losers3]: [412, 413].map(lineWithPlayer),
};

describe('GET /api/teams/name/{name} (legacy: each game with its stat lines)', () => {
  /** A game without lines, for the empty case: Spike-O-Rama's only game. */
  const QUIET_GAME = 305;
  beforeAll(async () => {
    await t.db.insert(games).values({
      id: QUIET_GAME,
      name: 'Spike-O-Rama vs. Tidal Wave S3',
      date: new Date('2025-01-25T18:00:00.000Z'),
      stage: 'Losers Bracket; Round 2',
      seasonId: S.s3.id,
      team1Id: T.spike3,
      team2Id: T.wave3,
      team1Score: 3,
      team2Score: 1,
    });
    await t.db.execute(
      sql`select setval(pg_get_serial_sequence('games', 'id'), (select max(id) from games))`,
    );
  });

  it("gives every game of every season's team of that name all its lines, both sides, with their players", async () => {
    const res = await get('/api/teams/name/storm-crows');
    expect(res.statusCode).toBe(200);
    const legacy = res.json();
    const page = (await get('/api/pages/teams/storm-crows')).json();
    // The team page's answer, each game with its lines added.
    expect(legacy).toEqual(
      page.map((team: { games: { id: number }[] }) => ({
        ...team,
        games: team.games.map((game) => ({ ...game, stats: GAME_LINES[game.id] })),
      })),
    );
    const crows1 = legacy[2];
    expect(crows1).toMatchObject({
      ...teamWithSeason('crows1'),
      players: [rosterEntry('nightowl'), rosterEntry('quickset')],
      playoffGames: 1,
    });
    expect(crows1.games).toEqual([
      { ...teamGame('final1', 'wave1'), stats: GAME_LINES[G.final1] },
      { ...teamGame('regular1', 'wave1'), stats: GAME_LINES[G.regular1] },
    ]);
  });

  it('gives a game without lines an empty stats list', async () => {
    const [spike] = (await get('/api/teams/name/spike-o-rama')).json();
    expect(spike.games).toEqual([
      {
        id: QUIET_GAME,
        name: 'Spike-O-Rama vs. Tidal Wave S3',
        date: '2025-01-25T18:00:00.000Z',
        stage: 'Losers Bracket; Round 2',
        team1Id: T.spike3,
        team2Id: T.wave3,
        team1Score: 3,
        team2Score: 1,
        opponent: { id: T.wave3, name: 'Tidal Wave' },
        stats: [],
      },
    ]);
  });
});

describe('POST /api/stats/batch-csv and /api/stats/add-to-game (legacy: lines with their game)', () => {
  afterAll(() => settleRecordsRecalculation(t.db));
  const { post } = t.as('admin');
  const upload = (videoUrl: unknown) => ({
    gameData: {
      teamNames: ['Storm Crows', 'Tidal Wave'],
      seasonId: S.s3.id,
      team1Score: 3,
      team2Score: 1,
      stage: 'Winners Bracket; Semifinals',
      videoUrl,
      date: '2025-02-01T20:00:00.000Z',
    },
    statsData: [
      {
        playerName: 'nightowl_77',
        teamName: 'Storm Crows',
        ...numbers({ spikeKills: 6, spikeAttempts: 11 }),
      },
      { playerName: 'libero_lu', teamName: 'Tidal Wave', ...numbers({ digs: 8 }) },
    ],
  });

  it('answers each created line with its player and its new game; a blank videoUrl is no video', async () => {
    const res = await post('/api/stats/batch-csv', upload(''));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const game = {
      id: body.gameId,
      name: 'Storm Crows vs. Tidal Wave S3',
      date: '2025-02-01T20:00:00.000Z',
      stage: 'Winners Bracket; Semifinals',
      seasonId: S.s3.id,
      team1Id: T.crows3,
      team2Id: T.wave3,
      team1Score: 3,
      team2Score: 1,
      videoUrl: null,
      season: { id: S.s3.id, seasonNumber: 3 },
      teams: [teamRef('crows3'), teamRef('wave3')],
    };
    expect(body).toEqual({
      message: 'Successfully uploaded game and 2 stats records!',
      gameId: game.id,
      stats: [
        {
          id: expect.any(Number),
          gameId: game.id,
          playerId: P.nightowl,
          ...numbers({ spikeKills: 6, spikeAttempts: 11 }),
          player: playerRef('nightowl'),
          game,
        },
        {
          id: expect.any(Number),
          gameId: game.id,
          playerId: P.libero,
          ...numbers({ digs: 8 }),
          player: playerRef('libero'),
          game,
        },
      ],
    });
    expect((await get(`/api/games/${game.id}`)).json().videoUrl).toBeNull();
  });

  it('still refuses a videoUrl that is not a web address', async () => {
    const res = await post('/api/stats/batch-csv', upload('not a url'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'gameData.videoUrl', message: 'Please enter a valid URL' }]);
  });

  it('answers the lines added to an existing game with that game', async () => {
    const res = await post('/api/stats/add-to-game', {
      gameId: G.losers3,
      statsData: [{ playerName: 'bench_ben', ...numbers({ aces: 2, digs: 1 }) }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: `Successfully added 1 stats records to game ${G.losers3}!`,
      gameId: G.losers3,
      stats: [
        {
          id: expect.any(Number),
          gameId: G.losers3,
          playerId: P.bench,
          ...numbers({ aces: 2, digs: 1 }),
          player: playerRef('bench'),
          game: gameSkinny('losers3'),
        },
      ],
    });
  });
});
