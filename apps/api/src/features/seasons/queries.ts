import type { CreateSeasonBody, UpdateSeasonBody } from '@league/shared/schemas/seasons-admin';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { awards, games, matches, seasons, teams } from '../../db/schema.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

const seasonColumns = {
  id: seasons.id,
  seasonNumber: seasons.seasonNumber,
  theme: seasons.theme,
  image: seasons.image,
  startDate: seasons.startDate,
  endDate: seasons.endDate,
};

/** Seasons newest first (docs/product/api-contract.md#lists-and-paging). */
export function listSeasons(db: Db, page: PageParams = {}) {
  return loadPage(
    page,
    () =>
      withPage(db.select(seasonColumns).from(seasons).orderBy(desc(seasons.seasonNumber)).$dynamic(), page),
    () => db.$count(seasons),
  );
}

/**
 * Rows of a table that belong to the outer season. Spelled out in SQL because Drizzle prints columns
 * unqualified in the selection of a single-table query, which would turn the correlation into
 * `season_id = id` inside the subquery.
 */
const countOf = (table: 'teams' | 'games' | 'awards') =>
  sql<number>`(select count(*) from ${sql.identifier(table)} as c where c.season_id = "seasons"."id")::int`;

/** Seasons newest first with how many teams, games and awards each has. */
export function listSeasonsWithCounts(db: Db, page: PageParams) {
  return loadPage(
    page,
    () =>
      withPage(
        db
          .select({
            ...seasonColumns,
            teamCount: countOf('teams'),
            gameCount: countOf('games'),
            awardCount: countOf('awards'),
          })
          .from(seasons)
          .orderBy(desc(seasons.seasonNumber))
          .$dynamic(),
        page,
      ),
    () => db.$count(seasons),
  );
}

export async function findSeason(db: Db, id: number) {
  const [row] = await db.select(seasonColumns).from(seasons).where(eq(seasons.id, id));
  return row;
}

/** The season with this number, as a reference, if there is one. */
export async function findSeasonRefByNumber(db: Db, seasonNumber: number) {
  const [row] = await db
    .select({ id: seasons.id, seasonNumber: seasons.seasonNumber })
    .from(seasons)
    .where(eq(seasons.seasonNumber, seasonNumber));
  return row;
}

/** The season with the highest number, if there is any. */
export async function findNewestSeasonRef(db: Db) {
  const [row] = await db
    .select({ id: seasons.id, seasonNumber: seasons.seasonNumber })
    .from(seasons)
    .orderBy(desc(seasons.seasonNumber))
    .limit(1);
  return row;
}

/** Every season as a reference, by number. */
export function listSeasonRefs(db: Db) {
  return db
    .select({ id: seasons.id, seasonNumber: seasons.seasonNumber })
    .from(seasons)
    .orderBy(seasons.seasonNumber);
}

/** The id of another season with this number, if there is one. */
export async function findSeasonIdByNumber(db: Db, seasonNumber: number, exceptId?: number) {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(
      and(
        eq(seasons.seasonNumber, seasonNumber),
        exceptId === undefined ? undefined : ne(seasons.id, exceptId),
      ),
    );
  return row?.id;
}

export async function insertSeason(db: Db, body: CreateSeasonBody): Promise<number> {
  const [row] = await db
    .insert(seasons)
    .values({ ...body, image: body.image ?? null, endDate: body.endDate ?? null })
    .returning({ id: seasons.id });
  return row!.id;
}

export async function updateSeason(db: Db, id: number, body: UpdateSeasonBody): Promise<void> {
  await db.update(seasons).set(body).where(eq(seasons.id, id));
}

/** Everything that points at a season, as row counts per kind. */
export async function countSeasonDependents(db: Db | Tx, id: number) {
  return {
    teams: await db.$count(teams, eq(teams.seasonId, id)),
    games: await db.$count(games, eq(games.seasonId, id)),
    awards: await db.$count(awards, eq(awards.seasonId, id)),
    matches: await db.$count(matches, eq(matches.seasonId, id)),
  };
}

/** Locks the season's row until the transaction ends; false when there is no such season. */
export async function lockSeason(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id)).for('update');
  return row !== undefined;
}

export async function deleteSeasonRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(seasons).where(eq(seasons.id, id));
}
