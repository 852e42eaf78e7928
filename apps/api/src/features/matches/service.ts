/** Schedule matches as the API answers them: the list, a season's matches, one match, a set read back. */
import { MATCH_LIST_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { Match } from '@league/shared/schemas/matches';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import type { Page, PageParams } from '../../lib/paging.ts';
import { assertSeasonExists } from '../seasons/service.ts';
import { findMatchesByIds, listMatches, type MatchFilter } from './match-read-queries.ts';
import { findMatch, selectSeasonScheduleRows } from './queries.ts';

/** Matches by date (or the latest first), filtered and paged: one query (ADR 34). */
export function listMatchPage(
  db: Db,
  filter: MatchFilter,
  page: PageParams,
  newestFirst = false,
): Promise<Page<Match>> {
  return listMatches(db, filter, page, newestFirst);
}

/**
 * The Following read's matches (docs/product/follows.md#pages): the next `limit` still to play of some teams
 * (by slug key), soonest first, or their last `limit` results, newest first.
 */
export async function listMatchesOfTeams(
  db: Db,
  teamKeys: readonly string[],
  which: 'next' | 'last',
  limit: number,
  now = new Date(),
): Promise<Match[]> {
  if (teamKeys.length === 0) return [];
  const filter: MatchFilter =
    which === 'next'
      ? { teamKeys, status: 'scheduled', from: now.toISOString() }
      : { teamKeys, status: 'completed' };
  return (await listMatches(db, filter, { limit }, which === 'last')).items;
}

/** The portal's matches table as a file (docs/product/portal.md#exports): every match of its filters. */
export function readMatchListExport(
  db: Db,
  filter: MatchFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<Match> {
  const narrowed = [
    filter.q,
    filter.seasonNumber && `season ${filter.seasonNumber}`,
    filter.status,
    filter.round,
    filter.from && `from ${filter.from}`,
    filter.to && `to ${filter.to}`,
  ];
  return {
    filename: exportFilename([siteName, 'matches', ...narrowed], format),
    columns: MATCH_LIST_EXPORT_COLUMNS,
    rows: everyPage((page) => listMatchPage(db, filter, page)),
  };
}

/** A season's matches by date; 404 for an unknown season. */
export async function listMatchesOfSeason(db: Db, seasonId: number, page: PageParams): Promise<Page<Match>> {
  await assertSeasonExists(db, seasonId);
  return listMatchPage(db, { seasonId }, page);
}

export async function getMatch(db: Db, id: number): Promise<Match> {
  const match = await findMatch(db, id);
  if (!match) throw notFound('Match');
  return match;
}

/** The matches an import wrote, read back for its answer. */
export async function readMatches(db: Db, ids: number[]): Promise<Match[]> {
  return findMatchesByIds(db, ids);
}

/** A season's matches as stored, every phase, by date: what the standings are computed from. */
export function listSeasonScheduleRows(db: Db, seasonId: number) {
  return selectSeasonScheduleRows(db, seasonId);
}

// A match's live score, for the results from the game (docs/product/live.md#match-state).
export { completeWithSets, liveScoreOf, readLiveMatch, saveLiveScore } from './live-service.ts';
