import type { PlayerDetail, PlayerMedium } from '@league/shared/schemas/players';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  isoTimestamp,
  type PackedStatLine,
  packedStatLineColumns,
  seasonIdsWithNumber,
  statNumbersJsonFields,
  teamWithSeasonJson,
  unpackStatLine,
} from '../../db/league-sql.ts';
import { packedRows, readPackedRows } from '../../db/packed-rows.ts';
import {
  awardPlayers,
  awards,
  games,
  playerClaims,
  players,
  records,
  seasons,
  stats,
  teamPlayers,
  teams,
  users,
} from '../../db/schema.ts';
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
function teamsOfPlayerJson(playerId: SQL): SQL {
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

const team1 = alias(teams, 'team1');
const team2 = alias(teams, 'team2');

/** A game's columns with its season number and both teams' names and logos, for one flat row. */
const gameWithTeamsColumns = {
  id: games.id,
  name: games.name,
  date: games.date,
  stage: games.stage,
  seasonId: games.seasonId,
  team1Id: games.team1Id,
  team2Id: games.team2Id,
  team1Score: games.team1Score,
  team2Score: games.team2Score,
  videoUrl: games.videoUrl,
  seasonNumber: seasons.seasonNumber,
  team1Name: team1.name,
  team1LogoUrl: team1.logoUrl,
  team2Name: team2.name,
  team2LogoUrl: team2.logoUrl,
};

/** A game row with its season number and both teams' names and logos. */
export interface GameWithTeamsRow {
  id: number;
  name: string | null;
  date: Date;
  stage: string | null;
  seasonId: number;
  team1Id: number;
  team2Id: number;
  team1Score: number;
  team2Score: number;
  videoUrl: string | null;
  seasonNumber: number;
  team1Name: string;
  team1LogoUrl: string | null;
  team2Name: string;
  team2LogoUrl: string | null;
}

/**
 * Every game played by any of one player's teams, once per such team (`teamId`), by team and then newest
 * first, with the game's season and both teams. One query: a roster row joins the games on either side.
 */
export function listGamesOfPlayerTeams(db: Db, playerId: number) {
  return db
    .select({ teamId: teamPlayers.teamId, game: gameWithTeamsColumns })
    .from(teamPlayers)
    .innerJoin(games, or(eq(games.team1Id, teamPlayers.teamId), eq(games.team2Id, teamPlayers.teamId)))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id))
    .where(eq(teamPlayers.playerId, playerId))
    .orderBy(asc(teamPlayers.teamId), desc(games.date), desc(games.id));
}

/** A timestamp as milliseconds since the epoch: a JSON number that is exactly the Date the driver would give. */
const epochMs = (column: SQL | typeof games.date) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Every line of some players (its numbers and game id only), in the players' list order (name, then id)
 * and then newest game first: one narrow pass over the lines that a reader can group player by player as
 * the rows come. The games come once each from listGamesOfPlayersLines, not once per line.
 */
export async function listLinesOfPlayers(db: Db, playerIds: readonly number[]): Promise<PackedStatLine[]> {
  const rows = await readPackedRows(
    db,
    packedRows(
      packedStatLineColumns(),
      sql`from ${stats}
        inner join ${players} on ${players.id} = ${stats.playerId}
        inner join ${games} on ${games.id} = ${stats.gameId}
        where ${anyId(stats.playerId, playerIds)}`,
      sql`lower(${players.name}), ${players.id} asc, ${games.date} desc, ${games.id} desc`,
    ),
  );
  return rows.map((row) => unpackStatLine(row).line);
}

