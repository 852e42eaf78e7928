/**
 * Writes a built demo league into the database with the ids the builder gave them (db/bulk-write.ts:
 * parents before children, then every sequence moved past the highest id, so rows created later through
 * the API get fresh ids).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { bulkWrite, type RowSource } from '../db/bulk-write.ts';
import type { Tx } from '../db/client.ts';
import type { DemoLeague } from './build-league.ts';
import { toTableRows } from './league-rows.ts';

export type TableCounts = Record<string, number>;

export function insertLeague(tx: Tx, league: DemoLeague, passwordHashes: string[]): Promise<TableCounts> {
  const rowsByTable = new Map<PgTable, RowSource>(
    toTableRows(league, passwordHashes).map(([, table, rows]) => [table, rows]),
  );
  return bulkWrite(tx, rowsByTable);
}
