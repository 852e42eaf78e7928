/** The SQL of the staff writes on players (admin-service.ts); the reads are in queries.ts. */
import type { BatchPlayerRow, UpdatePlayerBody } from '@league/shared/schemas/players-admin';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { awardPlayers, awards, players, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';

/** Every team whose lower-cased name is one of `keys`, with its season number. */
export function listTeamsNamed(db: Db, keys: string[]) {
  return db
    .select({ id: teams.id, key: sql<string>`lower(${teams.name})`, seasonNumber: seasons.seasonNumber })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(inArray(sql`lower(${teams.name})`, keys));
}

/** Which of these season numbers exist. */
export async function listExistingSeasonNumbers(db: Db, seasonNumbers: number[]): Promise<number[]> {
  const rows = await db
    .select({ n: seasons.seasonNumber })
    .from(seasons)
    .where(inArray(seasons.seasonNumber, seasonNumbers));
  return rows.map((s) => s.n);
}

/**
 * The id of the player with the row's name, created if there is none; the position follows the row.
 * Undefined when the row can be neither inserted nor found (a concurrent rename).
 */
export async function upsertPlayerRow(tx: Tx, row: BatchPlayerRow): Promise<number | undefined> {
  // ON CONFLICT DO NOTHING: a concurrent batch creating the same name makes this a lookup, not an error.
  const [created] = await tx
    .insert(players)
    .values({ name: row.name, position: row.position })
    .onConflictDoNothing()
    .returning({ id: players.id });
  if (created) return created.id;
  const [existing] = await tx
    .update(players)
    .set({ position: row.position })
    .where(sql`lower(${players.name}) = ${row.name}`)
    .returning({ id: players.id });
  return existing?.id;
}

/** Roster links; a link that exists already is left as it is. */
export async function linkPlayerToTeams(tx: Tx, playerId: number, teamIds: number[]): Promise<void> {
  if (teamIds.length === 0) return;
  await tx
    .insert(teamPlayers)
    .values(teamIds.map((teamId) => ({ teamId, playerId })))
    .onConflictDoNothing();
}

/** Another player with this (lower-cased) name, if there is one. */
export async function findOtherPlayerIdByName(db: Db, name: string, exceptId: number) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(sql`lower(${players.name}) = ${name}`, ne(players.id, exceptId)));
  return row?.id;
}

export async function updatePlayer(db: Db, id: number, body: UpdatePlayerBody): Promise<void> {
  await db.update(players).set(body).where(eq(players.id, id));
}

/** Locks the player's row until the transaction ends; false when there is no such player. */
export async function lockPlayer(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: players.id }).from(players).where(eq(players.id, id)).for('update');
  return row !== undefined;
}

export function countLinesOfPlayer(db: Db | Tx, playerId: number) {
  return db.$count(stats, eq(stats.playerId, playerId));
}

/** Awards whose only recipient is this player. */
export async function listAwardsOnlyOf(tx: Tx, playerId: number): Promise<number[]> {
  const ofPlayer = tx
    .select({ id: awardPlayers.awardId })
    .from(awardPlayers)
    .where(eq(awardPlayers.playerId, playerId));
  const rows = await tx
    .select({ id: awardPlayers.awardId })
    .from(awardPlayers)
    .where(inArray(awardPlayers.awardId, ofPlayer))
    .groupBy(awardPlayers.awardId)
    .having(sql`count(*) = 1`);
  return rows.map((r) => r.id);
}

/** Deletes the player (roster and award links go with it) and the awards given. */
export async function deletePlayerAndAwards(tx: Tx, id: number, awardIds: number[]): Promise<void> {
  await tx.delete(players).where(eq(players.id, id));
  if (awardIds.length > 0) await tx.delete(awards).where(inArray(awards.id, awardIds));
}