/** Each game in which any of these players has a line, once, with its season and both teams. */
export async function listGamesOfPlayersLines(
  db: Db,
  playerIds: readonly number[],
): Promise<GameWithTeamsRow[]> {
  const rows = await readPackedRows(
    db,
    packedRows(
      [
        sql`${games.id}`,
        sql`${games.name}`,
        epochMs(games.date),
        sql`${games.stage}`,
        sql`${games.seasonId}`,
        sql`${games.team1Id}`,
        sql`${games.team2Id}`,
        sql`${games.team1Score}`,
        sql`${games.team2Score}`,
        sql`${games.videoUrl}`,
        sql`${seasons.seasonNumber}`,
        sql`${team1.name}`,
        sql`${team1.logoUrl}`,
        sql`${team2.name}`,
        sql`${team2.logoUrl}`,
      ],
      sql`from ${games}
        inner join ${seasons} on ${seasons.id} = ${games.seasonId}
        inner join ${teams} as ${sql.identifier('team1')} on ${team1.id} = ${games.team1Id}
        inner join ${teams} as ${sql.identifier('team2')} on ${team2.id} = ${games.team2Id}
        where ${games.id} in (select ${stats.gameId} from ${stats} where ${anyId(stats.playerId, playerIds)})`,
      sql`${games.id}`,
    ),
  );
  return rows.map((row) => {
    const [id, name, date, stage, seasonId, team1Id, team2Id, team1Score, team2Score, videoUrl] = row;
    const [seasonNumber, team1Name, team1LogoUrl, team2Name, team2LogoUrl] = row.slice(10);
    return {
      id,
      name,
      date: new Date(date as number),
      stage,
      seasonId,
      team1Id,
      team2Id,
      team1Score,
      team2Score,
      videoUrl,
      seasonNumber,
      team1Name,
      team1LogoUrl,
      team2Name,
      team2LogoUrl,
    } as GameWithTeamsRow;
  });
}

/** A player page as SQL builds it (ADR 34); the service adds what it adds up from the lines. */
export type PlayerPageRow = Omit<PlayerDetail, 'totalStats' | 'statEntries'>;

/**
 * The player page (PlayerDetail without its sums) in one query answering one JSON value (ADR 34): the
 * player, teams oldest season first, lines newest game first each with its game and the side the
 * player was on (the one of the player's teams that played, team 1 first), awards, records in the
 * tables' order, and the distinct games of the player's teams. The player's team ids are read once
 * (`mine`) for the sides and the games. Undefined when there is no such player.
 */
export function readPlayerPage(db: Db, id: number): Promise<PlayerPageRow | undefined> {
  return queryJson<PlayerPageRow>(
    db,
    sql`select json_build_object(
        'id', p.id, 'name', p.name, 'position', p.position,
        'teams', ${teamsOfPlayerJson(sql`p.id`)},
        'stats', (select coalesce(json_agg(json_build_object(${statNumbersJsonFields('l')},
            'id', l.id, 'gameId', l.game_id, 'playerId', l.player_id,
            'teamId', case when g.team1_id = any(mine.team_ids) then g.team1_id
              when g.team2_id = any(mine.team_ids) then g.team2_id end,
            'game', json_build_object('id', g.id, 'name', g.name, 'date', ${isoTimestamp(sql`g.date`)},
              'stage', g.stage, 'seasonId', g.season_id, 'seasonNumber', gs.season_number,
              'team1Score', g.team1_score, 'team2Score', g.team2_score))
            order by g.date desc, g.id desc), '[]'::json)
          from ${stats} l
          join ${games} g on g.id = l.game_id
          join ${seasons} gs on gs.id = g.season_id
          where l.player_id = p.id),
        'awards', (select coalesce(json_agg(json_build_object('id', a.id, 'type', a.type,
            'season', json_build_object('id', s.id, 'seasonNumber', s.season_number))
            order by s.season_number, a.id), '[]'::json)
          from ${awardPlayers} ap
          join ${awards} a on a.id = ap.award_id
          join ${seasons} s on s.id = a.season_id
          where ap.player_id = p.id),
        'records', (select coalesce(json_agg(json_build_object('id', r.id, 'type', r.type,
            'record', r.record, 'rank', r.rank, 'value', r.value)
            order by r.type, r.sort_order, r.rank), '[]'::json)
          from ${records} r where r.player_id = p.id),
        'distinctGames', (select count(*)::int from ${games} g
          where g.team1_id = any(mine.team_ids) or g.team2_id = any(mine.team_ids)),
        'owner', (select json_build_object('username', u.username, 'bio', c.bio,
            'supportedTeam', case when st.id is null then null else
              json_build_object('id', st.id, 'name', st.name, 'seasonNumber', sts.season_number) end)
          from ${playerClaims} c
          join ${users} u on u.id = c.user_id
          left join ${teams} st on st.id = c.supported_team_id
          left join ${seasons} sts on sts.id = st.season_id
          where c.player_id = p.id and c.status = 'confirmed')
      ) as json
      from ${players} p
      cross join lateral (select coalesce(array_agg(tp.team_id), '{}') as team_ids
        from ${teamPlayers} tp where tp.player_id = p.id) mine
      where p.id = ${id}`,
  );
}

/** Some players by id, in no particular order. */
export function listPlayersByIds(db: Db, ids: readonly number[]) {
  return db
    .select({ id: players.id, name: players.name, position: players.position })
    .from(players)
    .where(anyId(players.id, ids));
}
