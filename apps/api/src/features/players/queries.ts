import type { PlayerMedium } from '@league/shared/schemas/players';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasonIdsWithNumber, teamWithSeasonJson } from '../../db/league-sql.ts';
import { awardPlayers, awards, players, seasons, teamPlayers, teams } from '../../db/schema.ts';
import { queryJson } from '../../db/sql.ts';
import { anyId, containsText, equalsIgnoringCase } from '../../db/sql-helpers.ts';
import { isPaged, loadPage, type Page, type PageParams, withPage } from '../../lib/paging.ts';

const playerColumns = { id: players.id, name: players.name, position: players.position };

export interface PlayerFilter {
  q?: string | undefined;
  /** Players with a team in that season. */
  seasonNumber?: number | undefined;
  position?: string | undefined;
}

function playerWhere(db: Db, filter: PlayerFilter): SQL | undefined {
  return and(
    filter.q ? containsText(players.name, filter.q) : undefined,
    filter.position ? equalsIgnoringCase(players.position, filter.position) : undefined,
    filter.seasonNumber !== undefined
      ? inArray(
          players.id,
          db
            .select({ id: teamPlayers.playerId })
            .from(teamPlayers)
            .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
            .where(inArray(teams.seasonId, seasonIdsWithNumber(db, filter.seasonNumber))),
        )
      : undefined,
  );
}

/** Players by name. */
export function listPlayers(db: Db, filter: PlayerFilter, page: PageParams) {
  const where = playerWhere(db, filter);
  return loadPage(
    page,
    () =>
      withPage(
        db
          .select(playerColumns)
          .from(players)
          .where(where)
          .orderBy(sql`lower(${players.name})`, asc(players.id))
          .$dynamic(),
        page,
      ),
    () => db.$count(players, where),
  );
}

/** The teams of the player `playerId` (an SQL expression), oldest season first, as a JSON array. */
export function teamsOfPlayerJson(playerId: SQL): SQL {
  return sql`(select coalesce(json_agg(${teamWithSeasonJson('t', 's')} order by s.season_number, t.id), '[]'::json)
    from ${teamPlayers} tp
    join ${teams} t on t.id = tp.team_id
    join ${seasons} s on s.id = t.season_id
    where tp.player_id = ${playerId})`;
}

/**
 * players/medium: a page of players by name, each with its teams (oldest season first), and the total:
 * one query answering one JSON value (ADR 34). The total is counted only for a paged list, and only
 * the page's players are looked up for teams.
 */
export async function listPlayersWithTeams(
  db: Db,
  filter: PlayerFilter,
  page: PageParams,
): Promise<Page<PlayerMedium>> {
  const where = playerWhere(db, filter);
  const whereSql = where ? sql`where ${where}` : sql``;
  const total = isPaged(page) ? sql`(select count(*) from ${players} ${whereSql})::int` : sql`null::int`;
  const found = await queryJson<{ items: PlayerMedium[]; total: number | null }>(
    db,
    sql`select json_build_object(
        'items', coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'position', p.position,
          'teams', ${teamsOfPlayerJson(sql`p.id`)}) order by lower(p.name), p.id), '[]'::json),
        'total', ${total}) as json
      from (select ${players.id}, ${players.name}, ${players.position} from ${players} ${whereSql}
        order by lower(${players.name}), ${players.id}
        limit ${page.limit ?? null} offset ${page.offset ?? 0}) p`,
  );
  const items = found?.items ?? [];
  return { items, total: found?.total ?? items.length };
}

export async function findPlayer(db: Db, id: number) {
  const [row] = await db.select(playerColumns).from(players).where(eq(players.id, id));
  return row;
}

/** Award ids and types of some players. */
export function listAwardRefsOfPlayers(db: Db, playerIds: readonly number[]) {
  return db
    .select({ playerId: awardPlayers.playerId, id: awards.id, type: awards.type })
    .from(awardPlayers)
    .innerJoin(awards, eq(awards.id, awardPlayers.awardId))
    .where(anyId(awardPlayers.playerId, playerIds))
    .orderBy(asc(awards.id));
}

/** Some players by id, in no particular order. */
export function listPlayersByIds(db: Db, ids: readonly number[]) {
  return db
    .select({ id: players.id, name: players.name, position: players.position })
    .from(players)
    .where(anyId(players.id, ids));
}
