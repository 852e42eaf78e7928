import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { seasonIdsWithNumber } from '../../db/league-sql.ts';
import { awardPlayers, awards, players, seasons } from '../../db/schema.ts';
import { anyId, containsText, equalsIgnoringCase } from '../../db/sql-helpers.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

export interface AwardFilter {
  /** A recipient's name fragment. */
  q?: string | undefined;
  seasonNumber?: number | undefined;
  type?: string | undefined;
  /** Internal: a season page's awards. */
  seasonId?: number | undefined;
  /** Internal: the awards of a list of seasons. */
  seasonIds?: readonly number[] | undefined;
  /** Internal: one player's awards. */
  playerId?: number | undefined;
}

const awardIdsWhere = (db: Db, condition: SQL) =>
  db.select({ id: awardPlayers.awardId }).from(awardPlayers).where(condition);

function awardWhere(db: Db, filter: AwardFilter): SQL | undefined {
  return and(
    filter.q
      ? inArray(
          awards.id,
          db
            .select({ id: awardPlayers.awardId })
            .from(awardPlayers)
            .innerJoin(players, eq(players.id, awardPlayers.playerId))
            .where(containsText(players.name, filter.q)),
        )
      : undefined,
    filter.seasonNumber !== undefined
      ? inArray(awards.seasonId, seasonIdsWithNumber(db, filter.seasonNumber))
      : undefined,
    filter.type ? equalsIgnoringCase(awards.type, filter.type) : undefined,
    filter.seasonId !== undefined ? eq(awards.seasonId, filter.seasonId) : undefined,
    filter.seasonIds !== undefined ? anyId(awards.seasonId, filter.seasonIds) : undefined,
    filter.playerId !== undefined
      ? inArray(awards.id, awardIdsWhere(db, eq(awardPlayers.playerId, filter.playerId)))
      : undefined,
  );
}

const selectAwards = (db: Db) =>
  db
    .select({
      id: awards.id,
      type: awards.type,
      description: awards.description,
      imageUrl: awards.imageUrl,
      createdAt: awards.createdAt,
      seasonId: awards.seasonId,
      season: { id: seasons.id, seasonNumber: seasons.seasonNumber },
    })
    .from(awards)
    .innerJoin(seasons, eq(seasons.id, awards.seasonId));

export type AwardRow = NonNullable<Awaited<ReturnType<typeof findAward>>>;

/** Awards newest season first, then in the order they were given. */
export function listAwards(db: Db, filter: AwardFilter, page: PageParams) {
  const where = awardWhere(db, filter);
  return loadPage(
    page,
    () =>
      withPage(
        selectAwards(db).where(where).orderBy(desc(seasons.seasonNumber), asc(awards.id)).$dynamic(),
        page,
      ),
    () => db.$count(awards, where),
  );
}

export async function findAward(db: Db, id: number) {
  const [row] = await selectAwards(db).where(eq(awards.id, id));
  return row;
}

/** Recipients of some awards, by name. */
export function listRecipients(db: Db, awardIds: readonly number[]) {
  return db
    .select({ awardId: awardPlayers.awardId, id: players.id, name: players.name })
    .from(awardPlayers)
    .innerJoin(players, eq(players.id, awardPlayers.playerId))
    .where(anyId(awardPlayers.awardId, awardIds))
    .orderBy(sql`lower(${players.name})`, asc(players.id));
}

export async function seasonExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id));
  return row !== undefined;
}

/** The id of the player with this (lower-cased) name, if there is one. */
export async function findPlayerIdByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(sql`lower(${players.name}) = ${name}`);
  return row?.id;
}

export async function insertAward(
  tx: Tx,
  values: typeof awards.$inferInsert,
  playerId: number,
): Promise<number> {
  const [award] = await tx.insert(awards).values(values).returning({ id: awards.id });
  await tx.insert(awardPlayers).values({ awardId: award!.id, playerId });
  return award!.id;
}

export async function updateAward(tx: Tx, id: number, changes: Partial<typeof awards.$inferInsert>) {
  await tx.update(awards).set(changes).where(eq(awards.id, id));
}

/** Makes this player the award's only recipient. */
export async function replaceRecipients(tx: Tx, awardId: number, playerId: number): Promise<void> {
  await tx.delete(awardPlayers).where(eq(awardPlayers.awardId, awardId));
  await tx.insert(awardPlayers).values({ awardId, playerId });
}

/** Deletes the award and its recipient links; false when there was no such award. */
export async function deleteAwardRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(awards).where(eq(awards.id, id)).returning({ id: awards.id });
  return deleted.length > 0;
}
