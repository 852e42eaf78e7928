/**
 * The player's game log (docs/product/players.md#game-log). The rows of the filter come from one
 * statement; each is turned to the player's side, derived, sorted and paged with the shared rules, so the
 * page, the preview and a file export of the same query all get the same rows from `listPlayerGameLog`.
 */
import { gameLogExportColumns } from '@league/shared/domain/game-log-export';
import { sortGameLog, toGameLogRow } from '@league/shared/domain/player-game-log';
import {
  type ColumnVisibility,
  defaultColumnVisibility,
  visibleColumns,
} from '@league/shared/domain/stat-columns';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { PlayerGameLogQuery, PlayerGameLogRow } from '@league/shared/schemas/player-game-log';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { TableExport } from '../../lib/export-reply.ts';
import type { Page } from '../../lib/paging.ts';
import { listGameLogLines } from './game-log-queries.ts';
import { assertPlayerExists, findPlayerSummary } from './service.ts';

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

/**
 * The log of the query as a file (docs/product/api-contract.md#exports): every row of the filter and sort
 * from `listPlayerGameLog`, with `cols` choosing the stat columns (the table's default ones without it).
 */
export async function readGameLogExport(
  db: Db,
  playerId: number,
  query: PlayerGameLogQuery & { cols?: ColumnVisibility | undefined },
  siteName: string,
  format: ExportFormat,
): Promise<TableExport<PlayerGameLogRow>> {
  const { items } = await listPlayerGameLog(db, playerId, { ...query, limit: undefined, offset: undefined });
  const player = await findPlayerSummary(db, playerId);
  const season = query.seasonNumber ? `season ${query.seasonNumber}` : null;
  const stage = query.stage === 'all' ? null : query.stage;
  return {
    filename: exportFilename([siteName, player?.name, 'game log', season, stage], format),
    columns: gameLogExportColumns(visibleColumns(query.cols ?? defaultColumnVisibility())),
    rows: items,
  };
}
