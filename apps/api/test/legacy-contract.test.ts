/**
 * The legacy shapes (docs/product/api-contract.md#legacy-shapes): what the previous site's front end and
 * the league's bots read on the paths that keep the old names, field by field against the fixture league.
 */
import { STAT_FIELDS, type StatNumbers } from '@league/shared/domain/league';
import type { GameSkinny } from '@league/shared/schemas/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, seasons } from '../src/db/schema.ts';
import { settleRecordsRecalculation } from '../src/features/records/service.ts';
import { authAs } from './helpers/auth.ts';
import { FX, loadLeagueFixtures } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLeagueFixtures(t.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const { seasons: S, teams: T, players: P, games: G } = FX;

const numbers = (given: Partial<StatNumbers>): StatNumbers =>
  Object.fromEntries(STAT_FIELDS.map((f) => [f, given[f] ?? 0])) as StatNumbers;
const ZERO = numbers({});

/** The teams of the fixture as a game's `teams[]` names them. */
const TEAM_REF = {
  crows1: { id: T.crows1, name: 'Storm Crows', logoUrl: 'https://img.example/crows-1.png' },
  wave1: { id: T.wave1, name: 'Tidal Wave', logoUrl: null },
  crows2: { id: T.crows2, name: 'storm crows', logoUrl: 'https://img.example/crows-2.png' },
  owls2: { id: T.owls2, name: 'Night Owls', logoUrl: 'https://img.example/owls.png' },
  crows3: { id: T.crows3, name: 'Storm Crows', logoUrl: 'https://img.example/crows-3.png' },
  wave3: { id: T.wave3, name: 'Tidal Wave', logoUrl: 'https://img.example/wave-3.png' },
};

/** The fixture's games in the legacy game shape: the game with its season and both teams, team 1 first. */
const GAME: Record<'final1' | 'regular1' | 'grand2' | 'losers3', GameSkinny> = {
  final1: {
    id: G.final1,
    name: 'Storm Crows vs. Tidal Wave S1',
    date: '2024-02-10T20:00:00.000Z',
    stage: 'Winners Bracket; Finals',
    seasonId: S.s1.id,
    team1Id: T.crows1,
    team2Id: T.wave1,
    team1Score: 3,
    team2Score: 1,
    videoUrl: 'https://video.example/301',
    season: { id: S.s1.id, seasonNumber: 1 },
    teams: [TEAM_REF.crows1, TEAM_REF.wave1],
  },
  regular1: {
    id: G.regular1,
    name: 'Tidal Wave vs. Storm Crows',
    date: '2024-01-20T20:00:00.000Z',
    stage: null,
    seasonId: S.s1.id,
    team1Id: T.wave1,
    team2Id: T.crows1,
    team1Score: 2,
    team2Score: 3,
    videoUrl: null,
    season: { id: S.s1.id, seasonNumber: 1 },
    teams: [TEAM_REF.wave1, TEAM_REF.crows1],
  },
  grand2: {
    id: G.grand2,
    name: 'Night Owls vs. storm crows S2',
    date: '2024-06-15T19:30:00.000Z',
    stage: 'Grand Finals',
    seasonId: S.s2.id,
    team1Id: T.owls2,
    team2Id: T.crows2,
    team1Score: 1,
    team2Score: 3,
    videoUrl: null,
    season: { id: S.s2.id, seasonNumber: 2 },
    teams: [TEAM_REF.owls2, TEAM_REF.crows2],
  },
  losers3: {
    id: G.losers3,
    name: 'Storm Crows vs. Tidal Wave S3',
    date: '2025-01-18T21:00:00.000Z',
    stage: 'Losers Bracket; Round 1',
    seasonId: S.s3.id,
    team1Id: T.crows3,
    team2Id: T.wave3,
    team1Score: 2,
    team2Score: 0,
    videoUrl: null,
    season: { id: S.s3.id, seasonNumber: 3 },
    teams: [TEAM_REF.crows3, TEAM_REF.wave3],
  },
};

const SEASON_SUMMARY = {
  s1: { id: S.s1.id, seasonNumber: 1, theme: 'First Serve', startDate: '2024-01-06' },
  s2: { id: S.s2.id, seasonNumber: 2, theme: 'Net Gains', startDate: '2024-05-04' },
  s3: { id: S.s3.id, seasonNumber: 3, theme: 'Third Time', startDate: '2025-01-04' },
};

/** nightowl_77's four lines, newest game first, as the fixture holds them. */
const NIGHTOWL_LINES = [
  {
    id: 412,
    gameId: G.losers3,
    playerId: P.nightowl,
    ...numbers({ spikeKills: 8, spikeAttempts: 15, aces: 3 }),
    game: GAME.losers3,
  },
  {
    id: 410,
    gameId: G.grand2,
    playerId: P.nightowl,
    ...numbers({ spikeKills: 11, spikeAttempts: 22, blocks: 3 }),
    game: GAME.grand2,
  },
  {
    id: 401,
    gameId: G.final1,
    playerId: P.nightowl,
    ...numbers({
      spikeKills: 9,
      spikeAttempts: 20,
      apeKills: 2,
      apeAttempts: 5,
      spikingErrors: 3,
      digs: 4,
      blocks: 1,
      aces: 2,
      servingErrors: 1,
    }),
    game: GAME.final1,
  },
  {
    id: 405,
    gameId: G.regular1,
    playerId: P.nightowl,
    ...numbers({ spikeKills: 5, spikeAttempts: 12, aces: 1 }),
    game: GAME.regular1,
  },
];

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
      teams: [
        {
          id: T.crows1,
          name: 'Storm Crows',
          placement: '1st Place',
          logoUrl: 'https://img.example/crows-1.png',
          seasonId: S.s1.id,
          season: SEASON_SUMMARY.s1,
        },
        {
          id: T.crows2,
          name: 'storm crows',
          placement: 'Top 4 (D2)',
          logoUrl: 'https://img.example/crows-2.png',
          seasonId: S.s2.id,
          season: SEASON_SUMMARY.s2,
        },
        {
          id: T.crows3,
          name: 'Storm Crows',
          placement: 'TBD',
          logoUrl: 'https://img.example/crows-3.png',
          seasonId: S.s3.id,
          season: SEASON_SUMMARY.s3,
        },
      ],
      awards: [{ id: FX.awards.mvp1, type: 'MVP' }],
      totalStats: numbers({
        spikeKills: 33,
        spikeAttempts: 69,
        apeKills: 2,
        apeAttempts: 5,
        spikingErrors: 3,
        digs: 4,
        blocks: 4,
        aces: 6,
        servingErrors: 1,
      }),
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
      totalStats: ZERO,
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

/** A fixture team as the player and season answers list it: with its season summary. */
const TEAM_WITH_SEASON = {
  crows1: {
    id: T.crows1,
    name: 'Storm Crows',
    placement: '1st Place',
    logoUrl: 'https://img.example/crows-1.png',
    seasonId: S.s1.id,
    season: SEASON_SUMMARY.s1,
  },
  crows2: {
    id: T.crows2,
    name: 'storm crows',
    placement: 'Top 4 (D2)',
    logoUrl: 'https://img.example/crows-2.png',
    seasonId: S.s2.id,
    season: SEASON_SUMMARY.s2,
  },
  crows3: {
    id: T.crows3,
    name: 'Storm Crows',
    placement: 'TBD',
    logoUrl: 'https://img.example/crows-3.png',
    seasonId: S.s3.id,
    season: SEASON_SUMMARY.s3,
  },
};

const NIGHTOWL_TEAMS: number[] = [T.crows1, T.crows2, T.crows3];

describe('GET /api/players/{id} (legacy: each team with its games)', () => {
  it('gives each team every game it played, newest first, and each line its game season', async () => {
    const res = await get(`/api/players/${P.nightowl}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.teams).toEqual([
      { ...TEAM_WITH_SEASON.crows1, games: [GAME.final1, GAME.regular1] },
      { ...TEAM_WITH_SEASON.crows2, games: [GAME.grand2] },
      { ...TEAM_WITH_SEASON.crows3, games: [GAME.losers3] },
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
      teams: [{ ...TEAM_WITH_SEASON.crows3, games: [GAME.losers3] }],
      stats: [],
      awards: [{ id: FX.awards.custom3, type: 'Sportsmanship', season: { id: S.s3.id, seasonNumber: 3 } }],
      records: [],
      totalStats: ZERO,
      distinctGames: 1,
      statEntries: 0,
    });
    expect((await get(`/api/players/${P.zed}`)).json()).toMatchObject({ teams: [], stats: [] });
  });
});

/** The fixture's awards in the skinny award shape: with their season and recipients by name. */
const AWARD = {
  mvp1: {
    id: FX.awards.mvp1,
    type: 'MVP',
    description: 'Season 1 MVP',
    imageUrl: null,
    createdAt: '2024-04-01T00:00:00.000Z',
    seasonId: S.s1.id,
    season: { id: S.s1.id, seasonNumber: 1 },
    players: [{ id: P.nightowl, name: 'nightowl_77' }],
  },
  setter2: {
    id: FX.awards.setter2,
    type: 'Best Setter',
    description: 'Season 2 setter',
    imageUrl: null,
    createdAt: '2024-08-01T00:00:00.000Z',
    seasonId: S.s2.id,
    season: { id: S.s2.id, seasonNumber: 2 },
    players: [{ id: P.quickset, name: 'quickset_jay' }],
  },
  receiver2: {
    id: FX.awards.receiver2,
    type: 'Best Receiver',
    description: 'Shared receiver award',
    imageUrl: null,
    createdAt: '2024-08-02T00:00:00.000Z',
    seasonId: S.s2.id,
    season: { id: S.s2.id, seasonNumber: 2 },
    players: [
      { id: P.libero, name: 'libero_lu' },
      { id: P.quickset, name: 'quickset_jay' },
    ],
  },
  custom3: {
    id: FX.awards.custom3,
    type: 'Sportsmanship',
    description: 'Kindest players',
    imageUrl: 'https://img.example/award.png',
    createdAt: '2025-02-01T00:00:00.000Z',
    seasonId: S.s3.id,
    season: { id: S.s3.id, seasonNumber: 3 },
    players: [
      { id: P.bench, name: 'bench_ben' },
      { id: P.zed, name: 'Zed_Blocker' },
    ],
  },
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

const ROSTER = {
  nightowl: { id: P.nightowl, name: 'nightowl_77', position: 'Spiker' },
  quickset: { id: P.quickset, name: 'quickset_jay', position: 'Setter' },
  spikeking: { id: P.spikeking, name: 'spikeking42', position: 'Spiker' },
  libero: { id: P.libero, name: 'libero_lu', position: 'Libero' },
  bench: { id: P.bench, name: 'bench_ben', position: 'N/A' },
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
        id: S.s3.id,
        seasonNumber: 3,
        theme: 'Third Time',
        image: null,
        startDate: '2025-01-04',
        endDate: null,
        teamCount: 3,
        gameCount: 1,
        awardCount: 1,
        awards: [AWARD.custom3],
      },
      {
        id: S.s2.id,
        seasonNumber: 2,
        theme: 'Net Gains',
        image: 'https://img.example/s2.png',
        startDate: '2024-05-04',
        endDate: '2024-07-27',
        teamCount: 2,
        gameCount: 1,
        awardCount: 2,
        awards: [AWARD.setter2, AWARD.receiver2],
      },
      {
        id: S.s1.id,
        seasonNumber: 1,
        theme: 'First Serve',
        image: null,
        startDate: '2024-01-06',
        endDate: '2024-03-30',
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
      id: S.s1.id,
      seasonNumber: 1,
      theme: 'First Serve',
      image: null,
      startDate: '2024-01-06',
      endDate: '2024-03-30',
      teams: [
        {
          id: T.crows1,
          name: 'Storm Crows',
          placement: '1st Place',
          logoUrl: 'https://img.example/crows-1.png',
          seasonId: S.s1.id,
          players: [ROSTER.nightowl, ROSTER.quickset],
        },
        {
          id: T.wave1,
          name: 'Tidal Wave',
          placement: '2nd Place (D1)',
          logoUrl: null,
          seasonId: S.s1.id,
          players: [ROSTER.libero, ROSTER.spikeking],
        },
      ],
      games: [GAME.final1, GAME.regular1],
      awards: [AWARD.mvp1],
    });
    const s3 = (await get(`/api/seasons/${S.s3.id}`)).json();
    expect(s3.teams.map((team: { id: number; players: unknown[] }) => [team.id, team.players])).toEqual([
      [T.spike3, []],
      [T.crows3, [ROSTER.bench, ROSTER.nightowl]],
      [T.wave3, [ROSTER.libero]],
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

const line = (
  id: number,
  gameId: number,
  player: { id: number; name: string },
  given: Partial<StatNumbers>,
) => ({
  id,
  gameId,
  playerId: player.id,
  ...numbers(given),
  player: { id: player.id, name: player.name },
});
const WHO = {
  nightowl: { id: P.nightowl, name: 'nightowl_77' },
  quickset: { id: P.quickset, name: 'quickset_jay' },
  spikeking: { id: P.spikeking, name: 'spikeking42' },
  libero: { id: P.libero, name: 'libero_lu' },
};
/** Every line of the fixture's games, both sides, in entry order, with its player. */
const GAME_LINES: Record<number, ReturnType<typeof line>[]> = {
  [G.final1]: [
    line(401, G.final1, WHO.nightowl, NIGHTOWL_LINES[2] as StatNumbers),
    line(402, G.final1, WHO.quickset, {
      assists: 22,
      digs: 3,
      settingErrors: 2,
      spikeKills: 1,
      spikeAttempts: 3,
    }),
    line(403, G.final1, WHO.spikeking, { spikeKills: 7, spikeAttempts: 18, blocks: 2, spikingErrors: 2 }),
    line(404, G.final1, WHO.libero, { digs: 12, blockFollows: 3, miscErrors: 1 }),
  ],
  [G.regular1]: [
    line(405, G.regular1, WHO.nightowl, NIGHTOWL_LINES[3] as StatNumbers),
    line(406, G.regular1, WHO.quickset, { assists: 15, servingErrors: 2 }),
    line(407, G.regular1, WHO.spikeking, { spikeKills: 6, spikeAttempts: 14, apeKills: 1, apeAttempts: 2 }),
  ],
  [G.grand2]: [
    line(408, G.grand2, WHO.quickset, { assists: 18, digs: 2 }),
    line(409, G.grand2, WHO.libero, { digs: 10, blockFollows: 2 }),
    line(410, G.grand2, WHO.nightowl, NIGHTOWL_LINES[1] as StatNumbers),
    line(411, G.grand2, WHO.spikeking, { spikeKills: 4, spikeAttempts: 10, spikingErrors: 1 }),
  ],
  [G.losers3]: [
    line(412, G.losers3, WHO.nightowl, NIGHTOWL_LINES[0] as StatNumbers),
    line(413, G.losers3, WHO.libero, { digs: 9 }),
  ],
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
      id: T.crows1,
      name: 'Storm Crows',
      placement: '1st Place',
      logoUrl: 'https://img.example/crows-1.png',
      seasonId: S.s1.id,
      season: SEASON_SUMMARY.s1,
      players: [ROSTER.nightowl, ROSTER.quickset],
      playoffGames: 1,
    });
    expect(crows1.games).toEqual([
      {
        id: G.final1,
        name: 'Storm Crows vs. Tidal Wave S1',
        date: '2024-02-10T20:00:00.000Z',
        stage: 'Winners Bracket; Finals',
        team1Id: T.crows1,
        team2Id: T.wave1,
        team1Score: 3,
        team2Score: 1,
        opponent: { id: T.wave1, name: 'Tidal Wave' },
        stats: GAME_LINES[G.final1],
      },
      {
        id: G.regular1,
        name: 'Tidal Wave vs. Storm Crows',
        date: '2024-01-20T20:00:00.000Z',
        stage: null,
        team1Id: T.wave1,
        team2Id: T.crows1,
        team1Score: 2,
        team2Score: 3,
        opponent: { id: T.wave1, name: 'Tidal Wave' },
        stats: GAME_LINES[G.regular1],
      },
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
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = (await authAs(t, 'admin')).headers;
  });
  afterAll(() => settleRecordsRecalculation(t.db));
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: admin });
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
      teams: [TEAM_REF.crows3, TEAM_REF.wave3],
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
          player: WHO.nightowl,
          game,
        },
        {
          id: expect.any(Number),
          gameId: game.id,
          playerId: P.libero,
          ...numbers({ digs: 8 }),
          player: WHO.libero,
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
          player: { id: P.bench, name: 'bench_ben' },
          game: GAME.losers3,
        },
      ],
    });
  });
});
