import { MAX_INT } from '@league/shared/schemas/common';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statColumns } from '../../db/league-sql.ts';
import { games, players, seasons, stats } from '../../db/schema.ts';
import { containsText } from '../../db/sql-helpers.ts';
import { loadPage, type PageParams, withPage } from '../../lib/paging.ts';

export interface StatFilter {
  /** A player name fragment, or a number that is a game id or a player id. */
  q?: string | undefined;
  gameId?: number | undefined;
  playerId?: number | undefined;
}

function searchCondition(db: Db, q: string): SQL | undefined {
  const byName = inArray(
    stats.playerId,
    db.select({ id: players.id }).from(players).where(containsText(players.name, q)),
  );
  const n = /^\d+$/.test(q) ? Number(q) : Number.NaN;
  if (!(n >= 1 && n <= MAX_INT)) return byName;
  return or(eq(stats.gameId, n), eq(stats.playerId, n), byName);
}

function statWhere(db: Db, filter: StatFilter): SQL | undefined {
  return and(
    filter.q ? searchCondition(db, filter.q) : undefined,
    filter.gameId !== undefined ? eq(stats.gameId, filter.gameId) : undefined,
    filter.playerId !== undefined ? eq(stats.playerId, filter.playerId) : undefined,
  );
}

const selectEntries = (db: Db) =>
  db
    .select({
      id: stats.id,
      gameId: stats.gameId,
      playerId: stats.playerId,
      ...statColumns(),
      player: { id: players.id, name: players.name },
      game: {
        id: games.id,
        seasonId: games.seasonId,
        seasonNumber: seasons.seasonNumber,
        stage: games.stage,
      },
    })
    .from(stats)
    .innerJoin(players, eq(players.id, stats.playerId))
    .innerJoin(games, eq(games.id, stats.gameId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId));

/** Stat lines, newest entry first, with player and game references. */
export function listStatEntries(db: Db, filter: StatFilter, page: PageParams) {
  const where = statWhere(db, filter);
  return loadPage(
    page,
    () => withPage(selectEntries(db).where(where).orderBy(desc(stats.id)).$dynamic(), page),
    () => db.$count(stats, where),
  );
}

export async function findStatEntry(db: Db, id: number) {
  const [row] = await selectEntries(db).where(eq(stats.id, id));
  return row;
}
