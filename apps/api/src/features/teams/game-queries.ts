/** The games of teams and their stat lines, and the games between two team names. */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { statLineWithPlayerColumns } from '../../db/league-sql.ts';
import { games, players, seasons, stats, teams } from '../../db/schema.ts';
import { anyId, slugKeyOf } from '../../db/sql-helpers.ts';

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
    .select(statLineWithPlayerColumns())
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .where(inArray(stats.gameId, teamGames))
    .orderBy(asc(stats.gameId), asc(stats.id));
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
