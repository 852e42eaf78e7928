import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seasonIdsWithNumber, statSumColumns } from '../../db/league-sql.ts';
import { games, stats } from '../../db/schema.ts';
import { anyId } from '../../db/sql-helpers.ts';

/**
 * Per player, the games (lines), the sets of those games and the sums of their lines, over the career or
 * one season: one grouped statement for all compared players. A player without lines in scope has no row.
 * Counting lines counts games (one line per player per game, stats_game_player_uq).
 */
export function sumComparedPlayers(db: Db, playerIds: readonly number[], seasonNumber: number | undefined) {
  return db
    .select({
      playerId: stats.playerId,
      gamesPlayed: sql<number>`count(*)::int`,
      setsPlayed: sql<number>`coalesce(sum(${games.team1Score} + ${games.team2Score}), 0)::int`,
      ...statSumColumns(),
    })
    .from(stats)
    .innerJoin(games, eq(games.id, stats.gameId))
    .where(
      and(
        anyId(stats.playerId, playerIds),
        seasonNumber === undefined
          ? undefined
          : inArray(games.seasonId, seasonIdsWithNumber(db, seasonNumber)),
      ),
    )
    .groupBy(stats.playerId);
}
