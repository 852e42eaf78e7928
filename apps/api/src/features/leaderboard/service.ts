/**
 * The stats leaderboard (docs/product/leaderboard.md#pages, docs/product/leaderboard.md#data,
 * docs/product/leaderboard.md#leaderboard-state, docs/product/leaderboard.md#advanced-filters): the SQL sums
 * of every player or team in a season and stage scope, then the shared `buildLeaderboard` for the mode,
 * search, advanced filters, sort and page. The page of rows is what travels; the sums of a scope stay in this
 * process for the next page, sort or search, and each answer is kept whole by the public read cache
 * (lib/public-read-cache.ts).
 */
import { buildLeaderboard, type LeaderboardRow } from '@league/shared/domain/leaderboard';
import {
  type LeaderboardViewState,
  leaderboardExportColumns,
  leaderboardExportFilename,
} from '@league/shared/domain/leaderboard-view';
import { leagueAveragePerSet, type RadarValues } from '@league/shared/domain/radar';
import { defaultColumnVisibility, visibleColumns } from '@league/shared/domain/stat-columns';
import type { ExportFormat } from '@league/shared/domain/table-export';
import type {
  LeaderboardQueryParams,
  LeaderboardResponse,
  PlayerTotalsRowDto,
  TeamTotalsRowDto,
} from '@league/shared/schemas/leaderboard';
import type { Db } from '../../db/client.ts';
import type { TableExport } from '../../lib/export-reply.ts';
import type { CachedRead } from '../../lib/read-path.ts';
import { type LeaderboardScope, selectPlayerRows, selectTeamRows } from './queries.ts';

/** Short on purpose: writes made outside the API (a script, psql) reach the cache only by expiry. */
export const LEADERBOARD_CACHE_TTL_MS = 5_000;
/** Each scope holds every player of a season or of the league: keep a few. */
const MAX_CACHED_SCOPES = 16;

export type LeaderboardScopeParams = Pick<LeaderboardQueryParams, 'view' | 'seasonNumber' | 'stage'>;

/** Every row of a scope, with what is computed over all of them. */
export type ScopeRows = (
  | { view: 'players'; rows: PlayerTotalsRowDto[] }
  | { view: 'teams'; rows: TeamTotalsRowDto[] }
) & { leagueAveragePerSet: RadarValues | null; generatedAt: string };

/** The sums of every player (or team) with stats in the scope, straight from SQL. */
export async function readLeaderboardRows(
  db: Db,
  query: LeaderboardScopeParams,
  now = new Date(),
): Promise<ScopeRows> {
  const scope: LeaderboardScope = { seasonNumber: query.seasonNumber, stage: query.stage };
  const generatedAt = now.toISOString();
  if (query.view === 'teams') {
    return { view: 'teams', rows: await selectTeamRows(db, scope), leagueAveragePerSet: null, generatedAt };
  }
  const rows = await selectPlayerRows(db, scope);
  const average = leagueAveragePerSet(rows.map((r) => ({ totals: r.totals, sets: r.setsPlayed })));
  return { view: 'players', rows, leagueAveragePerSet: average, generatedAt };
}

/** One page of the leaderboard from the rows of its scope. */
export function buildLeaderboardResponse(
  scopeRows: ScopeRows,
  query: LeaderboardQueryParams,
): LeaderboardResponse {
  const options = {
    mode: query.mode,
    search: query.q,
    filters: query.f,
    sort: { column: query.sort, direction: query.dir },
    qualify: query.qualify,
    // The board is cut into whole pages (the schema keeps offset a multiple of limit).
    page: query.offset / query.limit + 1,
    pageSize: query.limit,
  };
  const base = {
    seasonNumber: query.seasonNumber,
    stage: query.stage,
    mode: query.mode,
    leagueAveragePerSet: scopeRows.leagueAveragePerSet,
    generatedAt: scopeRows.generatedAt,
  };
  if (scopeRows.view === 'teams') {
    return { view: 'teams', ...base, ...buildLeaderboard(scopeRows.rows, options) };
  }
  const team = query.team;
  const rows = team === undefined ? scopeRows.rows : scopeRows.rows.filter((r) => r.teamId === team);
  return { view: 'players', ...base, ...buildLeaderboard(rows, options) };
}

/** The sums of the scopes read lately (a cache of the read path, cleared on every data change). */
export type ScopeCache = Pick<CachedRead<ScopeRows>, 'get'>;

/** How the scope cache is made: its lifetime and size, stated where it is used (docs/decisions/0040-one-freshness-map.md). */
export const SCOPE_CACHE = {
  ttlMs: LEADERBOARD_CACHE_TTL_MS,
  maxEntries: MAX_CACHED_SCOPES,
  follows: 'league-data',
} as const;

/** The sums of the query's scope, from the cache (loaded once for concurrent requests). */
function scopeRowsOf(scopes: ScopeCache, db: Db, query: LeaderboardQueryParams) {
  const scopeKey = `${query.view}|${query.seasonNumber ?? 'all'}|${query.stage}`;
  return scopes.get(scopeKey, () => readLeaderboardRows(db, query));
}

/** One page as JSON text, from the scope's cached sums. */
export async function readLeaderboardJson(
  scopes: ScopeCache,
  db: Db,
  query: LeaderboardQueryParams,
): Promise<string> {
  return JSON.stringify(buildLeaderboardResponse(await scopeRowsOf(scopes, db, query), query));
}

/** The query in the page's words, for a file's name and a share card's title. */
export function leaderboardViewStateOf(query: LeaderboardQueryParams): LeaderboardViewState {
  return {
    view: query.view,
    season: query.seasonNumber,
    stage: query.stage,
    mode: query.mode,
    sort: { column: query.sort, direction: query.dir },
    filters: query.f,
    search: query.q,
  };
}

/**
 * Every row of the view as a file (docs/product/leaderboard.md#sharing-and-exports): the rows of all its
 * pages, built by the same call as a page, in the same order and ranks, with the table's columns.
 */
export async function readLeaderboardExport(
  scopes: ScopeCache,
  db: Db,
  query: LeaderboardQueryParams,
  siteName: string,
  format: ExportFormat,
): Promise<TableExport<LeaderboardRow>> {
  const scopeRows = await scopeRowsOf(scopes, db, query);
  const everyRow = { ...query, offset: 0, limit: Math.max(1, scopeRows.rows.length) };
  const view = leaderboardViewStateOf(query);
  return {
    filename: leaderboardExportFilename(view, siteName, format),
    columns: leaderboardExportColumns({
      view: view.view,
      season: query.seasonNumber,
      mode: query.mode,
      stats: visibleColumns(query.cols ?? defaultColumnVisibility()),
    }),
    rows: buildLeaderboardResponse(scopeRows, everyRow).rows,
  };
}
