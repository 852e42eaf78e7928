/** The staff side's SQL for teams: name checks, inserts, edits, locks and deletes. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { games, seasons, teams } from '../../db/schema.ts';

/** The id of the season with this number, if there is one. */
export async function findSeasonIdByNumber(db: Db, seasonNumber: number) {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(eq(seasons.seasonNumber, seasonNumber));
  return row?.id;
}

/** Another team of the season with this name (any case), if there is one. */
export async function findTeamIdByName(db: Db, seasonId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.seasonId, seasonId),
        sql`lower(${teams.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(teams.id, exceptId),
      ),
    );
  return row?.id;
}

/** How many games the team played, on either side. */
export function countGamesOfTeam(db: Db | Tx, teamId: number) {
  return db.$count(games, or(eq(games.team1Id, teamId), eq(games.team2Id, teamId)));
}

export async function insertTeam(db: Db, values: typeof teams.$inferInsert): Promise<number> {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  return row!.id;
}

export async function updateTeam(
  db: Db,
  id: number,
  values: Partial<typeof teams.$inferInsert>,
): Promise<void> {
  await db.update(teams).set(values).where(eq(teams.id, id));
}

/** Locks the team's row until the transaction ends; false when there is no such team. */
export async function lockTeam(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).for('update');
  return row !== undefined;
}

/** Deletes the team; its roster links go with it (cascade). */
export async function deleteTeamRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(teams).where(eq(teams.id, id));
}
