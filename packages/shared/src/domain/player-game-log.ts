/**
 * A player's game log (docs/product/players.md#game-log): every game the player has a stat line in, seen
 * from the player's side, with the result, filterable by season and stage group, sortable and paged. The
 * API sorts and cuts the page with these functions and the page keeps its state in the URL with them.
 */
import { type DerivedStats, deriveStats } from './derived-stats.ts';
import type { SortDirection } from './leaderboard.ts';
import type { StatNumbers } from './league.ts';
import { parsePageNumber, parseSeasonNumber } from './list-filters.ts';
import { ALL_STAGES, isStageFilter, type StageFilter } from './stages.ts';
import { isStatColumnKey, type StatColumnKey } from './stat-columns.ts';

/** A game's result for one side: W (more sets won), L (fewer), or null (no side, or the sets are level). */
export type GameResult = 'W' | 'L';

/** Rows a page of the full game log shows, and the rows of the player page's preview. */
export const GAME_LOG_PAGE_SIZE = 25;
export const GAME_LOG_PREVIEW = 5;

/** The log is sorted by date or by any stat column. */
export type GameLogSort = 'date' | StatColumnKey;
export const DEFAULT_GAME_LOG_SORT: { sort: GameLogSort; dir: SortDirection } = { sort: 'date', dir: 'desc' };

export function isGameLogSort(value: string): value is GameLogSort {
  return value === 'date' || isStatColumnKey(value);
}

/**
 * The result from one side's sets (docs/product/players.md#game-log): W when it won more sets than the
 * opponent, L when fewer; a game with level sets (not played yet, 0–0) has no result.
 */
export function gameResult(setsWon: number, setsLost: number): GameResult | null {
  if (setsWon > setsLost) return 'W';
  if (setsWon < setsLost) return 'L';
  return null;
}

/** A game of the log as read from the database: the player's line and both teams of the game. */
export interface GameLogSource {
  gameId: number;
  gameName: string | null;
  date: string;
  seasonNumber: number;
  stage: string | null;
  team1: { id: number; name: string; score: number };
  team2: { id: number; name: string; score: number };
  /** The player's team in this game: the one of the two on the player's roster, null if neither is. */
  teamId: number | null;
  totals: StatNumbers;
}

export interface GameLogRow {
  gameId: number;
  gameName: string | null;
  date: string;
  seasonNumber: number;
  stage: string | null;
  teamId: number | null;
  teamName: string | null;
  opponentId: number | null;
  opponentName: string | null;
  setsWon: number | null;
  setsLost: number | null;
  result: GameResult | null;
  /** Sets played in the game (both sides), the divisor of per-set numbers. */
  sets: number;
  /** Every stat column of the line (docs/product/stats.md#derived-stats). */
  stats: DerivedStats;
}

/**
 * A line from the player's side: their team and the opponent, the sets each won and the result. A line
 * whose player was on neither roster has no side, so no opponent, sets or result.
 */
export function toGameLogRow(source: GameLogSource): GameLogRow {
  const { team1, team2, teamId } = source;
  const own = teamId === team1.id ? team1 : teamId === team2.id ? team2 : null;
  const opponent = own === null ? null : own === team1 ? team2 : team1;
  return {
    gameId: source.gameId,
    gameName: source.gameName,
    date: source.date,
    seasonNumber: source.seasonNumber,
    stage: source.stage,
    teamId: own?.id ?? null,
    teamName: own?.name ?? null,
    opponentId: opponent?.id ?? null,
    opponentName: opponent?.name ?? null,
    setsWon: own?.score ?? null,
    setsLost: opponent?.score ?? null,
    result: own && opponent ? gameResult(own.score, opponent.score) : null,
    sets: team1.score + team2.score,
    stats: deriveStats(source.totals),
  };
}

/**
 * Sorted by the column and direction; ties (and the date sort itself) fall back to the newest game first,
 * then the higher game id, so the order never depends on the order rows were read in.
 */
export function sortGameLog<R extends Pick<GameLogRow, 'gameId' | 'date' | 'stats'>>(
  rows: readonly R[],
  sort: GameLogSort,
  dir: SortDirection,
): R[] {
  const sign = dir === 'asc' ? 1 : -1;
  const newestFirst = (a: R, b: R) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.gameId - a.gameId);
  return [...rows].sort((a, b) => {
    if (sort === 'date') return sign * -newestFirst(a, b);
    const diff = a.stats[sort] - b.stats[sort];
    return diff !== 0 ? sign * diff : newestFirst(a, b);
  });
}

/** The full game log page's state (docs/product/players.md#game-log), kept in its query string. */
export interface GameLogUrlState {
  /** Season number; null = every season. */
  season: number | null;
  stage: StageFilter;
  sort: GameLogSort;
  dir: SortDirection;
  /** 1-based. */
  page: number;
}

export const GAME_LOG_PARAMS = {
  season: 'season',
  stage: 'stage',
  sort: 'sort',
  dir: 'dir',
  page: 'page',
} as const;

/** Reads the page's query string; anything unreadable falls back to its default. */
export function parseGameLogParams(params: URLSearchParams): GameLogUrlState {
  const P = GAME_LOG_PARAMS;
  const sort = params.get(P.sort);
  const dir = params.get(P.dir);
  const stage = params.get(P.stage);
  return {
    season: parseSeasonNumber(params.get(P.season)),
    stage: stage !== null && isStageFilter(stage) ? stage : ALL_STAGES,
    sort: sort !== null && isGameLogSort(sort) ? sort : DEFAULT_GAME_LOG_SORT.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_GAME_LOG_SORT.dir,
    page: parsePageNumber(params.get(P.page)),
  };
}

/** The query string of a state, defaults left out (so the plain page has a plain URL). */
export function writeGameLogParams(state: GameLogUrlState): URLSearchParams {
  const P = GAME_LOG_PARAMS;
  const params = new URLSearchParams();
  if (state.season !== null) params.set(P.season, String(state.season));
  if (state.stage !== ALL_STAGES) params.set(P.stage, state.stage);
  if (state.sort !== DEFAULT_GAME_LOG_SORT.sort) params.set(P.sort, state.sort);
  if (state.dir !== DEFAULT_GAME_LOG_SORT.dir) params.set(P.dir, state.dir);
  if (state.page > 1) params.set(P.page, String(state.page));
  return params;
}

/**
 * A change of filter or sort goes back to page 1 (the old page may not exist any more); a page change
 * keeps the rest.
 */
export function applyGameLogChange(
  state: GameLogUrlState,
  change: Partial<GameLogUrlState>,
): GameLogUrlState {
  const next = { ...state, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/**
 * Header click: the current column flips direction; another column starts descending (the biggest
 * numbers, or the newest games, first).
 */
export function nextGameLogSort(
  current: Pick<GameLogUrlState, 'sort' | 'dir'>,
  sort: GameLogSort,
): Pick<GameLogUrlState, 'sort' | 'dir'> {
  if (current.sort === sort) return { sort, dir: current.dir === 'desc' ? 'asc' : 'desc' };
  return { sort, dir: 'desc' };
}

/** The API request of a state and page size: `seasonNumber`, `stage`, `sort`, `dir`, `limit`, `offset`. */
export function gameLogRequestParams(
  state: Omit<GameLogUrlState, 'page'> & { page?: number },
  limit: number,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.season !== null) params.set('seasonNumber', String(state.season));
  if (state.stage !== ALL_STAGES) params.set('stage', state.stage);
  params.set('sort', state.sort);
  params.set('dir', state.dir);
  params.set('limit', String(limit));
  params.set('offset', String(((state.page ?? 1) - 1) * limit));
  return params;
}
