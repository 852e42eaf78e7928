/**
 * The stats leaderboard (public §2 Stats leaderboard, §3 Team aggregate, §4 state, §5 filters): the SQL
 * sums of every player or team in a season and stage scope, then the shared `buildLeaderboard` for the
 * mode, search, advanced filters, sort and page. The page of rows is what travels; the sums of a scope
 * stay in this process for the next page, sort or search.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { buildLeaderboard } from '@league/shared/domain/leaderboard';
import { leagueAveragePerSet, type RadarValues } from '@league/shared/domain/radar';
import type {
  LeaderboardQueryParams,
  LeaderboardResponse,
  PlayerTotalsRowDto,
  TeamTotalsRowDto,
} from '@league/shared/schemas/leaderboard';
import type { Db } from '../../db/client.ts';
import { weakEtagOf } from '../../lib/http-cache.ts';
import { type LeaderboardScope, selectPlayerRows, selectTeamRows } from './queries.ts';
import { ReadCache } from './read-cache.ts';

const gzipAsync = promisify(gzip);

/** Short on purpose: writes made outside the API (a script, psql) reach the cache only by expiry. */
export const LEADERBOARD_CACHE_TTL_MS = 5_000;
/** Scopes are big (every player of a season, or of the league); pages are small and many. */
const MAX_CACHED_SCOPES = 16;
const MAX_CACHED_PAGES = 512;
/** Below this a compressed copy is not worth keeping. */
const GZIP_MIN_BYTES = 2048;

export type LeaderboardScopeParams = Pick<LeaderboardQueryParams, 'view' | 'season' | 'stage'>;

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
  const scope: LeaderboardScope = { seasonNumber: query.season, stage: query.stage };
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
    page: query.page,
    pageSize: query.pageSize,
  };
  const base = {
    seasonNumber: query.season,
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

/** A response ready to send, computed once per cache entry: JSON text, its gzip copy and validator. */
export interface LeaderboardEntry {
  json: string;
  gzipped: Buffer | null;
  etag: string;
}

export interface LeaderboardCaches {
  scopes: ReadCache<ScopeRows>;
  pages: ReadCache<LeaderboardEntry>;
  clear(): void;
}

export function createLeaderboardCaches(ttlMs = LEADERBOARD_CACHE_TTL_MS): LeaderboardCaches {
  const scopes = new ReadCache<ScopeRows>(ttlMs, MAX_CACHED_SCOPES);
  const pages = new ReadCache<LeaderboardEntry>(ttlMs, MAX_CACHED_PAGES);
  return {
    scopes,
    pages,
    clear() {
      scopes.clear();
      pages.clear();
    },
  };
}

/** The cache key of a request: every parameter, normalized by the schema. */
function pageKey(query: LeaderboardQueryParams): string {
  const filters = query.f.map((f) => `${f.stat}.${f.operator}.${f.value}`).join('&');
  return [
    query.view,
    query.season ?? 'all',
    query.stage,
    query.mode,
    query.q.trim().toLowerCase(),
    query.sort,
    query.dir,
    filters,
    query.page,
    query.pageSize,
    query.team ?? '',
  ].join('|');
}

/**
 * Reads through both caches. The body is serialized and compressed once per entry rather than on every
 * hit. The ETag hashes everything but `generatedAt`, so unchanged data keeps its ETag across cache
 * refreshes and instances.
 */
export function readLeaderboardCached(
  caches: LeaderboardCaches,
  db: Db,
  query: LeaderboardQueryParams,
): Promise<LeaderboardEntry> {
  return caches.pages.getOrLoad(pageKey(query), async () => {
    const scopeKey = `${query.view}|${query.season ?? 'all'}|${query.stage}`;
    const scopeRows = await caches.scopes.getOrLoad(scopeKey, () => readLeaderboardRows(db, query));
    const { generatedAt, ...data } = buildLeaderboardResponse(scopeRows, query);
    const dataJson = JSON.stringify(data);
    // `data` always serializes to an object: append generatedAt instead of stringifying the rows twice.
    const json = `${dataJson.slice(0, -1)},"generatedAt":${JSON.stringify(generatedAt)}}`;
    const gzipped = json.length >= GZIP_MIN_BYTES ? await gzipAsync(json) : null;
    return { json, gzipped, etag: weakEtagOf(dataJson) };
  });
}

/** Whether Accept-Encoding allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
