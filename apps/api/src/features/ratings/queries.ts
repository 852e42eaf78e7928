import type { RatedSeason, RatedTeam } from '@league/shared/domain/rating-starts';
import type { RatedResult } from '@league/shared/domain/team-ratings';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordedGameId } from '../../db/league-sql.ts';
import { games, matches, seasons, teamPlayers, teams } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

export function selectRatedSeasons(db: Db): Promise<RatedSeason[]> {
  return db.select({ id: seasons.id, seasonNumber: seasons.seasonNumber }).from(seasons);
}

/** Every team with its roster (player ids), which carries ratings from one season to the next. */
export function selectRatedTeams(db: Db): Promise<RatedTeam[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      seasonId: teams.seasonId,
      playerIds: sql<number[]>`coalesce(
        (select array_agg(${teamPlayers.playerId} order by ${teamPlayers.playerId})
          from ${teamPlayers} where ${teamPlayers.teamId} = ${teams.id}), '{}'::int[])`,
    })
    .from(teams)
    .orderBy(asc(teams.id));
}

/** Every recorded game as a result (sets won). */
export function selectGameResults(db: Db): Promise<RatedResult[]> {
  return db
    .select({
      id: games.id,
      date: games.date,
      seasonId: games.seasonId,
      team1Id: games.team1Id,
      team2Id: games.team2Id,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
    })
    .from(games);
}

/**
 * Completed schedule matches that have no recorded game, as results: each side found among the teams of
 * the match's season by name (trimmed, any case), as the schedule matches them. A match whose team is not
 * one of the season's, or whose score is missing, gives no result.
 */
export async function selectMatchResults(db: Db): Promise<RatedResult[]> {
  const rows = await queryRows<Omit<RatedResult, 'source'>>(
    db,
    sql`select m.id, m.date, m.season_id as "seasonId", t1.id as "team1Id", t2.id as "team2Id",
        m.team1_score as "team1Score", m.team2_score as "team2Score"
      from (select ${matches.id} as id, ${matches.date} as date, ${matches.seasonId} as season_id,
          ${matches.team1Name} as team1_name, ${matches.team2Name} as team2_name,
          ${matches.team1Score} as team1_score, ${matches.team2Score} as team2_score,
          ${recordedGameId} as game_id
        from ${matches}
        where ${matches.status} = 'completed'
          and ${matches.team1Score} is not null and ${matches.team2Score} is not null) m
      join ${teams} t1 on t1.season_id = m.season_id and lower(trim(t1.name)) = lower(trim(m.team1_name))
      join ${teams} t2 on t2.season_id = m.season_id and lower(trim(t2.name)) = lower(trim(m.team2_name))
      where m.game_id is null`,
  );
  return rows.map((row) => ({ ...row, source: 'match' as const }));
}

/** A season's match, with its recorded game, as the forecasts read it. */
export interface ForecastMatchRow {
  id: number;
  status: string;
  team1Name: string;
  team2Name: string;
  gameId: number | null;
}

/**
 * A season's matches with their recorded game, for what the model says on each card. Raw SQL: in a
 * single-table select Drizzle prints columns unqualified, which would tie the game lookup to its own rows.
 */
export function selectForecastMatches(db: Db, seasonId: number): Promise<ForecastMatchRow[]> {
  return queryRows<ForecastMatchRow>(
    db,
    sql`select ${matches.id} as id, ${matches.status} as status, ${matches.team1Name} as "team1Name",
        ${matches.team2Name} as "team2Name", ${recordedGameId} as "gameId"
      from ${matches} where ${matches.seasonId} = ${seasonId}
      order by ${matches.date}, ${matches.id}`,
  );
}
