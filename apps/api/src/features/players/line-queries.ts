/**
 * The lines of some players and the games they were played in, read as packed rows for the whole-league
 * lists, and the games of one player's teams.
 */
import { asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  gameColumns,
  type PackedStatLine,
  packedStatLineColumns,
  unpackStatLine,
} from '../../db/league-sql.ts';
import { packedRows, readPackedRows } from '../../db/packed-rows.ts';
import { games, players, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';
import { anyId } from '../../db/sql-helpers.ts';

const team1 = alias(teams, 'team1');
const team2 = alias(teams, 'team2');

/** A game's columns with its season number and both teams' names and logos, for one flat row. */
const gameWithTeamsColumns = {
  ...gameColumns,
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
