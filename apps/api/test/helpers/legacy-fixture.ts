/**
 * A small legacy league holding every quirk the old site's data has (see legacy-schema.sql and the
 * legacy README): season ids that differ from numbers, a season without a theme and a running one,
 * placements as the old site wrote them, a team name and a player name repeated in another case, roster
 * pairs in only one of the two join tables, team 1 given by teams_games' row order, a game without a
 * season, a game with one team, orphan and duplicate stat lines, awards with several players (one merged),
 * comma-joined tags and set scores in several spellings, a repeated Challonge id, old records (one still
 * true, one stale, one of a kind we do not keep), accounts with $2a$ and $2b$ bcrypt hashes, an unknown
 * role, a password that is not a hash, articles in all three states with likes counters that disagree
 * with the likes rows, and the old migrations table.
 *
 * Expected results are spelled out beside the data; the tests compute sums from the same arrays.
 */
import { STAT_FIELDS, type StatNumbers } from '@league/shared/domain/league';
import { UNPLAYED_SCORES } from '@league/shared/test-support/unplayed-scores';
import bcrypt from 'bcryptjs';
import type { LegacyDatabase } from './legacy-db.ts';

export const LEGACY_PASSWORD = 'legacy-pass-9';
export const LEGACY_ADMIN_PASSWORD = 'boss-words-2';

export const SEASONS = [
  {
    id: 3,
    seasonNumber: 1,
    startDate: '2023-01-07 00:00:00',
    endDate: '2023-03-01 00:00:00',
    image: null,
    theme: 'Ocean',
  },
  // No theme: imported with an empty one (changed).
  {
    id: 1,
    seasonNumber: 2,
    startDate: '2023-06-03 00:00:00',
    endDate: '2023-08-01 00:00:00',
    image: 'https://img.example/s2.png',
    theme: null,
  },
  // Running: no end date.
  { id: 2, seasonNumber: 3, startDate: '2024-01-06 00:00:00', endDate: null, image: null, theme: 'Volcano' },
];

export const TEAMS = [
  {
    id: 10,
    name: 'Storm Crows',
    seasonId: 3,
    placement: '1st Place',
    logoUrl: 'https://img.example/crows.png',
  },
  { id: 11, name: 'Tidal Wave', seasonId: 3, placement: '2nd Place (D1)', logoUrl: null },
  // Same name as 11 in the same season once lower-cased: merged into 11 (skipped).
  { id: 12, name: 'tidal wave', seasonId: 3, placement: 'Top 8 (D3)', logoUrl: null },
  { id: 13, name: 'Storm Crows', seasonId: 1, placement: 'G.O.A.T.', logoUrl: null },
  // The old default without its apostrophe: changed to "Didn't make playoffs".
  { id: 14, name: 'Night Owls', seasonId: 1, placement: 'Didnt make playoffs', logoUrl: null },
  { id: 15, name: 'Spike Squad', seasonId: 2, placement: 'Top 8 (D3)', logoUrl: null },
  // No season: an orphan (skipped, with its roster).
  { id: 16, name: 'Lost Team', seasonId: null, placement: 'Didnt make playoffs', logoUrl: null },
  // Not a league placement: kept as written.
  { id: 17, name: 'Ember', seasonId: 2, placement: 'Champions', logoUrl: null },
];

export const PLAYERS = [
  { id: 20, name: 'nightowl', position: 'Spiker' },
  { id: 21, name: 'quickset', position: 'Setter' },
  { id: 22, name: 'SpikeKing', position: 'Spiker' },
  // Same name as 22 once lower-cased: merged into 22 (skipped); its lines and awards move to 22.
  { id: 23, name: 'spikeking', position: 'Libero' },
  { id: 24, name: 'libero_lu', position: 'Libero' },
  { id: 25, name: 'dev_dan', position: 'Developer' },
  { id: 26, name: 'pinchy', position: 'Pinch Server' },
  { id: 27, name: 'ds_dee', position: 'Defensive Specialist' },
  // Lower-case position of the list: changed to "Setter".
  { id: 28, name: 'lowercase_setter', position: 'setter' },
];

