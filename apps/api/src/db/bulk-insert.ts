/**
 * Bulk loading of rows that already carry their ids (the demo league): multi-row inserts of up to 1,000
 * rows, then the table's serial sequence moved past the highest id so rows created later get fresh ids.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

const CHUNK_ROWS = 1000;
/** PostgreSQL allows 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

export async function insertInChunks(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.max(1, Math.min(CHUNK_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}

/** After explicit ids were inserted: the next id the sequence hands out is above every one of them. */
export async function moveSerialPastMaxId(tx: Tx, tableName: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${tableName}', 'id'), (select max(id) from ${tableName}))`,
    ),
  );
}
