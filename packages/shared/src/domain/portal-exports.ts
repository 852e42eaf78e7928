/**
 * The staff portal's tables as files (docs/product/portal.md#exports): each table's columns with the
 * headers it shows, stat fields under their full registry labels (the table abbreviates them), dates as ISO
 * 8601 and ids as numbers.
 */
import { STAT_FIELDS, type StatNumbers } from './league.ts';
import type { MatchScores } from './standings-matches.ts';
import { getStatColumn } from './stat-columns.ts';
import type { ExportColumn } from './table-export.ts';

/** What the stats table shows of a stat line (the API's StatEntry has it). */
export type StatLineRow = StatNumbers & {
  id: number;
  gameId: number;
  playerId: number;
  player: { name: string };
};

/** The portal's stats table: ID, Game ID, Player ID, Player, the 13 numbers. */
export const STAT_LINE_EXPORT_COLUMNS: readonly ExportColumn<StatLineRow>[] = [
  { key: 'id', label: 'ID', value: (row) => row.id },
  { key: 'gameId', label: 'Game ID', value: (row) => row.gameId },
  { key: 'playerId', label: 'Player ID', value: (row) => row.playerId },
  { key: 'player', label: 'Player', value: (row) => row.player.name },
  ...STAT_FIELDS.map((field) => ({
    key: field,
    label: getStatColumn(field).label,
    value: (row: StatLineRow) => row[field],
  })),
];

/** What the games table shows of a game (the API's GameSkinny has it). */
export interface GameListRow {
  id: number;
  name: string | null;
  date: string;
  stage: string | null;
  team1Score: number;
  team2Score: number;
  videoUrl: string | null;
  season: { seasonNumber: number };
  teams: readonly { name: string }[];
}

/** The portal's games table: its id, then Name … Video. */
export const GAME_LIST_EXPORT_COLUMNS: readonly ExportColumn<GameListRow>[] = [
  { key: 'id', label: 'ID', value: (row) => row.id },
  { key: 'name', label: 'Name', value: (row) => row.name },
  { key: 'seasonNumber', label: 'Season', value: (row) => row.season.seasonNumber },
  { key: 'stage', label: 'Stage', value: (row) => row.stage },
  { key: 'team1', label: 'Team 1', value: (row) => row.teams[0]?.name ?? null },
  { key: 'team2', label: 'Team 2', value: (row) => row.teams[1]?.name ?? null },
  { key: 'team1Score', label: 'T1 Score', value: (row) => row.team1Score },
  { key: 'team2Score', label: 'T2 Score', value: (row) => row.team2Score },
  { key: 'date', label: 'Date', value: (row) => row.date },
  { key: 'videoUrl', label: 'Video', value: (row) => row.videoUrl },
];

/** What the teams table shows of a team (the API's TeamWithSeason has it). */
export interface TeamListRow {
  id: number;
  name: string;
  placement: string;
  logoUrl: string | null;
  season: { seasonNumber: number };
}

/** The portal's teams table: ID, Name, Season, Placement, Logo URL. */
export const TEAM_LIST_EXPORT_COLUMNS: readonly ExportColumn<TeamListRow>[] = [
  { key: 'id', label: 'ID', value: (row) => row.id },
  { key: 'name', label: 'Name', value: (row) => row.name },
  { key: 'seasonNumber', label: 'Season', value: (row) => row.season.seasonNumber },
  { key: 'placement', label: 'Placement', value: (row) => row.placement },
  { key: 'logoUrl', label: 'Logo URL', value: (row) => row.logoUrl },
];

/** What the players table shows of a player (the API's PlayerMedium has it). */
export interface PlayerListRow {
  id: number;
  name: string;
  position: string;
  teams: readonly { name: string; season: { seasonNumber: number } }[];
}

/**
 * The portal's players table: ID, Name, Position, Teams. The Teams cell lists the player's teams as the
 * table does (`name S{season}`), separated by `; ` (team names may hold commas).
 */
export const PLAYER_LIST_EXPORT_COLUMNS: readonly ExportColumn<PlayerListRow>[] = [
  { key: 'id', label: 'ID', value: (row) => row.id },
  { key: 'name', label: 'Name', value: (row) => row.name },
  { key: 'position', label: 'Position', value: (row) => row.position },
  {
    key: 'teams',
    label: 'Teams',
    value: (row) => row.teams.map((team) => `${team.name} S${team.season.seasonNumber}`).join('; '),
  },
];

