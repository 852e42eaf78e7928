/**
 * Push section (docs/decisions/0050-web-push-through-the-outbox.md): how long a result takes to reach 10,000
 * subscribers' push outbox rows, and the resident memory while it does. A fresh database holds one season
 * with two teams and a match, and 10,000 members who follow one team with a browser subscribed each; a staff
 * member completes the match through the API (app.inject: the route, the unit of work, the playoff marks)
 * and the figure is the write's time until its answer, its rows counted after. Runs in this process, so
 * the RSS is this process's (the app and, on PGlite, the database).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import type { BenchOptions } from './options.ts';
import { createDatabase, postgresCluster } from './postgres.ts';
import { tempDir } from './processes.ts';
import { mb, ms, type Report } from './report.ts';

const SECTION = 'Push';
const SUBSCRIBERS = 10_000;
/** A result should reach its followers' outbox well within a staff member's patience. */
const TARGET_MS = 5_000;

async function seedFollowers(database: DbHandle): Promise<{ matchId: number; staffId: number }> {
  const db = database.db;
  await db.execute(
    sql`insert into seasons (season_number, theme, start_date) values (1, 'Bench', '2026-01-01')`,
  );
  await db.execute(
    sql`insert into teams (name, season_id) select n, (select id from seasons) from unnest(array['Aces', 'Blockers']) n`,
  );
  const [match] = await queryRows<{ id: number }>(
    db,
    sql`insert into matches (match_number, round, date, team1_name, team2_name, season_id)
        values ('M1', 'Round 1', now() - interval '2 hours', 'Aces', 'Blockers', (select id from seasons))
        returning id`,
  );
  const [staff] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, email, password_hash, role) values ('bench_staff', 'staff@bench.test', 'x', 'superadmin')
        returning id`,
  );
  await db.execute(
    sql`insert into users (username, email, password_hash)
        select 'fan_' || n, 'fan_' || n || '@bench.test', 'x' from generate_series(1, ${SUBSCRIBERS}) n`,
  );
  await db.execute(
    sql`insert into follows (user_id, kind, team_key, events)
        select id, 'team', 'aces', array['match-starting', 'final-result', 'schedule-change', 'playoff-status']
        from users where username like 'fan\\_%'`,
  );
  await db.execute(
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        select id, 'https://push.bench.invalid/send/' || id,
          'BOuF6GKFnQma07LzkU6IHJ0sn6d9BtK5Jv55deT9bPyTXqi7x5e4P5kFIZ2SjN2pSiiKbaimyvFojy0sZ81fH2w', 'mRnqQygYK4s6SxPvhw13xA'
        from users where username like 'fan\\_%'`,
  );
  await db.execute(sql`analyze`);
  return { matchId: match!.id, staffId: staff!.id };
}

async function measure(report: Report, label: string, database: DbHandle): Promise<void> {
  try {
    await migrateDatabase(database);
    const { matchId, staffId } = await seedFollowers(database);
    const config = loadConfig({ JWT_SECRET: 'bench-secret-bench-secret-bench' } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, database });
    await app.ready();
    const headers = { authorization: `Bearer ${await app.tokens.sign(staffId)}` };
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/matches/${matchId}`,
      headers,
      payload: {
        status: 'completed',
        team1Score: 3,
        team2Score: 1,
        set1Score: '25-20',
        set2Score: '25-18',
        set3Score: '20-25',
        set4Score: '25-22',
      },
    });
    const took = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (res.statusCode !== 200) throw new Error(`the result was refused: ${res.statusCode} ${res.body}`);
    const [rows] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from push_deliveries where event = 'final-result'`,
    );
    report.check(
      SECTION,
      `${label}: a result to ${SUBSCRIBERS.toLocaleString('en')} subscribers' outbox rows (write to answer)`,
      `${ms(took)} for ${rows?.n.toLocaleString('en')} rows`,
      `< ${ms(TARGET_MS)}, every row`,
      took < TARGET_MS && rows?.n === SUBSCRIBERS,
    );
    report.info(
      SECTION,
      `${label}: RSS of the process during that write`,
      `${mb(before)} before, ${mb(peak)} at its peak`,
    );
    await app.close();
  } finally {
    await database.close();
  }
}

export async function benchPush(report: Report, options: BenchOptions): Promise<void> {
  if (options.engines.includes('pglite'))
    await measure(report, 'PGlite', await openDatabase({ dataDir: tempDir('bench-push-') }));
  if (!options.engines.includes('postgres')) return;
  const cluster = await postgresCluster();
  if ('missing' in cluster) {
    report.skip(SECTION, 'PostgreSQL: a result to 10,000 subscribers', cluster.missing);
    return;
  }
  const url = await createDatabase(cluster.url, 'bench_push');
  await measure(report, 'PostgreSQL', await openDatabase({ databaseUrl: url }));
}
