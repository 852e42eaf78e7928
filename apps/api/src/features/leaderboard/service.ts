/**
 * The leaderboard read model (public §2 Stats leaderboard, §3 Team aggregate): rows in exactly the shapes
 * of the shared `PlayerTotalsRow` / `TeamTotalsRow`, so the page runs `buildLeaderboard` on them for
 * search, mode, filters, sort and pages without another request.
 */
import { type PlayerTotalsRow, type TeamTotalsRow } from '@league/shared/domain/leaderboard';
import { pickStatNumbers } from '@league/shared/domain/derived-stats';
import type {
  LeaderboardQueryParams,
  LeaderboardResponse,
  PlayerTotalsRowDto,
  TeamTotalsRowDto,
} from '@league/shared/schemas/leaderboard';
import type { Db } from '../../db/client.ts';
import { type LeaderboardScope, type PlayerSumsRow, selectPlayerSums, selectTeamSums, type TeamSumsRow } from './queries.ts';
import { ReadCache, weakEtagOf } from './read-cache.ts';

/** Short on purpose: other instances' stat writes reach this one's cache only by expiry. */
export const LEADERBOARD_CACHE_TTL_MS = 5_000;

export function toPlayerRow(row: PlayerSumsRow): PlayerTotalsRowDto & PlayerTotalsRow {
  return {
    kind: 'player',
    id: row.id,
    name: row.name,
    teamName: row.teamName,
    teamId: row.teamId,
    gamesPlayed: row.gamesPlayed,
    setsPlayed: row.setsPlayed,
    totals: pickStatNumbers(row),
  };
}

export function toTeamRow(row: TeamSumsRow): TeamTotalsRowDto & TeamTotalsRow {
  return {
    kind: 'team',
    id: `${row.name}-${row.seasonNumber}`,
    teamId: row.teamId,
    name: row.name,
    seasonNumber: row.seasonNumber,
    logoUrl: row.logoUrl,
    playerCount: row.playerCount,
    gamesPlayed: row.gamesPlayed,
    totalSets: row.totalSets,
    totals: pickStatNumbers(row),
  };
}

export async function readLeaderboard(
  db: Db,
  query: Pick<LeaderboardQueryParams, 'view' | 'season' | 'stage'>,
  now = new Date(),
): Promise<LeaderboardResponse> {
  const scope: LeaderboardScope = { seasonNumber: query.season, stage: query.stage };
  const base = { seasonNumber: query.season, stage: query.stage, generatedAt: now.toISOString() };
  if (query.view === 'teams') {
    return { view: 'teams', rows: (await selectTeamSums(db, scope)).map(toTeamRow), ...base };
  }
  return { view: 'players', rows: (await selectPlayerSums(db, scope)).map(toPlayerRow), ...base };
}

/** A response ready to send: the JSON text and its validator, computed once per cache entry. */
export interface LeaderboardEntry {
  json: string;
  etag: string;
}

export function createLeaderboardCache(ttlMs = LEADERBOARD_CACHE_TTL_MS): ReadCache<LeaderboardEntry> {
  return new ReadCache<LeaderboardEntry>(ttlMs);
}

/**
 * Reads through the cache. The body is serialized here once per entry (not on every hit), and the ETag
 * hashes everything but `generatedAt`, so unchanged data keeps its ETag across cache refreshes.
 */
export function readLeaderboardCached(
  cache: ReadCache<LeaderboardEntry>,
  db: Db,
  query: Pick<LeaderboardQueryParams, 'view' | 'season' | 'stage'>,
): Promise<LeaderboardEntry> {
  const key = `${query.view}|${query.season ?? 'all'}|${query.stage}`;
  return cache.getOrLoad(key, async () => {
    const { generatedAt, ...data } = await readLeaderboard(db, query);
    const dataJson = JSON.stringify(data);
    // Same key order as the schema's object: view, rows, seasonNumber, stage, generatedAt.
    return { json: `${dataJson.slice(0, -1)},"generatedAt":${JSON.stringify(generatedAt)}}`, etag: weakEtagOf(dataJson) };
  });
}
