/**
 * Reads every legacy table the import needs, as plain rows with the old site's names. Timestamps are
 * `timestamp without time zone` holding UTC; they are read `at time zone 'UTC'` so every driver answers the
 * same instant whatever its session time zone.
 */
import type { StatNumbers } from '@league/shared/domain/league';
import type { MatchScores } from '@league/shared/domain/standings-matches';
import type { LegacySource } from './source.ts';

export interface LegacySeason {
  id: number;
  seasonNumber: number;
  startDate: Date;
  endDate: Date | null;
  image: string | null;
  theme: string | null;
}
export interface LegacyTeam {
  id: number;
  name: string;
  logoUrl: string | null;
  placement: string;
  seasonId: number | null;
}
export interface LegacyPlayer {
  id: number;
  name: string;
  position: string;
}
export interface LegacyRosterPair {
  teamId: number;
  playerId: number;
}
export interface LegacyGame {
  id: number;
  team1Score: number;
  team2Score: number;
  date: Date;
  name: string | null;
  videoUrl: string | null;
  stage: string;
  seasonId: number | null;
}
export interface LegacyGameTeam {
  teamId: number;
  gameId: number;
}
export type LegacyStat = StatNumbers & { id: number; playerId: number | null; gameId: number | null };
export interface LegacyAward {
  id: number;
  description: string;
  type: string;
  imageUrl: string | null;
  seasonId: number;
  createdAt: Date;
}
export interface LegacyAwardPlayer {
  awardId: number;
  playerId: number;
}
export interface LegacyMatch extends MatchScores {
  id: number;
  matchNumber: string;
  status: string;
  round: string;
  phase: string;
  region: string;
  date: Date;
  challongeMatchId: string | null;
  tags: string | null;
  seasonId: number;
  team1Name: string | null;
  team2Name: string | null;
}
export interface LegacyRecord {
  id: number;
  record: string;
  type: string;
  rank: number;
  value: number;
  seasonId: number;
  playerId: number;
  gameId: number | null;
}
export interface LegacyUser {
  id: number;
  username: string;
  email: string;
  password: string;
  role: string;
  createdAt: Date;
  updatedAt: Date;
}
export interface LegacyArticle {
  id: number;
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  createdAt: Date;
  updatedAt: Date;
  approved: boolean | null;
  likes: number;
  authorId: number;
}
export interface LegacyLike {
  articleId: number;
  userId: number;
}

export interface LegacyData {
  seasons: LegacySeason[];
  teams: LegacyTeam[];
  players: LegacyPlayer[];
  teamsPlayers: LegacyRosterPair[];
  playersTeamsTeams: LegacyRosterPair[];
  games: LegacyGame[];
  /** In database order: the old site took the first team of a game as team 1. */
  teamsGames: LegacyGameTeam[];
  stats: LegacyStat[];
  awards: LegacyAward[];
  awardsPlayers: LegacyAwardPlayer[];
  matches: LegacyMatch[];
  records: LegacyRecord[];
  users: LegacyUser[];
  articles: LegacyArticle[];
  articleLikes: LegacyLike[];
}

/** The legacy tables in the order they are read, with the row counts reported as they go. */
export type LegacyTableName =
  | 'seasons'
  | 'teams'
  | 'players'
  | 'teams_players'
  | 'players_teams_teams'
  | 'games'
  | 'teams_games'
  | 'stats'
  | 'awards'
  | 'awards_players_players'
  | 'matches'
  | 'records'
  | 'user'
  | 'article'
  | 'article_likes';

const utc = (column: string) => `("${column}" at time zone 'UTC') as "${column}"`;

const QUERIES: Record<LegacyTableName, string> = {
  seasons: `select id, "seasonNumber", ${utc('startDate')}, ${utc('endDate')}, image, theme from seasons order by id`,
  teams: `select id, name, "logoUrl", placement, "seasonId" from teams order by id`,
  players: `select id, name, position from players order by id`,
  teams_players: `select "teamsId" as "teamId", "playersId" as "playerId" from teams_players order by "teamsId", "playersId"`,
  players_teams_teams: `select "teamsId" as "teamId", "playersId" as "playerId" from players_teams_teams order by "teamsId", "playersId"`,
  games: `select id, "team1Score", "team2Score", ${utc('date')}, name, "videoUrl", stage, "seasonId" from games order by id`,
  // ctid is the physical row order, which is what the old site's unordered join answered.
  teams_games: `select "teamsId" as "teamId", "gamesId" as "gameId" from teams_games order by ctid`,
  stats: `select id, "playerId", "gameId", "spikeKills", "spikeAttempts", "apeKills", "apeAttempts", "spikingErrors",
            digs, blocks, assists, aces, "settingErrors", "blockFollows", "servingErrors", "miscErrors"
          from stats order by id`,
  awards: `select id, description, type::text as type, "imageUrl", "seasonId", ${utc('createdAt')} from awards order by id`,
  awards_players_players: `select "awardsId" as "awardId", "playersId" as "playerId" from awards_players_players order by "awardsId", "playersId"`,
  matches: `select id, "matchNumber", status::text as status, round, phase::text as phase, region::text as region,
              ${utc('date')}, "team1Score", "team2Score", "set1Score", "set2Score", "set3Score", "set4Score",
              "set5Score", "challongeMatchId", tags, "seasonId", "team1Name", "team2Name"
            from matches order by id`,
  records: `select id, record::text as record, type::text as type, rank, value::float8 as value, "seasonId", "playerId", "gameId"
            from records order by id`,
  user: `select id, username, email, password, role, ${utc('createdAt')}, ${utc('updatedAt')} from "user" order by id`,
  article: `select id, title, summary, content, "imageUrl", ${utc('createdAt')}, ${utc('updatedAt')}, approved, likes, "authorId"
            from article order by id`,
  article_likes: `select "articleId", "userId" from article_likes order by "articleId", "userId"`,
};

/** Reads the whole legacy league; `onTable` hears each table's row count as it is read. */
export async function readLegacy(
  source: LegacySource,
  onTable?: (table: LegacyTableName, rows: number) => void,
): Promise<LegacyData> {
  const read = async <T>(table: LegacyTableName): Promise<T[]> => {
    const rows = await source.query<T>(QUERIES[table]);
    onTable?.(table, rows.length);
    return rows;
  };
  return {
    seasons: await read('seasons'),
    teams: await read('teams'),
    players: await read('players'),
    teamsPlayers: await read('teams_players'),
    playersTeamsTeams: await read('players_teams_teams'),
    games: await read('games'),
    teamsGames: await read('teams_games'),
    stats: await read('stats'),
    awards: await read('awards'),
    awardsPlayers: await read('awards_players_players'),
    matches: await read('matches'),
    records: await read('records'),
    users: await read('user'),
    articles: await read('article'),
    articleLikes: await read('article_likes'),
  };
}