/** [team, player] pairs of each join table. */
export const TEAMS_PLAYERS: [number, number][] = [
  [10, 20],
  [10, 21],
  [10, 22], // (10, 22) only here
  [11, 22],
  [12, 23],
  [13, 20],
  [13, 26],
  [14, 21],
  [14, 27],
  [15, 25],
  [15, 28],
  [16, 24],
  [17, 24],
];
export const PLAYERS_TEAMS_TEAMS: [number, number][] = [
  [10, 20],
  [10, 21],
  [11, 22],
  [11, 24], // (11, 24) only here
  [12, 23],
  [13, 20],
  [13, 26],
  [14, 21],
  [14, 27],
  [15, 25],
  [15, 28],
  [16, 24],
  [17, 24],
];
/** The imported rosters: the union, with team 12 merged into 11 and player 23 into 22, orphans gone. */
export const EXPECTED_ROSTERS: [number, number][] = [
  [10, 20],
  [10, 21],
  [10, 22],
  [11, 22],
  [11, 24],
  [13, 20],
  [13, 26],
  [14, 21],
  [14, 27],
  [15, 25],
  [15, 28],
  [17, 24],
];

export const GAMES = [
  // teams_games lists 11 before 10, so Tidal Wave is team 1.
  {
    id: 30,
    team1Score: 1,
    team2Score: 3,
    date: '2023-01-14 20:00:00',
    name: 'Tidal Wave vs. Storm Crows S1',
    videoUrl: null,
    stage: 'Winners Bracket; Round of 16',
    seasonId: 3,
    teams: [11, 10],
  },
  // Team 12 is merged into 11.
  {
    id: 31,
    team1Score: 3,
    team2Score: 2,
    date: '2023-02-20 21:00:00',
    name: null,
    videoUrl: 'https://video.example/31',
    stage: 'Grand Finals; Bracket Reset',
    seasonId: 3,
    teams: [10, 12],
  },
  // No season: placed in its teams' season (id 1).
  {
    id: 32,
    team1Score: 2,
    team2Score: 0,
    date: '2023-06-10 19:30:00',
    name: null,
    videoUrl: null,
    stage: 'Losers Bracket; Round 1',
    seasonId: null,
    teams: [13, 14],
  },
  // One team only: skipped with its stat line.
  {
    id: 33,
    team1Score: 2,
    team2Score: 1,
    date: '2024-01-13 19:00:00',
    name: null,
    videoUrl: null,
    stage: 'Winners Bracket; Quarterfinals',
    seasonId: 2,
    teams: [15],
  },
  {
    id: 34,
    team1Score: 0,
    team2Score: 2,
    date: '2024-01-20 19:00:00',
    name: 'Spike Squad vs. Ember S3',
    videoUrl: null,
    stage: 'Winners Bracket; Semifinals',
    seasonId: 2,
    teams: [15, 17],
  },
];
/** id → [team1Id, team2Id, seasonId] after the import. */
export const EXPECTED_GAMES: Record<number, [number, number, number]> = {
  30: [11, 10, 3],
  31: [10, 11, 3],
  32: [13, 14, 1],
  34: [15, 17, 2],
};

type Line = StatNumbers & { id: number; playerId: number | null; gameId: number | null };
const line = (id: number, playerId: number | null, gameId: number | null, seed: number): Line => {
  const numbers = Object.fromEntries(STAT_FIELDS.map((f, i) => [f, (seed * (i + 3)) % 11])) as StatNumbers;
  return { id, playerId, gameId, ...numbers };
};
export const STATS: Line[] = [
  { ...line(100, 20, 30, 1), spikeKills: 30, spikeAttempts: 40 },
  line(101, 22, 30, 2),
  // Player 23 is merged into 22, who has a line in game 30 already: a duplicate that differs (skipped).
  line(102, 23, 30, 3),
  line(103, 21, 31, 4),
  line(104, 20, 31, 5),
  // The same line twice (skipped).
  line(105, 20, 31, 5),
  line(106, 24, 31, 6),
  line(107, 20, 32, 7),
  line(108, 26, 32, 8),
  line(109, 21, 32, 9),
  // Its game is skipped (one team).
  line(110, 25, 33, 10),
  // No player; no game: orphans.
  line(111, null, 34, 11),
  line(112, 25, null, 12),
  line(113, 28, 34, 13),
  line(114, 24, 34, 14),
];
export const IMPORTED_STAT_IDS = [100, 101, 103, 104, 106, 107, 108, 109, 113, 114];

