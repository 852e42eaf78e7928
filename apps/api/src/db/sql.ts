import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Runs raw SQL and answers its rows. Both drivers return `{rows}`; the declared row type is the caller's
 * promise, so cast counts and sums in SQL (`::int`, `::float8`) to get numbers rather than strings.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
