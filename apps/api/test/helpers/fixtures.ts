/**
 * A small hand-built league for route tests. Season ids differ from season numbers (and do not follow
 * their order) so a mix-up of the two shows; names repeat across seasons in different cases and with
 * hyphens so name lookups are exercised. The sums quoted in comments are what the tests expect.
 *
 * Usage: `useLeagueApp({ fixtures: true })` (or `await loadLeagueFixtures(db)` on a fresh test database),
 * then refer to rows through `FX`; helpers/fixture-answers.ts gives a row in the shapes the API answers.
 */
import { STAT_FIELDS, type StatNumbers } from '@league/shared/domain/league';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  articles,
  awardPlayers,
  awards,
  games,
  matches,
  players,
  records,
  seasons,
  stats,
  teamPlayers,
  teams,
  users,
} from '../../src/db/schema.ts';

export const FX = {
  seasons: {
    s1: { id: 7, number: 1 },
    s2: { id: 5, number: 2 },
    s3: { id: 9, number: 3 },
  },
  teams: {
    /** 'Storm Crows', season 1, 1st Place. */
    crows1: 101,
    /** 'Tidal Wave', season 1, 2nd Place (D1). */
    wave1: 102,
    /** 'storm crows' (lower case), season 2, Top 4 (D2). */
    crows2: 103,
    /** 'Night Owls', season 2, Didn't make playoffs. */
    owls2: 104,
    /** 'Storm Crows', season 3, TBD. */
    crows3: 105,
    /** 'Tidal Wave', season 3, TBD. */
    wave3: 106,
    /** 'Spike-O-Rama', season 3, Top 8 (D3): no roster, no games. */
    spike3: 107,
  },
  players: {
    /** Spiker on crows1, crows2, crows3; 4 lines; MVP of season 1. */
    nightowl: 201,
    /** Setter on crows1, owls2; 3 lines. */
    quickset: 202,
    /** Spiker on wave1, crows2; 3 lines. */
    spikeking: 203,
    /** Libero on wave1, owls2, wave3; 3 lines. */
    libero: 204,
    /** Position N/A, on crows3, no lines. */
    bench: 205,
    /** Blocker on no team, no lines. */
    zed: 206,
  },
  games: {
    /** S1 2024-02-10, Winners Bracket; Finals, crows1 3 - 1 wave1. */
    final1: 301,
    /** S1 2024-01-20, no stage, wave1 2 - 3 crows1. */
    regular1: 302,
    /** S2 2024-06-15, Grand Finals, owls2 1 - 3 crows2. */
    grand2: 303,
    /** S3 2025-01-18, Losers Bracket; Round 1, crows3 2 - 0 wave3. */
    losers3: 304,
  },
  awards: { mvp1: 501, setter2: 502, receiver2: 503, custom3: 504 },
  matches: { r1m1: 601, r1m2: 602, s2r2: 603, losers: 604 },
  records: { gameKills: 701, seasonKills: 702, gameAssists: 703 },
} as const;

const { seasons: S, teams: T, players: P, games: G, awards: A } = FX;

/*
 * The rows as inserted, by their FX name: tests derive the answers they expect of an untouched row from
 * them (helpers/fixture-answers.ts) rather than writing the row out again.
 */

export const SEASON_ROWS = {
  s1: {
    id: S.s1.id,
    seasonNumber: 1,
    theme: 'First Serve',
    image: null,
    startDate: '2024-01-06',
    endDate: '2024-03-30',
  },
  s2: {
    id: S.s2.id,
    seasonNumber: 2,
    theme: 'Net Gains',
    image: 'https://img.example/s2.png',
    startDate: '2024-05-04',
    endDate: '2024-07-27',
  },
  s3: {
    id: S.s3.id,
    seasonNumber: 3,
    theme: 'Third Time',
    image: null,
    startDate: '2025-01-04',
    endDate: null,
  },
} as const;

