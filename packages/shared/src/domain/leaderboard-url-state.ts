/**
 * The leaderboard's whole state (docs/product/leaderboard.md#leaderboard-state) in the /stats query string,
 * so a view can be shared and survives reload and back. Defaults are left out of the URL; anything unreadable
 * falls back to its default. Shared: the page reads it, and the server reads it too to preload the page's
 * first request.
 */

import { encodeStatFilter, parseStatFilter, type StatFilter } from './filters.ts';
import {
  DEFAULT_LEADERBOARD_QUERY,
  LEADERBOARD_PAGE_SIZE,
  type LeaderboardSort,
  type LeaderboardView,
  type SortColumn,
} from './leaderboard.ts';
import { parsePageNumber, parseSeasonNumber } from './list-filters.ts';
import type { QualifyChoice } from './qualification.ts';
import { isStageFilter, type StageFilter } from './stages.ts';
import {
  type ColumnVisibility,
  defaultColumnVisibility,
  isStatColumnKey,
  STAT_COLUMN_KEYS,
  STAT_MODES,
  type StatMode,
} from './stat-columns.ts';

export interface LeaderboardUrlState {
  view: LeaderboardView;
  /** Season number; null = all seasons. */
  season: number | null;
  stage: StageFilter;
  mode: StatMode;
  search: string;
  sort: LeaderboardSort;
  /** 1-based. */
  page: number;
  visibility: ColumnVisibility;
  filters: StatFilter[];
  /** Rates rank qualified rows only unless `off` (docs/product/leaderboard.md#qualification). */
  qualify: QualifyChoice;
}

/** Query-string keys; `q` is shared with the debounced search box. */
export const LEADERBOARD_PARAMS = {
  search: 'q',
  season: 'season',
  stage: 'stage',
  mode: 'mode',
  view: 'view',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  columns: 'cols',
  filter: 'f',
  qualify: 'qualify',
} as const;

const P = LEADERBOARD_PARAMS;
const NO_COLUMNS = 'none';

function parseSort(column: string | null, direction: string | null): LeaderboardSort {
  const fallback = DEFAULT_LEADERBOARD_QUERY.sort;
  const valid = column === 'name' || (column !== null && isStatColumnKey(column));
  return {
    column: valid ? (column as SortColumn) : fallback.column,
    direction: direction === 'asc' ? 'asc' : direction === 'desc' ? 'desc' : fallback.direction,
  };
}

/** The visible columns of a `cols` value (absent: the defaults; `none`: no stat column). */
export function parseColumns(raw: string | null): ColumnVisibility {
  const visibility = defaultColumnVisibility();
  if (raw === null) return visibility;
  const chosen = new Set(raw === NO_COLUMNS ? [] : raw.split(','));
  for (const key of STAT_COLUMN_KEYS) visibility[key] = chosen.has(key);
  return visibility;
}

/** `teams`, or `team` as links shared before the page spelled views as the API does. */
const isTeamsView = (value: string | null) => value === 'teams' || value === 'team';

export function parseLeaderboardParams(params: URLSearchParams, maxSeason: number): LeaderboardUrlState {
  const mode = params.get(P.mode);
  const stage = params.get(P.stage)?.toUpperCase() ?? '';
  return {
    view: isTeamsView(params.get(P.view)) ? 'teams' : 'players',
    season: parseSeasonNumber(params.get(P.season), maxSeason),
    stage: isStageFilter(stage) ? stage : 'all',
    mode: (STAT_MODES as readonly string[]).includes(mode ?? '') ? (mode as StatMode) : 'total',
    search: params.get(P.search) ?? '',
    sort: parseSort(params.get(P.sort), params.get(P.direction)),
    page: parsePageNumber(params.get(P.page)),
    visibility: parseColumns(params.get(P.columns)),
    filters: params
      .getAll(P.filter)
      .map((raw, index) => parseStatFilter(raw, `f${index}`))
      .filter((f): f is StatFilter => f !== null)
      .map((f, index) => ({ ...f, id: `f${index}` })),
    qualify: params.get(P.qualify) === 'off' ? 'off' : 'auto',
  };
}

function columnsParam(visibility: ColumnVisibility): string | null {
  const defaults = defaultColumnVisibility();
  if (STAT_COLUMN_KEYS.every((key) => visibility[key] === defaults[key])) return null;
  const on = STAT_COLUMN_KEYS.filter((key) => visibility[key]);
  return on.length === 0 ? NO_COLUMNS : on.join(',');
}

/** The query string of a state, defaults left out, in a stable order. */
export function writeLeaderboardParams(state: LeaderboardUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_LEADERBOARD_QUERY;
  if (state.view !== defaults.view) params.set(P.view, state.view);
  if (state.season !== null) params.set(P.season, String(state.season));
  if (state.stage !== 'all') params.set(P.stage, state.stage);
  if (state.mode !== defaults.mode) params.set(P.mode, state.mode);
  if (state.search) params.set(P.search, state.search);
  if (state.sort.column !== defaults.sort.column) params.set(P.sort, state.sort.column);
  if (state.sort.direction !== defaults.sort.direction) params.set(P.direction, state.sort.direction);
  const columns = columnsParam(state.visibility);
  if (columns !== null) params.set(P.columns, columns);
  for (const filter of state.filters) params.append(P.filter, encodeStatFilter(filter));
  if (state.qualify !== defaults.qualify) params.set(P.qualify, state.qualify);
  if (state.page > 1) params.set(P.page, String(state.page));
  return params;
}

const PAGE_RESETTING: readonly (keyof LeaderboardUrlState)[] = [
  'search',
  'season',
  'filters',
  'stage',
  'qualify',
];

/**
 * Applies a change (docs/product/leaderboard.md#leaderboard-state): changing search, season, filters, stage
 * or the qualification resets the page to 1 unless the change names the page itself.
 */
export function applyLeaderboardChange(
  state: LeaderboardUrlState,
  patch: Partial<LeaderboardUrlState>,
): LeaderboardUrlState {
  const resets = PAGE_RESETTING.some((key) => key in patch) && !('page' in patch);
  return { ...state, ...patch, ...(resets ? { page: 1 } : {}) };
}

/**
 * The GET /api/leaderboard query of a state (everything but the column visibility), defaults left out in
 * a fixed order, so one view is one URL: one cache entry in the app, on the server and in the browser's
 * preload of a first visit.
 */
export function leaderboardRequestParams(state: Omit<LeaderboardUrlState, 'visibility'>): URLSearchParams {
  const defaults = DEFAULT_LEADERBOARD_QUERY;
  const params = new URLSearchParams({ view: state.view, stage: state.stage });
  if (state.season !== null) params.set('seasonNumber', String(state.season));
  if (state.mode !== defaults.mode) params.set('mode', state.mode);
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.sort.column !== defaults.sort.column) params.set('sort', state.sort.column);
  if (state.sort.direction !== defaults.sort.direction) params.set('dir', state.sort.direction);
  for (const filter of state.filters) params.append('f', encodeStatFilter(filter));
  if (state.qualify !== defaults.qualify) params.set('qualify', state.qualify);
  // The API pages like every list, by offset; its default limit is this page's size.
  if (state.page > 1) params.set('offset', String((state.page - 1) * LEADERBOARD_PAGE_SIZE));
  return params;
}