/** What the matches (schedule) table shows of a match (the API's Match has it). */
export interface MatchListRow extends MatchScores {
  matchNumber: string;
  status: string;
  round: string;
  phase: string;
  division: string | null;
  date: string;
  team1Name: string;
  team2Name: string;
  tags: readonly string[];
}

/**
 * The portal's matches table: Match #, Status, Round, Date, then its Teams and Score cells each split in
 * two (one value a cell, scores as numbers), Set Scores and Tags as the table lists them, separated by `; `.
 */
export const MATCH_LIST_EXPORT_COLUMNS: readonly ExportColumn<MatchListRow>[] = [
  { key: 'matchNumber', label: 'Match #', value: (row) => row.matchNumber },
  { key: 'status', label: 'Status', value: (row) => row.status },
  { key: 'round', label: 'Round', value: (row) => row.round },
  { key: 'phase', label: 'Phase', value: (row) => row.phase },
  { key: 'division', label: 'Division', value: (row) => row.division },
  { key: 'date', label: 'Date', value: (row) => row.date },
  { key: 'team1', label: 'Team 1', value: (row) => row.team1Name },
  { key: 'team2', label: 'Team 2', value: (row) => row.team2Name },
  { key: 'team1Score', label: 'T1 Score', value: (row) => row.team1Score },
  { key: 'team2Score', label: 'T2 Score', value: (row) => row.team2Score },
  {
    key: 'setScores',
    label: 'Set Scores',
    value: (row) =>
      [row.set1Score, row.set2Score, row.set3Score, row.set4Score, row.set5Score].filter(Boolean).join('; '),
  },
  { key: 'tags', label: 'Tags', value: (row) => row.tags.join('; ') },
];

/** What the seasons table shows of a season (the API's Season has it). */
export interface SeasonListRow {
  seasonNumber: number;
  theme: string;
  image: string | null;
  startDate: string;
  endDate: string | null;
}

/** The portal's seasons table: Season #, Theme, Image URL, Start Date, End Date (empty while ongoing). */
export const SEASON_LIST_EXPORT_COLUMNS: readonly ExportColumn<SeasonListRow>[] = [
  { key: 'seasonNumber', label: 'Season #', value: (row) => row.seasonNumber },
  { key: 'theme', label: 'Theme', value: (row) => row.theme },
  { key: 'image', label: 'Image URL', value: (row) => row.image },
  { key: 'startDate', label: 'Start Date', value: (row) => row.startDate },
  { key: 'endDate', label: 'End Date', value: (row) => row.endDate },
];

/** What the awards table shows of an award (the API's AwardSkinny has it). */
export interface AwardListRow {
  id: number;
  type: string;
  description: string;
  imageUrl: string | null;
  createdAt: string;
  season: { seasonNumber: number };
  players: readonly { name: string }[];
}

/** The portal's awards table: ID, Type, Description, Season, Player (recipients, `, `), Awarded Date, Image. */
export const AWARD_LIST_EXPORT_COLUMNS: readonly ExportColumn<AwardListRow>[] = [
  { key: 'id', label: 'ID', value: (row) => row.id },
  { key: 'type', label: 'Type', value: (row) => row.type },
  { key: 'description', label: 'Description', value: (row) => row.description },
  { key: 'seasonNumber', label: 'Season', value: (row) => row.season.seasonNumber },
  { key: 'player', label: 'Player', value: (row) => row.players.map((player) => player.name).join(', ') },
  { key: 'createdAt', label: 'Awarded Date', value: (row) => row.createdAt },
  { key: 'imageUrl', label: 'Image', value: (row) => row.imageUrl },
];

/** What the users table shows of an account (the API's UserSummary has it). */
export interface UserListRow {
  id: number;
  username: string;
  role: string;
}

/** The portal's users table: ID, Name, Role (no password data: the list's summary has none). */
export const USER_LIST_EXPORT_COLUMNS: readonly ExportColumn<UserListRow>[] = [
  { key: 'id', label: 'ID', value: (row) => row.id },
  { key: 'username', label: 'Name', value: (row) => row.username },
  { key: 'role', label: 'Role', value: (row) => row.role },
];
