import type { StageFilter } from '@league/shared/domain/stages';
import { stagesInGroup } from '@league/shared/domain/stages';
import { and, type Column, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { statColumns } from '../../db/league-sql.ts';
import { games, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';

export interface GameLogFilter {
  seasonNumber?: number | undefined;
  stage: StageFilter;
}

const team1 = alias(teams, 'team1');
const team2 = alias(teams, 'team2');

/** Whether the line's player is on the roster of a team of the game. */
const onRoster = (teamId: Column) =>
  sql`exists (select 1 from ${teamPlayers} where ${teamPlayers.playerId} = ${stats.playerId} and ${teamPlayers.teamId} = ${teamId})`;

/**
 * Every line of one player in the filter, with its game, both teams and the player's side (team 1 when
 * on its roster, else team 2 when on that one, else null): one statement whatever the number of games.
 * A stage group keeps only its stages, which leaves out games without a stage, as on the leaderboard.
 */
export function listGameLogLines(db: Db, playerId: number, filter: GameLogFilter) {
  const stages = filter.stage === 'all' ? null : [...stagesInGroup(filter.stage)];
  return db
    .select({
      gameId: games.id,
      gameName: games.name,
      date: games.date,
      seasonNumber: seasons.seasonNumber,
      stage: games.stage,
      team1: { id: team1.id, name: team1.name, score: games.team1Score },
      team2: { id: team2.id, name: team2.name, score: games.team2Score },
      teamId: sql<number | null>`case when ${onRoster(games.team1Id)} then ${games.team1Id}
        when ${onRoster(games.team2Id)} then ${games.team2Id} end`,
      totals: statColumns(),
    })
    .from(stats)
    .innerJoin(games, eq(games.id, stats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(team1, eq(team1.id, games.team1Id))
    .innerJoin(team2, eq(team2.id, games.team2Id))
    .where(
      and(
        eq(stats.playerId, playerId),
        filter.seasonNumber === undefined ? undefined : eq(seasons.seasonNumber, filter.seasonNumber),
        stages === null ? undefined : inArray(games.stage, stages),
      ),
    );
}
