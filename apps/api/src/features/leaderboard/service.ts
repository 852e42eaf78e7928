/**
 * The leaderboard read model (public §2 Stats leaderboard, §3 Team aggregate): rows in exactly the shapes
 * of the shared `PlayerTotalsRow` / `TeamTotalsRow`, so the page runs `buildLeaderboard` on them for
 * search, mode, filters, sort and pages without another request.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type {
  LeaderboardQueryParams,
  LeaderboardResponse,
  PlayerTotalsRowDto,
  TeamTotalsRowDto,
} from '@league/shared/schemas/leaderboard';
import type { Db } from '../../db/client.ts';
import { weakEtagOf } from '../../lib/http-cache.ts';
import { type LeaderboardScope, selectPlayerRowsJson, selectTeamRowsJson } from './queries.ts';
import { ReadCache } from './read-cache.ts';

const gzipAsync = promisify(gzip);

/** Short on purpose: writes made outside the API (a script, psql) reach the cache only by expiry. */
export const LEADERBOARD_CACHE_TTL_MS = 5_000;
/** Below this a compressed copy is not worth keeping. */
const GZIP_MIN_BYTES = 2048;

export type LeaderboardScopeParams = Pick<LeaderboardQueryParams, 'view' | 'season' | 'stage'>;

export async function readLeaderboard(
  db: Db,
  query: LeaderboardScopeParams,
  now = new Date(),
): Promise<LeaderboardResponse> {
  const scope: LeaderboardScope = { seasonNumber: query.season, stage: query.stage };
  const base = { seasonNumber: query.season, stage: query.stage, generatedAt: now.toISOString() };
  // The SQL builds the rows in their API shape (see queries.ts); parsing also drops PostgreSQL's spacing.
  if (query.view === 'teams') {
    const rows = JSON.parse(await selectTeamRowsJson(db, scope)) as TeamTotalsRowDto[];
    return { view: 'teams', rows, ...base };
  }
  const rows = JSON.parse(await selectPlayerRowsJson(db, scope)) as PlayerTotalsRowDto[];
  return { view: 'players', rows, ...base };
}

/** A response ready to send, computed once per cache entry: JSON text, its gzip copy and validator. */
export interface LeaderboardEntry {
  json: string;
  gzipped: Buffer | null;
  etag: string;
}

export function createLeaderboardCache(ttlMs = LEADERBOARD_CACHE_TTL_MS): ReadCache<LeaderboardEntry> {
  return new ReadCache<LeaderboardEntry>(ttlMs);
}

/**
 * Reads through the cache. The body is serialized (and compressed: the all-seasons player view of a big
 * league is megabytes of repetitive JSON) once per entry rather than on every hit. The ETag hashes
 * everything but `generatedAt`, so unchanged data keeps its ETag across cache refreshes and instances.
 */
export function readLeaderboardCached(
  cache: ReadCache<LeaderboardEntry>,
  db: Db,
  query: LeaderboardScopeParams,
): Promise<LeaderboardEntry> {
  const key = `${query.view}|${query.season ?? 'all'}|${query.stage}`;
  return cache.getOrLoad(key, async () => {
    const { generatedAt, ...data } = await readLeaderboard(db, query);
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
