/**
 * One match: its read as the API answers it (the shape is built in match-read-queries.ts), its stored row and
 * the staff's writes of it; and a season's schedule rows as the standings read them. A bracket import's
 * writes are in import-queries.ts.
 */
import type { Match } from '@league/shared/schemas/matches';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matches } from '../../db/schema.ts';
import { readMatches } from './match-read-queries.ts';

export async function findMatch(db: Db, id: number): Promise<Match | undefined> {
  return (await readMatches(db, eq(matches.id, id), {})).items[0];
}

/**
 * A season's matches as the schedule stores them, every phase, by date (docs/product/standings.md#data): the
 * rows the standings read as they are.
 */
export function selectSeasonScheduleRows(db: Db, seasonId: number) {
  return db
    .select({
      id: matches.id,
      status: matches.status,
      phase: matches.phase,
      region: matches.region,
      division: matches.division,
      date: matches.date,
      team1Name: matches.team1Name,
      team2Name: matches.team2Name,
      team1Score: matches.team1Score,
      team2Score: matches.team2Score,
      set1Score: matches.set1Score,
      set2Score: matches.set2Score,
      set3Score: matches.set3Score,
      set4Score: matches.set4Score,
      set5Score: matches.set5Score,
    })
    .from(matches)
    .where(eq(matches.seasonId, seasonId))
    .orderBy(asc(matches.date), asc(matches.id));
}

export type MatchValues = typeof matches.$inferInsert;
export type MatchRecord = typeof matches.$inferSelect;

export async function findMatchRecord(db: Db, id: number): Promise<MatchRecord | undefined> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row;
}

/** Every match from `from` (inclusive) to `to` (exclusive), by date. */
export function listMatchRecordsBetween(db: Db, from: Date, to: Date): Promise<MatchRecord[]> {
  return db
    .select()
    .from(matches)
    .where(and(gte(matches.date, from), lt(matches.date, to)))
    .orderBy(asc(matches.date), asc(matches.id));
}

export async function insertMatch(db: Db, values: MatchValues): Promise<number> {
  const [row] = await db.insert(matches).values(values).returning({ id: matches.id });
  return row!.id;
}

export async function updateMatchRow(db: Db, id: number, change: Partial<MatchValues>): Promise<void> {
  await db.update(matches).set(change).where(eq(matches.id, id));
}

/** False when there was no such match. */
export async function deleteMatchRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(matches).where(eq(matches.id, id)).returning({ id: matches.id });
  return deleted.length > 0;
}
