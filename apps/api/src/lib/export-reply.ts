/**
 * Answers a read as a file (docs/product/api-contract.md#exports, ADR 0023): `?format=csv|json` on a read
 * that offers it streams every row of the view, written as the rows come, with a name that says what the
 * view is. The rows are the ones the same service gives the screen; the columns and labels are the table's.
 */
import { Readable } from 'node:stream';
import { EXPORT_CONTENT_TYPES, exportChunks } from '@league/shared/domain/export-writer';
import type { ExportColumn, ExportFormat } from '@league/shared/domain/table-export';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page, PageParams } from './paging.ts';

/** A view ready to be written: its file name, the table's columns, and its rows (in memory or streamed). */
export interface TableExport<Row> {
  filename: string;
  columns: readonly ExportColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

/**
 * Streams the file. `staffOnly` exports (portal tables) are never kept by a browser or proxy cache; public
 * views are public data and keep the site's default.
 */
export function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  file: TableExport<Row>,
  options: { staffOnly?: boolean } = {},
): FastifyReply {
  reply
    .type(EXPORT_CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${file.filename}"`);
  if (options.staffOnly) reply.header('Cache-Control', 'private, no-store');
  return reply.send(Readable.from(exportChunks(format, file.columns, file.rows)));
}

/**
 * The public read cache's rule for a read that also exports: the JSON answer is kept, files are streamed
 * (not held whole in memory to be cached).
 */
export function cachedUnlessExport(request: FastifyRequest): boolean {
  const { format } = (request.query ?? {}) as { format?: unknown };
  return format === undefined || format === '';
}

/** Rows a list service reads per query while an export walks the whole list. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every item of a paged list, one page at a time through the list's own service call, so only a page is
 * held while the file is written.
 */
export async function* everyPage<T>(
  loadPage: (page: PageParams) => Promise<Page<T>>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += pageSize) {
    const { items } = await loadPage({ limit: pageSize, offset });
    yield* items;
    if (items.length < pageSize) return;
  }
}
