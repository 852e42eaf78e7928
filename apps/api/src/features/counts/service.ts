import type { Counts } from '@league/shared/schemas/counts';
import type { Db } from '../../db/client.ts';
import { countRows } from './queries.ts';

/** The portal dashboard's nine numbers: how many rows each league table holds. */
export function countEverything(db: Db): Promise<Counts> {
  return countRows(db);
}
