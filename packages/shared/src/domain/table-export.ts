/**
 * Exports of a table view as a file (docs/product/api-contract.md#exports): the columns a table shows, each
 * with its label and how a row's cell is read, and the file's name. Light on purpose (the web app imports
 * it); the serializer is export-writer.ts.
 *
 * CSV rules (ADR 0023): RFC 4180 (comma, CRLF, fields with a comma, quote or line break quoted, quotes
 * doubled), UTF-8 with a byte-order mark so spreadsheet apps read names with accents right, and text cells
 * that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) escaped with a
 * leading apostrophe. Numbers are written as numbers, so a negative +/- stays a number.
 */
/** `?format=` values of every exportable read. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: unknown): value is ExportFormat {
  return (EXPORT_FORMATS as readonly unknown[]).includes(value);
}

/** A cell: text, a number, or nothing (an empty CSV field, null in JSON). */
export type ExportCell = string | number | null;

export interface ExportColumn<Row> {
  /** The key of the cell in a JSON row. */
  key: string;
  /** The header the table shows, and the CSV's header cell. */
  label: string;
  value: (row: Row) => ExportCell;
}

/** One row's cells in column order. */
export function exportCells<Row>(columns: readonly ExportColumn<Row>[], row: Row): ExportCell[] {
  return columns.map((column) => normalize(column.value(row)));
}

/** One row as the JSON export's object, keyed by column key. */
export function exportRecord<Row>(
  columns: readonly ExportColumn<Row>[],
  row: Row,
): Record<string, ExportCell> {
  const record: Record<string, ExportCell> = {};
  for (const column of columns) record[column.key] = normalize(column.value(row));
  return record;
}

/** NaN and infinities have no CSV or JSON form: they are an empty cell, as 'N/A' is on screen. */
function normalize(cell: ExportCell): ExportCell {
  return typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
}

/**
 * A file name that says what the view is: the site and the view's words, lower-case ASCII joined by
 * hyphens ('volley-league-stats-season-12-per-set-blocks.csv').
 */
export function exportFilename(parts: readonly (string | number | null | undefined)[], format: ExportFormat) {
  const words = parts
    .filter((part): part is string | number => part !== null && part !== undefined && part !== '')
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/%/g, '-pct')
        .replace(/\+\/-/g, 'plus-minus')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((word) => word !== '');
  const name = words.join('-').replace(/-{2,}/g, '-').slice(0, 120).replace(/-+$/, '');
  return `${name || 'export'}.${format}`;
}
