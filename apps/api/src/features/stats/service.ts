/** Stat lines as the API reads them: the filtered list and one line. */
import { STAT_LINE_EXPORT_COLUMNS } from '@league/shared/domain/portal-exports';
import { type ExportFormat, exportFilename } from '@league/shared/domain/table-export';
import type { StatEntry } from '@league/shared/schemas/stats';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { everyPage, type TableExport } from '../../lib/export-reply.ts';
import type { Page, PageParams } from '../../lib/paging.ts';
import { findStatEntry, listStatEntries, type StatFilter } from './queries.ts';

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
