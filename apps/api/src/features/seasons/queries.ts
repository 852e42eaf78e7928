import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasons } from '../../db/schema.ts';
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
