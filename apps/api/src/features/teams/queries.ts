import { and, asc, type Column, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasonIdsWithNumber } from '../../db/league-sql.ts';
import { players, seasons, teamPlayers, teams } from '../../db/schema.ts';
import { anyId, containsText, slugKeyOf } from '../../db/sql-helpers.ts';
import { loadPage, type Page, type PageParams, withPage } from '../../lib/paging.ts';
import { placementKey } from './placement.ts';

export const teamColumns = {
  id: teams.id,
  name: teams.name,
  placement: teams.placement,
  logoUrl: teams.logoUrl,
  seasonId: teams.seasonId,
};

const seasonSummaryColumns = {
  id: seasons.id,
  seasonNumber: seasons.seasonNumber,
  theme: seasons.theme,
  startDate: seasons.startDate,
};

const teamWithSeasonColumns = { ...teamColumns, season: seasonSummaryColumns };

/** placementKey() of placement.ts in SQL, so the filter runs in the database; the two must agree. */
function placementKeySql(column: Column): SQL {
  return sql`btrim(regexp_replace(regexp_replace(regexp_replace(lower(${column}), '[''’]', '', 'g'), '[[:space:]]*\\([^)]*\\)[[:space:]]*$', ''), '[[:space:]]+', ' ', 'g'))`;
}

export interface TeamFilter {
  q?: string | undefined;
  seasonNumber?: number | undefined;
  placement?: string | undefined;
}

function teamWhere(db: Db, filter: TeamFilter): SQL | undefined {
  return and(
    filter.q ? containsText(teams.name, filter.q) : undefined,
    filter.seasonNumber !== undefined
      ? inArray(teams.seasonId, seasonIdsWithNumber(db, filter.seasonNumber))
      : undefined,
    filter.placement
      ? sql`${placementKeySql(teams.placement)} = ${placementKey(filter.placement)}`
      : undefined,
  );
}

const selectTeamsWithSeason = (db: Db) =>
  db.select(teamWithSeasonColumns).from(teams).innerJoin(seasons, eq(seasons.id, teams.seasonId));

export type TeamWithSeasonRow = NonNullable<Awaited<ReturnType<typeof findTeamWithSeason>>>;

/** Teams with their season, newest season first, then by name. */
export function listTeamsWithSeason(
  db: Db,
  filter: TeamFilter,
  page: PageParams,
): Promise<Page<TeamWithSeasonRow>> {
  const where = teamWhere(db, filter);
  return loadPage(
    page,
    () =>
      withPage(
        selectTeamsWithSeason(db)
          .where(where)
          .orderBy(desc(seasons.seasonNumber), sql`lower(${teams.name})`, asc(teams.id))
          .$dynamic(),
        page,
      ),
    () => db.$count(teams, where),
  );
}

export async function findTeamWithSeason(db: Db, id: number) {
  const [row] = await selectTeamsWithSeason(db).where(eq(teams.id, id));
  return row;
}

/**
 * Every season's team whose name has this slug key (lower case, runs of spaces and hyphens as one
 * space), newest season first. The key is compared in SQL so no table of names is shipped to Node.
 */
export function findTeamsBySlugKey(db: Db, key: string) {
  return selectTeamsWithSeason(db)
    .where(sql`${slugKeyOf(teams.name)} = ${key}`)
    .orderBy(desc(seasons.seasonNumber), asc(teams.id));
}

/** The teams of some players, oldest season first. */
export function listTeamsOfPlayers(db: Db, playerIds: readonly number[]) {
  return db
    .select({ playerId: teamPlayers.playerId, ...teamWithSeasonColumns })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .where(anyId(teamPlayers.playerId, playerIds))
    .orderBy(asc(seasons.seasonNumber), asc(teams.id));
}

/** Roster players of some teams, by name. */
export function listRosters(db: Db, teamIds: readonly number[]) {
  return db
    .select({ teamId: teamPlayers.teamId, id: players.id, name: players.name, position: players.position })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(anyId(teamPlayers.teamId, teamIds))
    .orderBy(sql`lower(${players.name})`, asc(players.id));
}

/** Teams of some seasons, by name. */
export function listTeamsOfSeasons(db: Db, seasonIds: readonly number[]) {
  return db
    .select(teamColumns)
    .from(teams)
    .where(anyId(teams.seasonId, seasonIds))
    .orderBy(sql`lower(${teams.name})`, asc(teams.id));
}