const team = (
  id: number,
  name: string,
  season: keyof typeof FX.seasons,
  placement: string,
  logoUrl: string | null,
) => ({ id, name, seasonId: S[season].id, placement, logoUrl }) as const;
export const TEAM_ROWS = {
  crows1: team(T.crows1, 'Storm Crows', 's1', '1st Place', 'https://img.example/crows-1.png'),
  wave1: team(T.wave1, 'Tidal Wave', 's1', '2nd Place (D1)', null),
  crows2: team(T.crows2, 'storm crows', 's2', 'Top 4 (D2)', 'https://img.example/crows-2.png'),
  owls2: team(T.owls2, 'Night Owls', 's2', "Didn't make playoffs", 'https://img.example/owls.png'),
  crows3: team(T.crows3, 'Storm Crows', 's3', 'TBD', 'https://img.example/crows-3.png'),
  wave3: team(T.wave3, 'Tidal Wave', 's3', 'TBD', 'https://img.example/wave-3.png'),
  spike3: team(T.spike3, 'Spike-O-Rama', 's3', 'Top 8 (D3)', null),
};

export const PLAYER_ROWS = {
  nightowl: { id: P.nightowl, name: 'nightowl_77', position: 'Spiker' },
  quickset: { id: P.quickset, name: 'quickset_jay', position: 'Setter' },
  spikeking: { id: P.spikeking, name: 'spikeking42', position: 'Spiker' },
  libero: { id: P.libero, name: 'libero_lu', position: 'Libero' },
  bench: { id: P.bench, name: 'bench_ben', position: 'N/A' },
  zed: { id: P.zed, name: 'Zed_Blocker', position: 'Blocker' },
} as const;

const ROSTERS: [number, number[]][] = [
  [T.crows1, [P.nightowl, P.quickset]],
  [T.wave1, [P.spikeking, P.libero]],
  [T.crows2, [P.nightowl, P.spikeking]],
  [T.owls2, [P.quickset, P.libero]],
  [T.crows3, [P.nightowl, P.bench]],
  [T.wave3, [P.libero]],
];

const game = (
  id: number,
  name: string,
  date: string,
  stage: string | null,
  season: keyof typeof FX.seasons,
  [team1Id, team1Score]: [number, number],
  [team2Id, team2Score]: [number, number],
  videoUrl: string | null = null,
) => ({
  id,
  name,
  date: new Date(date),
  stage,
  seasonId: S[season].id,
  team1Id,
  team2Id,
  team1Score,
  team2Score,
  videoUrl,
});
export const GAME_ROWS = {
  final1: game(
    G.final1,
    'Storm Crows vs. Tidal Wave S1',
    '2024-02-10T20:00:00.000Z',
    'Winners Bracket; Finals',
    's1',
    [T.crows1, 3],
    [T.wave1, 1],
    'https://video.example/301',
  ),
  regular1: game(
    G.regular1,
    'Tidal Wave vs. Storm Crows',
    '2024-01-20T20:00:00.000Z',
    null,
    's1',
    [T.wave1, 2],
    [T.crows1, 3],
  ),
  grand2: game(
    G.grand2,
    'Night Owls vs. storm crows S2',
    '2024-06-15T19:30:00.000Z',
    'Grand Finals',
    's2',
    [T.owls2, 1],
    [T.crows2, 3],
  ),
  losers3: game(
    G.losers3,
    'Storm Crows vs. Tidal Wave S3',
    '2025-01-18T21:00:00.000Z',
    'Losers Bracket; Round 1',
    's3',
    [T.crows3, 2],
    [T.wave3, 0],
  ),
};

/** Every stat field, 0 where `given` leaves it out. */
export const numbers = (given: Partial<StatNumbers>): StatNumbers =>
  Object.fromEntries(STAT_FIELDS.map((f) => [f, given[f] ?? 0])) as StatNumbers;

const line = (id: number, gameId: number, playerId: number, given: Partial<StatNumbers>) => ({
  id,
  gameId,
  playerId,
  ...numbers(given),
});