export const AWARDS = [
  {
    id: 40,
    type: 'MVP',
    description: 'Season 1 MVP',
    imageUrl: null,
    seasonId: 3,
    createdAt: '2023-03-02 12:00:00',
    players: [20],
  },
  // 23 is merged into 22: one award player.
  {
    id: 41,
    type: 'Best Spiker',
    description: 'Best Spiker S1',
    imageUrl: 'https://img.example/a.png',
    seasonId: 3,
    createdAt: '2023-03-02 12:00:00',
    players: [22, 23],
  },
  {
    id: 42,
    type: 'Best Setter',
    description: 'Shared',
    imageUrl: null,
    seasonId: 1,
    createdAt: '2023-08-02 12:00:00',
    players: [21, 28],
  },
  {
    id: 43,
    type: 'LuvLate Award',
    description: 'Spirit',
    imageUrl: null,
    seasonId: 2,
    createdAt: '2024-01-07 12:00:00',
    players: [],
  },
];
export const EXPECTED_AWARD_PLAYERS: [number, number][] = [
  [40, 20],
  [41, 22],
  [42, 21],
  [42, 28],
];

export const MATCHES = [
  {
    id: 50,
    matchNumber: 'Round 1 - Match 1',
    status: 'completed',
    round: 'Round 1',
    phase: 'qualifiers',
    region: 'na',
    date: '2024-01-13 23:00:00',
    team1Score: 2,
    team2Score: 1,
    set1Score: '25-20',
    set2Score: '21-25',
    set3Score: '25 - 19',
    set4Score: null,
    set5Score: null,
    challongeMatchId: '9001',
    challongeTournamentId: 'league-s3',
    challongeRound: 1,
    tags: 'week 1, playoffs,,  finals ',
    seasonId: 2,
    team1Name: 'Spike Squad',
    team2Name: 'Ember',
  },
  {
    id: 51,
    matchNumber: 'Round 1 - Match 2',
    status: 'scheduled',
    round: 'Round 1',
    phase: 'playoffs',
    region: 'eu',
    date: '2024-01-14 23:00:00',
    ...UNPLAYED_SCORES,
    challongeMatchId: '9001',
    challongeTournamentId: 'league-s3',
    challongeRound: 1,
    tags: null,
    seasonId: 2,
    team1Name: 'Storm Crows',
    team2Name: null,
  },
  {
    id: 52,
    matchNumber: 'Round 2 - Match 1',
    status: 'completed',
    round: 'Round 2',
    phase: 'playoffs',
    region: 'as',
    date: '2024-01-20 23:00:00',
    team1Score: 1,
    team2Score: 1,
    set1Score: 'abc',
    set2Score: '25-23',
    set3Score: null,
    set4Score: null,
    set5Score: null,
    challongeMatchId: null,
    challongeTournamentId: null,
    challongeRound: null,
    tags: 'eu',
    seasonId: 2,
    team1Name: 'Ember',
    team2Name: 'Spike Squad',
  },
];

export const USERS = [
  {
    id: 1,
    username: 'legacy_lee',
    email: 'lee@example.com',
    role: 'user',
    createdAt: '2022-05-01 10:00:00',
    password: LEGACY_PASSWORD,
    prefix: '$2b$',
  },
  {
    id: 2,
    username: 'Boss',
    email: 'boss@example.com',
    role: 'superadmin',
    createdAt: '2021-01-01 09:00:00',
    password: LEGACY_ADMIN_PASSWORD,
    prefix: '$2a$',
  },
  // Not one of our roles: imported as user.
  {
    id: 3,
    username: 'mod_mia',
    email: 'mia@example.com',
    role: 'moderator',
    createdAt: '2022-06-01 10:00:00',
    password: 'mia-pass-1',
    prefix: '$2b$',
  },
  // Not a bcrypt hash: kept, cannot log in.
  {
    id: 4,
    username: 'no_hash',
    email: 'nohash@example.com',
    role: 'user',
    createdAt: '2022-07-01 10:00:00',
    password: null,
    prefix: '',
  },
  {
    id: 5,
    username: 'writer_wu',
    email: 'Writer@Example.com',
    role: 'admin',
    createdAt: '2022-08-01 10:00:00',
    password: 'wu-pass-1',
    prefix: '$2b$',
  },
];

