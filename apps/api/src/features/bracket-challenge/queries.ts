/**
 * The bracket challenge's SQL (docs/product/pickem.md#bracket-challenge): a season's playoff matches and its
 * members' filled brackets.
 */
import type { ChallengeMatch } from '@league/shared/domain/bracket-challenge-season';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/league-sql.ts';
import { bracketEntries, matches, users } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';
import { intArray, toIso } from '../../db/sql-helpers.ts';

/** A playoff match with its score, as the challenge reads it. */
export interface PlayoffMatchRow extends ChallengeMatch {
  team1Score: number | null;
  team2Score: number | null;
}

/**
 * A season's playoff matches in schedule order. `forUpdate` locks them for the rest of the transaction, so a
 * bracket saved and a staff edit starting the first playoff match cannot cross.
 */
export function selectPlayoffMatches(db: Db | Tx, seasonId: number, forUpdate = false) {
  return queryRows<PlayoffMatchRow>(
    db,
    sql`select m.id, m.round, m.division, ${isoTimestamp(sql`m.date`)} as date, m.status,
        m.team1_name as "team1Name", m.team2_name as "team2Name",
        m.team1_score as "team1Score", m.team2_score as "team2Score"
      from ${matches} m where m.season_id = ${seasonId} and m.phase = 'playoffs'
      order by m.date, m.id ${forUpdate ? sql`for update` : sql``}`,
  );
}

export interface EntryRow {
  id: number;
  userId: number;
  name: string;
  picks: Record<string, string>;
  points: number | null;
  correct: number | null;
  updatedAt: string;
}

const entryColumns = {
  id: bracketEntries.id,
  userId: bracketEntries.userId,
  name: users.username,
  picks: bracketEntries.picks,
  points: bracketEntries.points,
  correct: bracketEntries.correct,
  updatedAt: bracketEntries.updatedAt,
};

const toEntryRow = (row: Omit<EntryRow, 'updatedAt'> & { updatedAt: Date }): EntryRow => ({
  ...row,
  updatedAt: toIso(row.updatedAt),
});

/** Every member's filled bracket of a season. */
export async function selectEntries(db: Db | Tx, seasonId: number): Promise<EntryRow[]> {
  const rows = await db
    .select(entryColumns)
    .from(bracketEntries)
    .innerJoin(users, eq(users.id, bracketEntries.userId))
    .where(eq(bracketEntries.seasonId, seasonId))
    .orderBy(bracketEntries.id);
  return rows.map(toEntryRow);
}

/** One member's filled bracket of a season. */
export async function selectEntryOf(db: Db, userId: number, seasonId: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(bracketEntries)
    .innerJoin(users, eq(users.id, bracketEntries.userId))
    .where(and(eq(bracketEntries.userId, userId), eq(bracketEntries.seasonId, seasonId)));
  return row ? toEntryRow(row) : undefined;
}

/** Saves a member's bracket of a season (a second one replaces the first). */
export async function upsertEntry(
  tx: Tx,
  entry: { userId: number; seasonId: number; picks: Record<string, string> },
): Promise<void> {
  await tx
    .insert(bracketEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [bracketEntries.userId, bracketEntries.seasonId],
      set: { picks: entry.picks, points: null, correct: null, updatedAt: sql`now()` },
    });
}

/** Sets the scores of some entries (nulls: nothing decided yet). */
export async function setEntryScores(
  tx: Tx,
  updates: readonly { id: number; points: number | null; correct: number | null }[],
): Promise<void> {
  if (updates.length === 0) return;
  // Array literals carry the nulls of a season whose results were all taken back as NULL.
  const ints = (values: (number | null)[]) => sql`${`{${values.map((v) => v ?? 'NULL').join(',')}}`}::int[]`;
  await tx.execute(
    sql`update ${bracketEntries} e set points = v.points, correct = v.correct
      from unnest(${intArray(updates.map((u) => u.id))}, ${ints(updates.map((u) => u.points))},
        ${ints(updates.map((u) => u.correct))}) as v(id, points, correct)
      where e.id = v.id`,
  );
}
