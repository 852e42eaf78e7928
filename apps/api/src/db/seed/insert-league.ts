/**
 * Writes a built demo league into the database: multi-row inserts of up to 1,000 rows, parents before
 * children, all with the ids the builder gave them; then every serial sequence is moved past the highest
 * id, so rows created later through the API get fresh ids.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';
import type { DemoLeague } from './build-league.ts';
import { toTableRows } from './league-rows.ts';

const CHUNK_ROWS = 1000;
/** PostgreSQL allows 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Tables with a serial id that the seed fills with explicit ids. */
const SERIAL_TABLES = [
  'users',
  'articles',
  'seasons',
  'teams',
  'players',
  'games',
  'stats',
  'awards',
  'matches',
];

export type TableCounts = Record<string, number>;

export async function insertLeague(
  tx: Tx,
  league: DemoLeague,
  passwordHashes: string[],
): Promise<TableCounts> {
  const rows = toTableRows(league, passwordHashes);
  const counts: TableCounts = {};
  for (const [name, table, tableRows] of rows) {
    await insertChunks(tx, table, tableRows);
    counts[name] = tableRows.length;
  }
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
  return counts;
}

async function insertChunks(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.max(1, Math.min(CHUNK_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}
