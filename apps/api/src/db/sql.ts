import type { SQL } from 'drizzle-orm';
import { type Db, firstValueOfKeptStatement, type Tx } from './client.ts';

/**
 * Runs raw SQL and answers its rows. Both drivers return `{rows}`; the declared row type is the caller's
 * promise, so cast counts and sums in SQL (`::int`, `::float8`) to get numbers rather than strings.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a query answering one row whose column `json` holds a whole answer built in SQL (ADR 34), and
 * answers that value; undefined without a row. Both drivers parse json; a driver answering text is
 * parsed here. On the embedded database the query runs as a statement kept from one call to the next
 * (ADR 36).
 */
export async function queryJson<T>(db: Db | Tx, query: SQL): Promise<T | undefined> {
  const kept = firstValueOfKeptStatement(db, query);
  if (kept) {
    const text = await kept;
    return text === null ? undefined : (JSON.parse(text) as T);
  }
  const [row] = await queryRows<{ json: T | string | null }>(db, query);
  const value = row?.json;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
