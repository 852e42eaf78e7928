/** Stat lines as the API reads them: the filtered list and one line. */
import { STAT_LINE_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { StatEntry } from '@league/shared/schemas/stats';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import type { PagedList } from '../../lib/json-stream.ts';
import type { Page, PageParams } from '../../lib/paging.ts';
import {
  countStatEntries,
  findStatEntry,
  listStatEntries,
  listStatEntriesBefore,
  type StatFilter,
} from './queries.ts';

/** Lines per page of the whole list: each query reads at most this many (ADR 31). */
export const STAT_ENTRIES_PAGE_SIZE = 2000;

/**
 * GET /api/stats without limit or offset (legacy clients read it whole): every line of the filter,
 * newest entry first, read a keyset page at a time as the answer is written (ADR 31).
 */
export async function readAllStatEntries(
  db: Db,
  filter: StatFilter,
  pageSize = STAT_ENTRIES_PAGE_SIZE,
): Promise<PagedList<StatEntry>> {
  const total = await countStatEntries(db, filter);
  async function* pages() {
    let before: number | undefined;
    for (;;) {
      const rows = await listStatEntriesBefore(db, filter, before, pageSize);
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < pageSize) return;
      before = last.id;
    }
  }
  return { total, pages: pages() };
}

/** Stat lines, newest entry first, with player and game references. */
export function listStatEntryPage(db: Db, filter: StatFilter, page: PageParams): Promise<Page<StatEntry>> {
  return listStatEntries(db, filter, page);
}

export async function getStatEntry(db: Db, id: number): Promise<StatEntry> {
  const entry = await findStatEntry(db, id);
  if (!entry) throw notFound('Stat entry');
  return entry;
}

/**
 * The portal's stats table as a file (docs/product/portal.md#exports): every line of its filter, read a page
 * at a time by the table's own list call, so a big league streams in bounded memory.
 */
export function readStatLinesExport(
  db: Db,
  filter: StatFilter,
  siteName: string,
  format: ExportFormat,
): TableExport<StatEntry> {
  const narrowed = [
    filter.q,
    filter.gameId && `game ${filter.gameId}`,
    filter.playerId && `player ${filter.playerId}`,
  ];
  return {
    filename: exportFilename([siteName, 'stat lines', ...narrowed], format),
    columns: STAT_LINE_EXPORT_COLUMNS,
    rows: everyPage((page) => listStatEntries(db, filter, page)),
  };
}

// The sheet's checks and its write, for the review and approval of a game server's result
// (docs/product/live.md#pending-results): the CSV upload's own, not a copy.
export {
  reviewStatSheet,
  type SheetPaths,
  type StatSheet,
  sheetProblems,
} from './sheet-checks.ts';
export { writeStatSheet } from './sheet-write.ts';
