/**
 * The player's game log (docs/product/players.md#game-log). The rows of the filter come from one
 * statement; each is turned to the player's side, derived, sorted and paged with the shared rules, so the
 * page, the preview and a file export of the same query all get the same rows from `listPlayerGameLog`.
 */
import { sortGameLog, toGameLogRow } from '@league/shared/domain/player-game-log';
import type { PlayerGameLogQuery, PlayerGameLogRow } from '@league/shared/schemas/player-game-log';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { Page } from '../../lib/paging.ts';
import { listGameLogLines } from './game-log-queries.ts';
import { assertPlayerExists } from './service.ts';

/**
 * One page of the log (every row when the query has no limit, as an export wants), with the total of
 * the filter. 404 `Player not found` for an unknown player; a player without games has an empty log.
 */
export async function listPlayerGameLog(
  db: Db,
  playerId: number,
  query: PlayerGameLogQuery,
): Promise<Page<PlayerGameLogRow>> {
  await assertPlayerExists(db, playerId);
  const lines = await listGameLogLines(db, playerId, query);
  const rows = sortGameLog(
    lines.map((line) => toGameLogRow({ ...line, date: toIso(line.date) })),
    query.sort,
    query.dir,
  );
  const offset = query.offset ?? 0;
  const items = rows.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return { items, total: rows.length };
}
