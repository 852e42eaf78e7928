/**
 * Writes many rows into the league tables inside a transaction the caller opened (a restore, an import):
 *
 *   await db.transaction((tx) =>
 *     bulkWrite(tx, new Map([[users, userRows], [articles, articleRows]]), {
 *       onProgress: (table, rows) => progress.update(table, rows),
 *     }),
 *   );
 *
 * - Tables are written parents before children, whatever order the map lists them in. The order is
 *   derived from the foreign keys declared in schema.ts, so a new table takes its place by itself.
 * - Rows keep the ids they are given (Drizzle insert objects, keyed by property name as in schema.ts).
 *   A timestamp may be a Date or ISO text; text is cast by the database, so microseconds survive.
 * - Rows come from an array or any (async) iterable and are sent in multi-row batches, so a caller can
 *   stream a large source without holding it.
 * - Afterwards every serial/identity sequence is moved past the highest id, so rows created later get
 *   fresh ids.
 * - The totals tables (DERIVED_TABLES) are refused: the triggers on stats and games fill them as the
 *   lines arrive, in the same transaction.
 */
import { getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';
import * as schema from './schema.ts';

/** One row as Drizzle inserts it into `T`. */
export type InsertRow<T extends PgTable = PgTable> = T['$inferInsert'];
export type RowSource<T extends PgTable = PgTable> = Iterable<InsertRow<T>> | AsyncIterable<InsertRow<T>>;

export interface BulkWriteOptions {
  /** Most rows per INSERT statement (fewer for wide tables, to stay under the parameter limit). */
  batchRows?: number;
  /** Called after each batch with the table's database name and its rows written so far. */
  onProgress?: (table: string, rowsWritten: number) => void;
}

const DEFAULT_BATCH_ROWS = 1000;
/** PostgreSQL allows 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Kept by the database's triggers from stats and games (migration 0002); never written directly. */
export const DERIVED_TABLES: readonly PgTable[] = [schema.playerSeasonTotals, schema.playerCareerTotals];

/** The database name of a table, e.g. "article_likes". */
export function tableName(table: PgTable): string {
  return getTableConfig(table).name;
}

/**
 * Orders tables so that every table comes after the tables its foreign keys point to (self-references
 * aside); ties keep the given order. Throws on a cycle, which no insert order could satisfy.
 */
export function inForeignKeyOrder(tables: readonly PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const placed = new Set<PgTable>();
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${tableName(table)}`);
    visiting.add(table);
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = fk.reference().foreignTable;
      if (parent !== table && tables.includes(parent)) visit(parent);
    }
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Every table of schema.ts, parents before children. */
export const TABLES_IN_FOREIGN_KEY_ORDER: readonly PgTable[] = inForeignKeyOrder(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)),
);

/**
 * Inserts `rows` into `table` in batches; answers how many were written. Does not move sequences (see
 * moveSequencesPastMaxIds) and does not refuse derived tables; bulkWrite does both.
 */
export async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: RowSource<T>,
  options: BulkWriteOptions = {},
): Promise<number> {
  const name = tableName(table);
  const columns = getTableColumns(table);
  const timestampKeys = Object.entries(columns)
    .filter(([, column]) => column.dataType === 'date')
    .map(([key]) => key);
  const batchSize = Math.max(
    1,
    Math.min(
      options.batchRows ?? DEFAULT_BATCH_ROWS,
      Math.floor(MAX_PARAMETERS / Object.keys(columns).length),
    ),
  );
  let batch: InsertRow<T>[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.insert(table).values(batch);
    written += batch.length;
    batch = [];
    options.onProgress?.(name, written);
  };
  for await (const row of rows) {
    batch.push(timestampKeys.length > 0 ? castTimestampText(row, timestampKeys) : row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return written;
}

function castTimestampText<R extends Record<string, unknown>>(row: R, keys: string[]): R {
  let copy: Record<string, unknown> | undefined;
  for (const key of keys) {
    const value = row[key];
    if (typeof value !== 'string') continue;
    copy ??= { ...row };
    copy[key] = sql`${value}::timestamptz` satisfies SQL;
  }
  return (copy ?? row) as R;
}

/**
 * Moves each serial or identity sequence of the given tables (default: all) to the table's highest id,
 * or back to the start when the table is empty, so the next insert without an id gets a fresh one.
 */
export async function moveSequencesPastMaxIds(
  tx: Tx,
  tables: readonly PgTable[] = TABLES_IN_FOREIGN_KEY_ORDER,
): Promise<void> {
  for (const table of tables) {
    const name = tableName(table);
    for (const column of sequenceColumns(table)) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, ${column.name}),
          coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(name)}), 1),
          (select count(*) > 0 from ${sql.identifier(name)}))`,
      );
    }
  }
}

function sequenceColumns(table: PgTable): PgColumn[] {
  return getTableConfig(table).columns.filter(
    (column) => column.columnType === 'PgSerial' || column.generatedIdentity !== undefined,
  );
}

/**
 * Writes every table given in `rowsByTable` (in foreign-key order), then moves the sequences of all
 * tables past their highest ids. Answers the rows written per table name. Runs inside the caller's
 * transaction, so a failure part-way leaves nothing once the caller's transaction rolls back.
 */
export async function bulkWrite(
  tx: Tx,
  rowsByTable: ReadonlyMap<PgTable, RowSource>,
  options: BulkWriteOptions = {},
): Promise<Record<string, number>> {
  for (const table of rowsByTable.keys()) {
    if (DERIVED_TABLES.includes(table))
      throw new Error(`${tableName(table)} is kept by the database from stats and games; do not write it`);
    if (!TABLES_IN_FOREIGN_KEY_ORDER.includes(table)) throw new Error('bulkWrite: not a league table');
  }
  const counts: Record<string, number> = {};
  for (const table of TABLES_IN_FOREIGN_KEY_ORDER) {
    const rows = rowsByTable.get(table);
    if (rows) counts[tableName(table)] = await insertRows(tx, table, rows, options);
  }
  await moveSequencesPastMaxIds(tx);
  return counts;
}