/*
 * nightowl career: spikeKills 33, spikeAttempts 69, apeKills 2, apeAttempts 5, spikingErrors 3, digs 4,
 * blocks 4, aces 6, servingErrors 1. On crows1 (games 301, 302): spikeKills 14, aces 3.
 * quickset on crows1: assists 37, spikeKills 1. Team crows1 totals: spikeKills 15, assists 37.
 */
export const STAT_LINES = [
  line(401, G.final1, P.nightowl, {
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
  line(402, G.final1, P.quickset, {
    assists: 22,
    digs: 3,
    settingErrors: 2,
    spikeKills: 1,
    spikeAttempts: 3,
  }),
  line(403, G.final1, P.spikeking, { spikeKills: 7, spikeAttempts: 18, blocks: 2, spikingErrors: 2 }),
  line(404, G.final1, P.libero, { digs: 12, blockFollows: 3, miscErrors: 1 }),
  line(405, G.regular1, P.nightowl, { spikeKills: 5, spikeAttempts: 12, aces: 1 }),
  line(406, G.regular1, P.quickset, { assists: 15, servingErrors: 2 }),
  line(407, G.regular1, P.spikeking, { spikeKills: 6, spikeAttempts: 14, apeKills: 1, apeAttempts: 2 }),
  line(408, G.grand2, P.quickset, { assists: 18, digs: 2 }),
  line(409, G.grand2, P.libero, { digs: 10, blockFollows: 2 }),
  line(410, G.grand2, P.nightowl, { spikeKills: 11, spikeAttempts: 22, blocks: 3 }),
  line(411, G.grand2, P.spikeking, { spikeKills: 4, spikeAttempts: 10, spikingErrors: 1 }),
  line(412, G.losers3, P.nightowl, { spikeKills: 8, spikeAttempts: 15, aces: 3 }),
  line(413, G.losers3, P.libero, { digs: 9 }),
];

const award = (
  id: number,
  type: string,
  description: string,
  season: keyof typeof FX.seasons,
  createdAt: string,
  imageUrl: string | null = null,
) => ({ id, type, description, imageUrl, seasonId: S[season].id, createdAt: new Date(createdAt) });
export const AWARD_ROWS = {
  mvp1: award(A.mvp1, 'MVP', 'Season 1 MVP', 's1', '2024-04-01T00:00:00.000Z'),
  setter2: award(A.setter2, 'Best Setter', 'Season 2 setter', 's2', '2024-08-01T00:00:00.000Z'),
  receiver2: award(A.receiver2, 'Best Receiver', 'Shared receiver award', 's2', '2024-08-02T00:00:00.000Z'),
  custom3: award(
    A.custom3,
    'Sportsmanship',
    'Kindest players',
    's3',
    '2025-02-01T00:00:00.000Z',
    'https://img.example/award.png',
  ),
};

const AWARD_PLAYERS = [
  { awardId: A.mvp1, playerId: P.nightowl },
  { awardId: A.setter2, playerId: P.quickset },
  { awardId: A.receiver2, playerId: P.quickset },
  { awardId: A.receiver2, playerId: P.libero },
  { awardId: A.custom3, playerId: P.bench },
  { awardId: A.custom3, playerId: P.zed },
];

export async function loadLeagueFixtures(db: Db): Promise<void> {
  await db.insert(seasons).values(Object.values(SEASON_ROWS));
  await db.insert(teams).values(Object.values(TEAM_ROWS));
  await db.insert(players).values(Object.values(PLAYER_ROWS));
  await db
    .insert(teamPlayers)
    .values(ROSTERS.flatMap(([teamId, ids]) => ids.map((playerId) => ({ teamId, playerId }))));
  await db.insert(games).values(Object.values(GAME_ROWS));
  await db.insert(stats).values(STAT_LINES);
  await db.insert(awards).values(Object.values(AWARD_ROWS));
  await db.insert(awardPlayers).values(AWARD_PLAYERS);
  await insertRecords(db);
  await insertMatches(db);
  await insertUsersAndArticles(db);
  await advanceSequences(db);
}

async function insertRecords(db: Db) {
  const R = FX.records;
  await db.insert(records).values([
    {
      id: R.seasonKills,
      type: 'season',
      record: 'Most Spike Kills',
      sortOrder: 0,
      rank: 1,
      value: 14,
      playerId: P.nightowl,
      seasonId: S.s1.id,
    },
    {
      id: R.gameKills,
      type: 'game',
      record: 'Most Spike Kills',
      sortOrder: 0,
      rank: 1,
      value: 11,
      date: new Date('2024-06-15T19:30:00.000Z'),
      gameId: G.grand2,
      playerId: P.nightowl,
      seasonId: S.s2.id,
    },
    {
      id: R.gameAssists,
      type: 'game',
      record: 'Most Assists',
      sortOrder: 1,
      rank: 1,
      value: 22,
      date: new Date('2024-02-10T20:00:00.000Z'),
      gameId: G.final1,
      playerId: P.quickset,
      seasonId: S.s1.id,
    },
  ]);
}

async function insertMatches(db: Db) {
  const M = FX.matches;
  await db.insert(matches).values([
    {
      id: M.r1m1,
      matchNumber: 'Round 1 - Match 1',
      round: 'Round 1',
      status: 'completed',
      date: new Date('2025-01-18T21:00:00.000Z'),
      team1Name: 'storm crows',
      team2Name: 'TIDAL WAVE',
      team1Score: 2,
      team2Score: 0,
      set1Score: '25-20',
      set2Score: '25-22',
      tags: ['NA', 'Qualifiers'],
      seasonId: S.s3.id,
    },
    {
      id: M.r1m2,
      matchNumber: 'Round 1 - Match 2',
      round: 'Round 1',
      date: new Date('2025-01-19T20:00:00.000Z'),
      team1Name: 'Spike-O-Rama',
      team2Name: 'Ghost Team',
      seasonId: S.s3.id,
    },
    {
      id: M.s2r2,
      matchNumber: 'Round 2 - Match 1',
      round: 'Round 2',
      status: 'completed',
      date: new Date('2024-06-15T19:30:00.000Z'),
      team1Name: 'Night Owls',
      team2Name: 'Storm Crows',
      team1Score: 1,
      team2Score: 3,
      seasonId: S.s2.id,
    },
    {
      id: M.losers,
      matchNumber: 'Losers Round 1 - Match 1',
      round: 'Losers Round 1',
      date: new Date('2025-01-25T18:00:00.000Z'),
      team1Name: 'Tidal Wave',
      team2Name: 'Storm Crows',
      seasonId: S.s3.id,
    },
  ]);
}

async function insertUsersAndArticles(db: Db) {
  await db.insert(users).values([
    {
      id: 1,
      username: 'fixture_admin',
      email: 'admin@fixture.test',
      passwordHash: 'not-a-real-hash',
      role: 'admin',
    },
    {
      id: 2,
      username: 'fixture_fan',
      email: 'fan@fixture.test',
      passwordHash: 'not-a-real-hash',
      role: 'user',
    },
  ]);
  const body = 'x'.repeat(240);
  await db.insert(articles).values([
    {
      id: 1,
      title: 'Season 3 preview',
      summary: 's'.repeat(50),
      content: body,
      imageUrl: 'https://img.example/a1.png',
      approved: true,
      userId: 1,
    },
    {
      id: 2,
      title: 'Pending thoughts',
      summary: 's'.repeat(50),
      content: body,
      imageUrl: 'https://img.example/a2.png',
      approved: null,
      userId: 2,
    },
  ]);
}

/** Explicit ids leave the serial sequences behind; move them on so tests that insert rows do not collide. */
async function advanceSequences(db: Db) {
  for (const table of [
    'seasons',
    'teams',
    'players',
    'games',
    'stats',
    'awards',
    'records',
    'matches',
    'users',
    'articles',
  ]) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
}
