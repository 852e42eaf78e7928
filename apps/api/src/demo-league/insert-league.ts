/**
 * Writes a built demo league into the database: parents before children, all with the ids the builder
 * gave them; then every serial sequence is moved past the highest id, so rows created later through the
 * API get fresh ids.
 */
import { insertInChunks, moveSerialPastMaxId } from '../db/bulk-insert.ts';
import type { Tx } from '../db/client.ts';
import type { DemoLeague } from './build-league.ts';
import { toTableRows } from './league-rows.ts';

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
  const counts: TableCounts = {};
  for (const [name, table, rows] of toTableRows(league, passwordHashes)) {
    await insertInChunks(tx, table, rows);
    counts[name] = rows.length;
  }
  for (const table of SERIAL_TABLES) await moveSerialPastMaxId(tx, table);
  return counts;
}
