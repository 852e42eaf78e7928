import type { Db, DbHandle } from '../../db/client.ts';
import { pingDatabase } from './queries.ts';

export interface Health {
  status: 'ok';
  database: DbHandle['kind'];
}

/** Answers only once the database has answered; a failing database makes the check fail. */
export async function checkHealth(db: Db, database: DbHandle['kind']): Promise<Health> {
  await pingDatabase(db);
  return { status: 'ok', database };
}
