/**
 * SQL fragments that the queries of several features compose: the season with a number (season filters
 * on teams, games, awards and players) and the 13 stat numbers of a line or their sums. They live here,
 * beside the schema, so that no feature's queries import another feature's.
 */
import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { seasons, stats } from './schema.ts';

/** Subquery of the id of the season with this number, for `seasonNumber` filters on other tables. */
export function seasonIdsWithNumber(db: Db, seasonNumber: number) {
  return db.select({ id: seasons.id }).from(seasons).where(eq(seasons.seasonNumber, seasonNumber));
}

/** The line's 13 numbers, for a select. */
export function statColumns(): { [F in StatField]: (typeof stats)[F] } {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, stats[f]])) as { [F in StatField]: (typeof stats)[F] };
}

/**
 * Sums of the 13 numbers over the grouped lines; 0 (not null) for a group without lines. Every read that
 * totals stats aggregates in SQL with these, so no endpoint ships raw lines just to add them up.
 */
export function statSumColumns(): Record<StatField, SQL<number>> {
  return Object.fromEntries(
    STAT_FIELDS.map((f) => [f, sql<number>`coalesce(sum(${stats[f]}), 0)::int`]),
  ) as Record<StatField, SQL<number>>;
}
