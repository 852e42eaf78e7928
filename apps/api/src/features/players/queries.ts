import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  type PackedStatLine,
  packedStatLineColumns,
  seasonIdsWithNumber,
  statColumns,
  unpackStatLine,
} from '../../db/league-sql.ts';
import { packedRows, readPackedRows } from '../../db/packed-rows.ts';
import {
  awardPlayers,
  awards,
  games,
  players,
  records,
  seasons,
  stats,
  teamPlayers,
  teams,
} from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';
import { anyId, containsText, equalsIgnoringCase } from '../../db/sql-helpers.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

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

export type LineOfPlayers = PackedStatLine;

/**
 * Every line of some players (its numbers and game id only), in the players' list order (name, then id)
 * and then newest game first: one narrow pass over the lines that a reader can group player by player as
 * the rows come. The games come once each from listGamesOfPlayersLines, not once per line.
 */
export async function listLinesOfPlayers(db: Db, playerIds: readonly number[]): Promise<LineOfPlayers[]> {
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

/** One player's lines with their games, newest game first. */
export function listLinesOfPlayer(db: Db, playerId: number) {
  return db
    .select({
      id: stats.id,
      gameId: stats.gameId,
      playerId: stats.playerId,
      ...statColumns(),
      game: {
        id: games.id,
        name: games.name,
        date: games.date,
        stage: games.stage,
        seasonId: games.seasonId,
        seasonNumber: seasons.seasonNumber,
        team1Id: games.team1Id,
        team2Id: games.team2Id,
        team1Score: games.team1Score,
        team2Score: games.team2Score,
      },
    })
    .from(stats)
    .innerJoin(games, eq(games.id, stats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(eq(stats.playerId, playerId))
    .orderBy(desc(games.date), desc(games.id));
}

export function listAwardsOfPlayer(db: Db, playerId: number) {
  return db
    .select({
      id: awards.id,
      type: awards.type,
      season: { id: seasons.id, seasonNumber: seasons.seasonNumber },
    })
    .from(awardPlayers)
    .innerJoin(awards, eq(awards.id, awardPlayers.awardId))
    .innerJoin(seasons, eq(seasons.id, awards.seasonId))
    .where(eq(awardPlayers.playerId, playerId))
    .orderBy(asc(seasons.seasonNumber), asc(awards.id));
}

/** The player's places in the records tables, game records first, in the tables' fixed order. */
export function listRecordsOfPlayer(db: Db, playerId: number) {
  return db
    .select({
      id: records.id,
      type: records.type,
      record: records.record,
      rank: records.rank,
      value: records.value,
    })
    .from(records)
    .where(eq(records.playerId, playerId))
    .orderBy(asc(records.type), asc(records.sortOrder), asc(records.rank));
}

/**
 * Distinct games played by any of the player's teams. A union of the two team-column lookups keeps both
 * on their indexes.
 */
export async function countGamesOfPlayerTeams(db: Db, playerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select ${games.id} from ${games}
            where ${games.team1Id} in (select ${teamPlayers.teamId} from ${teamPlayers} where ${teamPlayers.playerId} = ${playerId})
          union
          select ${games.id} from ${games}
            where ${games.team2Id} in (select ${teamPlayers.teamId} from ${teamPlayers} where ${teamPlayers.playerId} = ${playerId})
        ) as player_games`,
  );
  return row?.n ?? 0;
}

/** Some players by id, in no particular order. */
export function listPlayersByIds(db: Db, ids: readonly number[]) {
  return db
    .select({ id: players.id, name: players.name, position: players.position })
    .from(players)
    .where(anyId(players.id, ids));
}