export const ARTICLES = [
  // Counter 3, rows 2: stored 2.
  { id: 70, title: 'Season 1 recap', approved: true, likes: 3, authorId: 5, likedById: 1 },
  { id: 71, title: 'Pending piece', approved: null, likes: 0, authorId: 1, likedById: null },
  { id: 72, title: 'Rejected piece', approved: false, likes: 1, authorId: 5, likedById: null },
  // Counter 0, rows 2: stored 2.
  { id: 73, title: 'Boss notes', approved: true, likes: 0, authorId: 2, likedById: null },
];
export const LIKES: [number, number][] = [
  [70, 1],
  [70, 2],
  [72, 3],
  [73, 4],
  [73, 5],
];

/** Old records: [id, record, type, rank, value, seasonId, playerId, gameId]. */
export const RECORDS: [number, string, string, number, number, number, number, number | null][] = [
  // True: line 100 has the most spike kills of any line.
  [60, 'most spike kills', 'game', 1, 30, 3, 20, 30],
  // Stale.
  [61, 'most spike kills', 'game', 2, 99, 3, 22, 30],
  // A kind our rules do not keep for game records.
  [62, 'best total spiking % with 100+ attempts', 'game', 1, 80, 3, 20, 30],
];

/** bcrypt is slow on purpose: each password is hashed once per test process. */
const hashes = new Map<string, string>();
function bcryptHash(password: string): string {
  let hash = hashes.get(password);
  if (!hash) {
    hash = bcrypt.hashSync(password, 10);
    hashes.set(password, hash);
  }
  return hash;
}

/** Fills an empty legacy database (made from legacy-schema.sql) with the fixture. */
export async function loadLegacyFixture(db: LegacyDatabase): Promise<void> {
  const insert = (table: string, row: Record<string, unknown>) => {
    const keys = Object.keys(row);
    return db.exec(
      `insert into "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  };
  for (const s of SEASONS) await insert('seasons', s);
  for (const t of TEAMS) await insert('teams', t);
  for (const p of PLAYERS) await insert('players', p);
  for (const [teamsId, playersId] of TEAMS_PLAYERS) await insert('teams_players', { teamsId, playersId });
  for (const [teamsId, playersId] of PLAYERS_TEAMS_TEAMS)
    await insert('players_teams_teams', { teamsId, playersId });
  for (const { teams, ...g } of GAMES) {
    await insert('games', g);
    for (const teamsId of teams) await insert('teams_games', { teamsId, gamesId: g.id });
  }
  for (const s of STATS) await insert('stats', s);
  for (const { players, ...a } of AWARDS) {
    await insert('awards', a);
    for (const playersId of players) await insert('awards_players_players', { awardsId: a.id, playersId });
  }
  for (const m of MATCHES) await insert('matches', m);
  for (const [id, record, type, rank, value, seasonId, playerId, gameId] of RECORDS) {
    await insert('records', {
      id,
      record,
      type,
      rank,
      value,
      date: '2023-03-01',
      seasonId,
      playerId,
      gameId,
    });
  }
  for (const { password, prefix, ...u } of USERS) {
    // bcryptjs makes $2b$ hashes; $2a$ is the same algorithm under the older prefix.
    const hash = password ? `${prefix}${bcryptHash(password).slice(4)}` : 'plain-text-password';
    await insert('user', { ...u, password: hash, updatedAt: u.createdAt });
  }
  for (const { likedById, ...a } of ARTICLES) {
    await insert('article', {
      ...a,
      summary: `${a.title} in brief`,
      content: `${a.title}: the whole story.`,
      imageUrl: 'https://img.example/article.png',
      createdAt: '2023-04-01 08:00:00',
      updatedAt: '2023-04-02 08:00:00',
      liked_by_id: likedById,
    });
  }
  for (const [articleId, userId] of LIKES) await insert('article_likes', { articleId, userId });
  await insert('migrations', { id: 1, timestamp: 1680000000000, name: 'Init1680000000000' });
  await db.exec(
    ['seasons', 'teams', 'players', 'games', 'stats', 'awards', 'matches', 'records', 'user', 'article']
      .map((t) => `select setval(pg_get_serial_sequence('"${t}"', 'id'), (select max(id) from "${t}"));`)
      .join('\n'),
  );
}
