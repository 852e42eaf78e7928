/**
 * Reads a backup file line by line (the format is in backup.ts) and checks it as it goes: the header, every
 * table section's row count and the end line, so a cut or foreign file is refused with the reason.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_TABLES,
  BackupError,
  type BackupHeader,
  type BackupSummary,
} from './backup.ts';
import { tableName } from './bulk-write.ts';

/**
 * Reads a whole backup without a database and answers what it holds, or throws what is wrong with it
 * (the same checks as a restore makes): to check a file before keeping it.
 */
export async function checkBackup(source: Readable): Promise<BackupSummary> {
  const lines = readLines(source);
  const header = parseHeader(await lines.next());
  const tables = await readSections(lines, async (_table, rows) => {
    let count = 0;
    for await (const _row of rows) count++;
    return count;
  });
  return { header, tables };
}

/** Hands each table section's rows to `write` in file order; checks every count and the end line. */
export async function readSections(
  lines: AsyncGenerator<string>,
  write: (table: PgTable, rows: AsyncGenerator<Record<string, unknown>>) => Promise<number>,
): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (;;) {
    const line = parseLine(await lines.next());
    if (line.end === 'backup') {
      if (JSON.stringify(line.tables) !== JSON.stringify(tables))
        throw notOurs('its table counts do not match its rows');
      break;
    }
    if (typeof line.table !== 'string') throw notOurs('a table section was expected');
    const table = BACKUP_TABLES.find((t) => tableName(t) === line.table);
    if (!table) throw new BackupError(`The file holds a table this version does not know: ${line.table}.`);
    tables[line.table] = await write(table, sectionRows(lines, table));
  }
  if ((await lines.next()).done !== true) throw notOurs('it goes on after its end');
  return tables;
}

const notOurs = (why: string) => new BackupError(`This is not a complete league backup file: ${why}.`);

/** The lines of a gzip'd backup, blank ones skipped; a cut or foreign file throws a BackupError. */
export async function* readLines(source: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const reader = createInterface({ input: source.pipe(gunzip), crlfDelay: Number.POSITIVE_INFINITY });
  // A read error of the file (or gzip's) must reach the reader, not only the stream it came from.
  source.on('error', (err) => gunzip.destroy(err));
  try {
    for await (const line of reader) if (line !== '') yield line;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw notOurs('it is not gzip data or is cut short');
    throw err;
  }
}

function parseLine(next: IteratorResult<string>): Record<string, unknown> {
  if (next.done) throw notOurs('it ends too early');
  try {
    const value: unknown = JSON.parse(next.value);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw notOurs('a line is not a JSON object');
}

export function parseHeader(next: IteratorResult<string>): BackupHeader {
  const header = parseLine(next);
  if (header.format !== BACKUP_FORMAT) throw notOurs('its first line does not name the format');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION || typeof header.schemaVersion !== 'number')
    throw new BackupError(
      `This backup has format version ${String(header.formatVersion)}; this site reads ${BACKUP_FORMAT_VERSION}.`,
    );
  return header as unknown as BackupHeader;
}

/** The rows of the current section, as Drizzle insert objects; stops at the section's end line. */
async function* sectionRows(
  lines: AsyncGenerator<string>,
  table: PgTable,
): AsyncGenerator<Record<string, unknown>> {
  const name = tableName(table);
  const keyOf = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
  let rows = 0;
  for (;;) {
    const line = parseLine(await lines.next());
    if (line.end === name) {
      if (line.rows !== rows) throw notOurs(`${name} should have ${String(line.rows)} rows, it has ${rows}`);
      return;
    }
    if ('end' in line || 'table' in line) throw notOurs(`${name} has no end line`);
    const row: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(line)) {
      const key = keyOf.get(column);
      if (key === undefined)
        throw new BackupError(`The file has a column ${name}.${column} this version does not know.`);
      row[key] = value;
    }
    rows++;
    yield row;
  }
}
