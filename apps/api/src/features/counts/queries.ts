import type { Counts } from '@league/shared/schemas/counts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

/** The nine table sizes in one round trip. */
export async function countRows(db: Db): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    db,
    sql`select
      (select count(*) from teams)::int as teams,
      (select count(*) from users)::int as users,
      (select count(*) from stats)::int as stats,
      (select count(*) from articles)::int as articles,
      (select count(*) from players)::int as players,
      (select count(*) from seasons)::int as seasons,
      (select count(*) from awards)::int as awards,
      (select count(*) from games)::int as games,
      (select count(*) from matches)::int as matches`,
  );
  return row!;
}
