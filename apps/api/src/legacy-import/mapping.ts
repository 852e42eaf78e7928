/**
 * What the mappers of the legacy league share (map-legacy.ts runs them in order): the issues they note, and
 * where each legacy id went, which a later table's mapper needs (a team's season, a merged player's id).
 */
import type * as schema from '../db/schema.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The league as rows of our tables, each with the id it had on the old site. */
export interface MappedLeague {
  users: Insert<typeof schema.users>[];
  articles: Insert<typeof schema.articles>[];
  article_likes: Insert<typeof schema.articleLikes>[];
  seasons: Insert<typeof schema.seasons>[];
  teams: Insert<typeof schema.teams>[];
  players: Insert<typeof schema.players>[];
  team_players: Insert<typeof schema.teamPlayers>[];
  games: Insert<typeof schema.games>[];
  stats: Insert<typeof schema.stats>[];
  awards: Insert<typeof schema.awards>[];
  award_players: Insert<typeof schema.awardPlayers>[];
  matches: Insert<typeof schema.matches>[];
}

/**
 * - changed: imported with a different value (the reason says which and why);
 * - skipped: not imported;
 * - kept: imported as it was, but worth knowing (a roster pair found in one join table only, a placement
 *   outside the league's list, a password that is not a bcrypt hash);
 * - blocked: the import cannot run until the old database is fixed.
 */
export type IssueAction = 'changed' | 'skipped' | 'kept' | 'blocked';

export interface ImportIssue {
  action: IssueAction;
  /** The legacy table the row comes from. */
  table: string;
  /** Which row: `#12`, or the pair of a join table. */
  row: string;
  reason: string;
}

export interface MappingResult {
  league: MappedLeague;
  issues: ImportIssue[];
  /** Legacy player id → the id it is imported under (itself, or the id of the name it was merged into). */
  playerIds: Map<number, number>;
}

export type Note = (action: IssueAction, table: string, row: string, reason: string) => void;

export interface Mapping {
  note: Note;
  /** Imported season id → its number. */
  seasonNumberById: Map<number, number>;
  /** Legacy team id → the id it is imported under (itself, or the team it was merged into). */
  teamTarget: Map<number, number>;
  /** Imported team id → its season id. */
  teamSeason: Map<number, number>;
  /** Legacy player id → the id it is imported under. */
  playerTarget: Map<number, number>;
  gameIds: Set<number>;
  userIds: Set<number>;
}

export function newMapping(note: Note): Mapping {
  return {
    note,
    seasonNumberById: new Map(),
    teamTarget: new Map(),
    teamSeason: new Map(),
    playerTarget: new Map(),
    gameIds: new Set(),
    userIds: new Set(),
  };
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
export const quote = (v: string) => JSON.stringify(v);
export const pairKey = (a: number, b: number) => `${a}:${b}`;
