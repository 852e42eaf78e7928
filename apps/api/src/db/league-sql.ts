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

/** A stat line's id, game, player and 13 numbers, in that order: the front of a packed row (packed-rows.ts). */
export function packedStatLineColumns(): SQL[] {
  return [
    sql`${stats.id}`,
    sql`${stats.gameId}`,
    sql`${stats.playerId}`,
    ...STAT_FIELDS.map((f) => sql`${stats[f]}`),
  ];
}

export type PackedStatLine = { id: number; gameId: number; playerId: number } & Record<StatField, number>;

/** The stat line at the front of a packed row read with packedStatLineColumns, and what follows it. */
export function unpackStatLine(row: readonly unknown[]): { line: PackedStatLine; rest: unknown[] } {
  const [id, gameId, playerId] = row as [number, number, number];
  const line = { id, gameId, playerId } as PackedStatLine;
  STAT_FIELDS.forEach((f, i) => {
    line[f] = row[3 + i] as number;
  });
  return { line, rest: row.slice(3 + STAT_FIELDS.length) };
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
