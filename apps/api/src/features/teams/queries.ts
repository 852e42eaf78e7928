import { STAT_FIELDS } from '@league/shared/domain/league';
import type { TeamDetail } from '@league/shared/schemas/teams';
import { and, asc, type Column, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  isoTimestamp,
  seasonIdsWithNumber,
  statColumns,
  statNumbersJsonFields,
  statSumColumns,
  teamWithSeasonJson,
} from '../../db/league-sql.ts';
import { games, players, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';
import { queryJson } from '../../db/sql.ts';
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

/**
 * Every stat line (both sides, with its player) of every game any of these teams played, by game and
 * then in entry order: one query for all the teams of a name, whatever their number of games.
 */
export function listLinesOfTeamGames(db: Db, teamIds: readonly number[]) {
  const teamGames = db
    .select({ id: games.id })
    .from(games)
    .where(or(anyId(games.team1Id, teamIds), anyId(games.team2Id, teamIds)));
  return db
    .select({
      id: stats.id,
      gameId: stats.gameId,
      playerId: stats.playerId,
      ...statColumns(),
      player: { id: players.id, name: players.name },
    })
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .where(inArray(stats.gameId, teamGames))
    .orderBy(asc(stats.gameId), asc(stats.id));
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

const team1 = alias(teams, 'team1');
const team2 = alias(teams, 'team2');

/** Games in which any of these teams played, newest first, with both teams' names. */
export function listGamesOfTeams(db: Db, teamIds: readonly number[]) {
  return db
    .select({
      id: games.id,
      name: games.name,
      date: games.date,
      stage: games.stage,
      team1Id: games.team1Id,
      team2Id: games.team2Id,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
      team1Name: team1.name,
      team2Name: team2.name,
    })
    .from(games)
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id))
    .where(or(anyId(games.team1Id, teamIds), anyId(games.team2Id, teamIds)))
    .orderBy(desc(games.date), desc(games.id));
}

/** A team page as SQL builds it (ADR 34); the service adds what it counts and adds up. */
export type TeamPageRow = Omit<TeamDetail, 'playoffGames' | 'totalStats'>;

/**
 * Team pages of the teams matching `where` (on "teams"), newest season first, in one query answering one
 * JSON value (ADR 34): each team with its season; its roster by name; its games newest first, each with
 * the other side as `opponent`; and per roster player, in roster order, the sums of the player's lines
 * in that team's games (zeros without lines). The roster is read once per team for both lists.
 */
function readTeamPages(db: Db, where: SQL): Promise<TeamPageRow[] | undefined> {
  const sums = STAT_FIELDS.map((f) => sql`${statSumColumns()[f]} as ${sql.identifier(stats[f].name)}`);
  const byName = sql`order by lower(p.name), p.id`;
  return queryJson<TeamPageRow[]>(
    db,
    sql`select coalesce(json_agg(
        ${teamWithSeasonJson(
          'teams',
          'seasons',
          sql`'players', roster.players,
          'games', (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name,
              'date', ${isoTimestamp(sql`g.date`)}, 'stage', g.stage, 'team1Id', g.team1_id, 'team2Id', g.team2_id,
              'team1Score', g.team1_score, 'team2Score', g.team2_score,
              'opponent', json_build_object('id', o.id, 'name', o.name))
              order by g.date desc, g.id desc), '[]'::json)
            from ${games} g
            join ${teams} o on o.id = case when g.team1_id = ${teams.id} then g.team2_id else g.team1_id end
            where g.team1_id = ${teams.id} or g.team2_id = ${teams.id}),
          'playerStats', roster.player_stats`,
        )}
        order by ${seasons.seasonNumber} desc, ${teams.id}), '[]'::json) as json
      from ${teams}
      join ${seasons} on ${seasons.id} = ${teams.seasonId}
      cross join lateral (select
          coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'position', p.position) ${byName}),
            '[]'::json) as players,
          coalesce(json_agg(json_build_object('playerId', p.id, 'name', p.name, 'gamesPlayed', x.games_played,
            ${statNumbersJsonFields('x')}) ${byName}), '[]'::json) as player_stats
        from ${teamPlayers} tp
        join ${players} p on p.id = tp.player_id
        cross join lateral (select count(*)::int as games_played, ${sql.join(sums, sql`, `)}
          from ${stats}
          join ${games} g on g.id = ${stats.gameId} and (g.team1_id = ${teams.id} or g.team2_id = ${teams.id})
          where ${stats.playerId} = p.id) x
        where tp.team_id = ${teams.id}) roster
      where ${where}`,
  );
}

/** The team pages of every season's team whose name has this slug key (see findTeamsBySlugKey). */
export async function readTeamPagesBySlugKey(db: Db, key: string): Promise<TeamPageRow[]> {
  return (await readTeamPages(db, sql`${slugKeyOf(teams.name)} = ${key}`)) ?? [];
}

/** The team page of one team, or undefined. */
export async function readTeamPage(db: Db, id: number): Promise<TeamPageRow | undefined> {
  const [page] = (await readTeamPages(db, eq(teams.id, id))) ?? [];
  return page;
}

/** Teams of some seasons, by name. */
export function listTeamsOfSeasons(db: Db, seasonIds: readonly number[]) {
  return db
    .select(teamColumns)
    .from(teams)
    .where(anyId(teams.seasonId, seasonIds))
    .orderBy(sql`lower(${teams.name})`, asc(teams.id));
}

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

/**
 * Every game between a team whose name has slug key `keyA` and one whose name has `keyB` (any season,
 * either side as team 1), newest first, with the season number and which side A played.
 */
export function listGamesBetweenNames(db: Db, keyA: string, keyB: string) {
  const key1 = slugKeyOf(team1.name);
  const key2 = slugKeyOf(team2.name);
  return db
    .select({
      id: games.id,
      date: games.date,
      stage: games.stage,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
      aIsTeam1: sql<boolean>`${key1} = ${keyA}`,
      seasonNumber: seasons.seasonNumber,
    })
    .from(games)
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(
      or(
        and(sql`${key1} = ${keyA}`, sql`${key2} = ${keyB}`),
        and(sql`${key1} = ${keyB}`, sql`${key2} = ${keyA}`),
      ),
    )
    .orderBy(desc(games.date), desc(games.id));
}
