/**
 * Writes a table view as CSV or JSON, chunk by chunk as the rows come, so a server streams a big export in
 * bounded memory (docs/product/api-contract.md#exports, ADR 0023 for the CSV rules).
 */
import Papa from 'papaparse';
import {
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
  exportCells,
  exportRecord,
} from './table-export.ts';

export const CSV_BOM = '\ufeff';
export const CSV_NEWLINE = '\r\n';
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * Text a spreadsheet would evaluate. Papa Parse's own pattern stops at the first line break (`.*$`), so a
 * multi-line cell starting with '=' would slip through: only the first character counts here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows of cells as CSV lines, each ending with CRLF. */
export function csvLines(rows: readonly (readonly ExportCell[])[]): string {
  if (rows.length === 0) return '';
  const text = Papa.unparse(rows as ExportCell[][], {
    newline: CSV_NEWLINE,
    escapeFormulae: FORMULA_START,
    header: false,
  });
  return `${text}${CSV_NEWLINE}`;
}

/** Rows are serialized this many at a time: few chunks, each small. */
const BATCH_ROWS = 500;

async function* batches<Row>(rows: Iterable<Row> | AsyncIterable<Row>): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The file of a view, chunk by chunk, as the rows come. CSV: BOM, the header row of labels, the rows.
 * JSON: `{"columns":[{key,label}…],"rows":[{key: cell…}…]}`.
 */
export async function* exportChunks<Row>(
  format: ExportFormat,
  columns: readonly ExportColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): AsyncGenerator<string> {
  if (format === 'csv') {
    yield CSV_BOM + csvLines([columns.map((c) => c.label)]);
    for await (const batch of batches(rows)) yield csvLines(batch.map((row) => exportCells(columns, row)));
    return;
  }
  const head = columns.map((c) => ({ key: c.key, label: c.label }));
  yield `{"columns":${JSON.stringify(head)},"rows":[`;
  let first = true;
  for await (const batch of batches(rows)) {
    const text = batch.map((row) => JSON.stringify(exportRecord(columns, row))).join(',');
    yield first ? text : `,${text}`;
    first = false;
  }
  yield ']}';
}
