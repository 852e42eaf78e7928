import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../sql.ts';

export interface SeedSummary {
  [table: string]: number;
}

/** True when the league has no seasons and no users yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from seasons) + (select count(*) from users))::int as n`,
  );
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(_db: Db, _options: { scale: number }): Promise<SeedSummary> {
  throw new Error('The demo-data generator is not written yet');
}
