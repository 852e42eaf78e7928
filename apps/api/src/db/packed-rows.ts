/**
 * Rows packed into one JSON value: for reads of thousands of rows (the whole-league lists, ADR 31).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './sql.ts';

/**
 * One JSON value holding every row of a query, each row an array of its columns: the embedded database
 * hands each value of a result to JavaScript as a buffer of its own, so a whole-league read of tens of
 * thousands of rows times a dozen columns cost more in that hand-over than in the query (ADR 31).
 */
export function packedRows(columns: readonly SQL[], from: SQL, order: SQL): SQL {
  return sql`select coalesce(json_agg(json_build_array(${sql.join([...columns], sql`, `)}) order by ${order}), '[]'::json) as rows ${from}`;
}

export async function readPackedRows(db: Db, query: SQL): Promise<unknown[][]> {
  const [row] = await queryRows<{ rows: unknown[][] | string }>(db, query);
  const rows = row?.rows ?? [];
  // node-postgres and PGlite both parse json; a driver answering text is parsed here.
  return typeof rows === 'string' ? (JSON.parse(rows) as unknown[][]) : rows;
}
