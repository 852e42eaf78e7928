/**
 * Comparing players side by side (docs/product/compare.md): the `?players=` list of the /compare page and
 * of its API call, the page's URL state and which value of a row is the best.
 */
import { parseSeasonNumber } from './list-filters.ts';
import { STAT_MODES, type StatColumnKey, type StatMode } from './stat-columns.ts';

/** At most this many players side by side (docs/product/compare.md#rules-and-constants). */
export const MAX_COMPARED_PLAYERS = 4;

export const TOO_MANY_PLAYERS_MESSAGE = `Compare at most ${MAX_COMPARED_PLAYERS} players at a time.`;

/** The ids of `?players=a,b,c`, or the first thing wrong with the list. */
export type ComparedPlayers = { ok: true; ids: number[] } | { ok: false; ids: number[]; message: string };

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Reads `a,b,c` (blank items and spaces ignored). Every item must be a player id, no id may repeat and
 * there may be at most four; an empty list is valid (the page then asks for players). On an error `ids`
 * still holds the readable distinct ids, at most four, so the page can offer to go on with those.
 */
export function parseComparedPlayers(raw: string | null | undefined): ComparedPlayers {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const ids: number[] = [];
  let message: string | null = null;
  for (const item of items) {
    const id = ID_TEXT.test(item) ? Number(item) : Number.NaN;
    if (!(id <= MAX_ID)) {
      message ??= `"${item}" is not a player id.`;
    } else if (ids.includes(id)) {
      message ??= `Player ${id} is listed more than once.`;
    } else {
      ids.push(id);
    }
  }
  if (ids.length > MAX_COMPARED_PLAYERS) message ??= TOO_MANY_PLAYERS_MESSAGE;
  const kept = ids.slice(0, MAX_COMPARED_PLAYERS);
  return message === null ? { ok: true, ids: kept } : { ok: false, ids: kept, message };
}

/** `?players=` text of ids, in their order. */
export function writeComparedPlayers(ids: readonly number[]): string {
  return ids.join(',');
}

/** The /compare page's state (docs/product/compare.md#pages), kept in its query string. */
export interface CompareUrlState {
  players: ComparedPlayers;
  /** Season number; null = career. */
  season: number | null;
  mode: StatMode;
}

export const COMPARE_PARAMS = { players: 'players', season: 'season', mode: 'mode' } as const;

export function parseCompareParams(params: URLSearchParams): CompareUrlState {
  const mode = params.get(COMPARE_PARAMS.mode);
  return {
    players: parseComparedPlayers(params.get(COMPARE_PARAMS.players)),
    season: parseSeasonNumber(params.get(COMPARE_PARAMS.season)),
    mode: STAT_MODES.find((m) => m === mode) ?? 'total',
  };
}

/** The query string of a state (defaults left out); the players list keeps its commas readable. */
export function writeCompareParams(state: {
  ids: readonly number[];
  season: number | null;
  mode: StatMode;
}): string {
  const parts: string[] = [];
  if (state.ids.length > 0) parts.push(`${COMPARE_PARAMS.players}=${writeComparedPlayers(state.ids)}`);
  if (state.season !== null) parts.push(`${COMPARE_PARAMS.season}=${state.season}`);
  if (state.mode !== 'total') parts.push(`${COMPARE_PARAMS.mode}=${state.mode}`);
  return parts.join('&');
}

/** The ids with one more player at the end (no-op when already there or the list is full). */
export function addComparedPlayer(ids: readonly number[], id: number): number[] {
  if (ids.includes(id) || ids.length >= MAX_COMPARED_PLAYERS) return [...ids];
  return [...ids, id];
}

/**
 * Columns where less is better (docs/product/compare.md#rules-and-constants): the error counts. Everything
 * else is better higher.
 */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set<StatColumnKey>([
  'spikingErrors',
  'settingErrors',
  'servingErrors',
  'miscErrors',
  'totalErrors',
]);

export function isLowerBetter(key: StatColumnKey): boolean {
  return LOWER_IS_BETTER.has(key);
}

/**
 * Indexes of a row's best values (docs/product/compare.md#rules-and-constants): the highest, or the lowest
 * for error columns; every player tied at the best is marked. Values that are not numbers are never best.
 * No mark when fewer than two values are compared or all are equal (nobody is ahead). The page passes the
 * values as shown (rounded), so two players who read the same are both marked or neither.
 */
export function bestValueIndexes(values: readonly number[], lowerIsBetter: boolean): number[] {
  const finite = values.filter((v) => Number.isFinite(v));
  if (values.length < 2 || finite.length === 0) return [];
  const best = lowerIsBetter ? Math.min(...finite) : Math.max(...finite);
  if (values.every((v) => v === best)) return [];
  return values.flatMap((v, i) => (v === best ? [i] : []));
}
