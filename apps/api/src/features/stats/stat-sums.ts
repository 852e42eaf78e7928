/**
 * The 13 stat fields as SQL: plain columns for a line, sums for totals. Every read that totals stats
 * aggregates in SQL with these so no endpoint ships raw lines just to add them up.
 */
import { STAT_FIELDS, type StatField, type StatNumbers } from '@league/shared/domain/league';
import { type SQL, sql } from 'drizzle-orm';
import { stats } from '../../db/schema.ts';

/** The line's 13 numbers, for a select. */
export function statColumns(): { [F in StatField]: (typeof stats)[F] } {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, stats[f]])) as { [F in StatField]: (typeof stats)[F] };
}

/** Sums of the 13 numbers over the grouped lines; 0 (not null) for a group without lines. */
export function statSumColumns(): Record<StatField, SQL<number>> {
  return Object.fromEntries(
    STAT_FIELDS.map((f) => [f, sql<number>`coalesce(sum(${stats[f]}), 0)::int`]),
  ) as Record<StatField, SQL<number>>;
}

/** Only the 13 numbers of a row that carries more. */
export function pickStatNumbers(row: StatNumbers): StatNumbers {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, row[f]])) as StatNumbers;
}

export function zeroStats(): StatNumbers {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, 0])) as StatNumbers;
}

/** Field-by-field sum of many stat rows. */
export function addStats(rows: readonly StatNumbers[]): StatNumbers {
  const total = zeroStats();
  for (const row of rows) for (const f of STAT_FIELDS) total[f] += row[f];
  return total;
}
