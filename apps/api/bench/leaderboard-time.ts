/**
 * Server time of GET /api/leaderboard on the demo league and on larger ones:
 *   npx tsx apps/api/bench/leaderboard-time.ts [--scale 1,20] [--runs 30]
 *   bash scripts/with-postgres.sh npx tsx apps/api/bench/leaderboard-time.ts   (a throwaway PostgreSQL)
 * Per scale: seeds a throwaway database (a PGlite in a temp folder, or with DATABASE_URL a new database
 * on that server, dropped afterwards), then for a few scopes prints p50/p95 of the uncached read model
 * (the SQL statement plus parsing its rows) and of a request answered from the cache.
 * Prints numbers only; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StageFilter } from '@league/shared/domain/stages';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, type DbHandle, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { queryRows } from '../src/db/sql.ts';
import { readLeaderboard } from '../src/features/leaderboard/service.ts';

interface Scope {
  view: 'players' | 'teams';
  season: number | null;
  stage: StageFilter;
}

function parseArgs(args: string[]): { scales: number[]; runs: number } {
  const value = (name: string) => {
    const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (i < 0) return undefined;
    return args[i]?.includes('=') ? args[i]?.split('=')[1] : args[i + 1];
  };
  const scales = (value('--scale') ?? '1,20').split(',').map(Number);
  const runs = Number(value('--runs') ?? 30);
  if (scales.some((s) => !Number.isInteger(s) || s < 1) || !Number.isInteger(runs) || runs < 1) {
    throw new Error('Usage: leaderboard-time.ts [--scale 1,20] [--runs 30]');
  }
  return { scales, runs };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn(); // warm the plan cache and the pages
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

async function countRows(db: Db): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from seasons)::int as seasons, (select count(*) from teams)::int as teams,
               (select count(*) from players)::int as players, (select count(*) from games)::int as games,
               (select count(*) from stats)::int as "statLines"`,
  );
  return Object.entries(row ?? {})
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

/** A fresh database for one scale, and how to throw it away. */
async function openScratchDatabase(): Promise<{ database: DbHandle; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `league_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'league-bench-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchScale(scale: number, runs: number): Promise<void> {
  const { database, dispose } = await openScratchDatabase();
  try {
    await migrateDatabase(database);
    const seedStart = performance.now();
    await seedDemo(database.db, { scale });
    const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
    console.log(`\nscale ${scale}: seeded in ${seedSeconds} s — ${await countRows(database.db)}`);

    const [latest] = await queryRows<{ n: number }>(
      database.db,
      sql`select max(season_number)::int as n from seasons`,
    );
    const season = latest?.n ?? 1;
    const scopes: Scope[] = [
      { view: 'players', season: null, stage: 'all' },
      { view: 'players', season, stage: 'all' },
      { view: 'players', season: null, stage: 'R4' },
      { view: 'players', season: Math.max(1, season - 1), stage: 'R6' },
      { view: 'teams', season: null, stage: 'all' },
      { view: 'teams', season, stage: 'all' },
    ];
    const app = await buildApp({
      config: loadConfig({ JWT_SECRET: 'bench-secret-bench-secret-bench-secret' }),
      database,
    });
    await app.ready();
    console.log(
      'scope                          rows    JSON KB   query p50/p95 ms   cached request p50/p95 ms',
    );
    for (const scope of scopes) {
      const body = await readLeaderboard(database.db, scope);
      const query = await time(runs, () => readLeaderboard(database.db, scope));
      const url = `/api/leaderboard?view=${scope.view}&season=${scope.season ?? 'all'}&stage=${scope.stage}`;
      const cached = await time(runs, () => app.inject(url));
      const label = `${scope.view} / ${scope.season ?? 'all'} / ${scope.stage}`.padEnd(30);
      const kb = (JSON.stringify(body).length / 1024).toFixed(0).padStart(7);
      console.log(`${label} ${String(body.rows.length).padStart(5)} ${kb}   ${fmt(query)}   ${fmt(cached)}`);
    }
    await app.close();
  } finally {
    await dispose();
  }
}

const fmt = ({ p50, p95 }: { p50: number; p95: number }) =>
  `${p50.toFixed(1).padStart(8)} / ${p95.toFixed(1).padEnd(8)}`;

const { scales, runs } = parseArgs(process.argv.slice(2));
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`GET /api/leaderboard server time, ${runs} runs per scope (after 3 warm-up runs), ${engine}`);
for (const scale of scales) await benchScale(scale, runs);
