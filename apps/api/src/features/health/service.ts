import type { Db, DbHandle } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pingDatabase } from './queries.ts';

export interface Health {
  status: 'ok';
  database: DbHandle['kind'];
}

/** A database that takes longer than this to answer `select 1` counts as down. */
export const HEALTH_TIMEOUT_MS = 2_000;
export const DATABASE_DOWN = 'The database does not answer';

/**
 * Answers only once the database has answered. A failing or hanging database is a 503 in the error format
 * that also says `status: "unavailable"`, so a load balancer or a monitor takes the instance out.
 */
export async function checkHealth(db: Db, database: DbHandle['kind']): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } catch {
    throw new AppError('UNAVAILABLE', DATABASE_DOWN, undefined, { status: 'unavailable', database });
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database };
}
