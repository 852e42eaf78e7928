/**
 * The demo league (docs/product/settings.md#demo-data): 14 seasons of teams, players, bracket games with stat
 * lines, awards, the current season's schedule, articles, the demo accounts and demo_user's follows, the
 * members' pick'em picks, their brackets of the last finished season's playoffs and the fan votes. Deterministic: a fixed seed and no network, so every seed of the
 * same scale holds the same league (dates follow the current week).
 *
 * `scale` N gives every season N conferences of the usual shape (12–16 teams and one bracket each), so
 * teams, players, games and stat lines all grow about N times while seasons stay 14.
 *
 * The builders of this folder are pure; the rows go in through db/bulk-insert.ts with their ids, and
 * whatever the features own is asked of their services (password hashes, the records).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';
import { recalculateRecords } from '../features/records/service.ts';
import { hashPasswords } from '../features/users/service.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { seedDemoBrackets } from './bracket-challenge.ts';
import { buildDemoLeague } from './build-league.ts';
import { seedDemoFollows } from './follows.ts';
import { insertLeague } from './insert-league.ts';
import { seedDemoPicks } from './pickem.ts';
import { seedDemoVotes } from './votes.ts';

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

/**
 * Seeds an empty database in one transaction and answers the rows written per table.
 * `now` (default: the clock) only places the dates; tests pin it to compare two seeds exactly.
 */
export async function seedDemo(db: Db, options: { scale: number; now?: Date }): Promise<SeedSummary> {
  const league = buildDemoLeague({ scale: options.scale, now: options.now });
  const hashes = await hashPasswords(DEMO_PASSWORD, league.accounts.length);
  const summary = await db.transaction((tx) => insertLeague(tx, league, hashes));
  // Fresh planner statistics: PGlite has no autovacuum to gather them after a bulk load.
  await db.execute(sql`analyze`);
  // The league's records follow from its stats; a seeded league has them from the start.
  const records = await recalculateRecords(db);
  const now = options.now ?? new Date();
  return {
    ...summary,
    records,
    ...(await seedDemoFollows(db, now)),
    ...(await seedDemoPicks(db, now)),
    ...(await seedDemoBrackets(db)),
    ...(await seedDemoVotes(db, now)),
  };
}
