/**
 * Scale section: server time of the heaviest work at 1×, 10× and 100× the demo league (seedDemo's
 * `scale`), in-process against a throwaway database per scale and engine: the leaderboard read model
 * uncached (its SQL statement plus parsing, several scopes) and as a cached request, the player page of
 * the busiest player, a records recalculation, a stat-sheet upload, and a backup of the whole site and its
 * restore into an empty database of the same kind, and CSV exports of the biggest views (the whole
 * leaderboard with every column, every stat line) read over a socket with the JS heap's peak growth, which
 * stays far below the file's size when rows stream. Each figure after the first scale shows its growth, to
 * set beside the data's growth.
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { StageFilter } from '@league/shared/domain/stages';
import { LeaderboardQuerySchema } from '@league/shared/schemas/leaderboard';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { restoreBackup, writeBackup } from '../src/db/backup.ts';
import { type Db, type DbHandle, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { buildLeaderboardResponse, readLeaderboardRows } from '../src/features/leaderboard/service.ts';
import { getPlayerDetail } from '../src/features/players/service.ts';
import { recalculateRecords, settleRecordsRecalculation } from '../src/features/records/service.ts';
import type { BenchOptions } from './options.ts';
import { createDatabase, postgresCluster } from './postgres.ts';
import { tempDir } from './processes.ts';
import { kb, mb, ms, percentile, type Report, sample } from './report.ts';
import { ENGINE_LABEL, type Engine } from './servers.ts';
import { buildUploadBodies } from './upload-fixture.ts';

const SECTION = 'Scale';

interface Scope {
  view: 'players' | 'teams';
  season: 'latest' | null;
  stage: StageFilter;
}
/** The stats page's default (players, every season) first: the one with targets. */
const SCOPES: Scope[] = [
  { view: 'players', season: null, stage: 'all' },
  { view: 'players', season: 'latest', stage: 'all' },
  { view: 'players', season: null, stage: 'R4' },
  { view: 'teams', season: null, stage: 'all' },
];

/** Targets of the issue, by figure key and scale. */
const TARGETS: Record<string, Record<number, number>> = {
  'leaderboard players/all/all': { 1: 50, 100: 500 },
  records: { 100: 10_000 },
};

async function openScratch(engine: Engine, name: string): Promise<DbHandle | { missing: string }> {
  if (engine === 'pglite') return openDatabase({ dataDir: tempDir(name) });
  const cluster = await postgresCluster();
  if ('missing' in cluster) return cluster;
  return openDatabase({ databaseUrl: await createDatabase(cluster.url, name.replace(/\W/g, '_')) });
}

async function describeLeague(db: Db): Promise<{ text: string; statLines: number }> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from teams)::int as teams, (select count(*) from players)::int as players,
               (select count(*) from games)::int as games, (select count(*) from stats)::int as "stat lines"`,
  );
  const text = Object.entries(row ?? {})
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  return { text, statLines: row?.['stat lines'] ?? 0 };
}

/** Records one figure, with its growth since the first scale and its target where the issue sets one. */
export class ScaleFigures {
  private readonly first = new Map<string, number>();

  constructor(private readonly report: Report) {}

  /** The league's size, with its growth in stat lines since the first scale. */
  league(engine: Engine, scale: number, description: string, statLines: number, seededMs: number) {
    const id = `${engine}|stat lines`;
    const base = this.first.get(id);
    if (base === undefined) this.first.set(id, statLines);
    const growth = base === undefined ? '' : ` (×${(statLines / base).toFixed(1)} stat lines)`;
    this.report.info(
      SECTION,
      `${ENGINE_LABEL[engine]} ×${scale} · league`,
      `${description}${growth}; seeded in ${ms(seededMs)}`,
    );
  }

  add(engine: Engine, scale: number, key: string, label: string, samples: number[], detail = '') {
    const p50 = percentile(samples, 0.5);
    const id = `${engine}|${key}`;
    const base = this.first.get(id);
    if (base === undefined) this.first.set(id, p50);
    const growth = base === undefined ? '' : ` (×${(p50 / base).toFixed(1)})`;
    const spread = samples.length > 2 ? `, p95 ${ms(percentile(samples, 0.95))}` : '';
    const value = `${ms(p50)}${growth}${spread}${detail}`;
    const figure = `${ENGINE_LABEL[engine]} ×${scale} · ${label}`;
    const limit = TARGETS[key]?.[scale];
    if (limit === undefined) this.report.info(SECTION, figure, value);
    else this.report.check(SECTION, figure, value, `< ${ms(limit)}`, p50 < limit);
  }
}

async function measureLeaderboards(
  db: Db,
  app: FastifyInstance,
  figures: ScaleFigures,
  at: [Engine, number],
  runs: number,
) {
  const [latest] = await queryRows<{ n: number }>(db, sql`select max(season_number)::int as n from seasons`);
  for (const scope of SCOPES) {
    const season = scope.season === 'latest' ? (latest?.n ?? 1) : null;
    // The page's first request for the scope: the sums from SQL, then the default page (25 rows).
    const query = LeaderboardQuerySchema.parse({
      view: scope.view,
      season: season ?? 'all',
      stage: scope.stage,
    });
    const firstPage = async () => buildLeaderboardResponse(await readLeaderboardRows(db, query), query);
    const body = await firstPage();
    const key = `leaderboard ${scope.view}/${scope.season ?? 'all'}/${scope.stage}`;
    const detail = `; ${body.total} rows`;
    figures.add(...at, key, `${key} uncached`, await sample(runs, firstPage), detail);
    if (scope === SCOPES[0]) {
      // Another page, sort or search of a scope whose sums are cached: the shared buildLeaderboard only.
      const sums = await readLeaderboardRows(db, query);
      const other = LeaderboardQuerySchema.parse({ mode: 'perSet', sort: 'name', dir: 'asc', page: '3' });
      const rebuilt = await sample(runs, async () => buildLeaderboardResponse(sums, other));
      figures.add(...at, 'leaderboard rebuild', `${key} other page from cached sums`, rebuilt);
      const url = `/api/leaderboard?view=${scope.view}&stage=${scope.stage}`;
      const cached = await sample(runs, () => app.inject({ url, headers: { 'accept-encoding': 'gzip' } }));
      figures.add(...at, 'leaderboard cached', `${key} cached request`, cached);
    }
  }
}

async function measureWrites(
  db: Db,
  app: FastifyInstance,
  figures: ScaleFigures,
  at: [Engine, number],
  quick: boolean,
) {
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username = 'demo_admin'`,
  );
  if (!admin) throw new Error('The demo admin is missing');
  const headers = { authorization: `Bearer ${await app.tokens.sign(admin.id)}` };
  const uploads = quick ? 3 : 5;
  const bodies = await buildUploadBodies(db, uploads + 1);
  const times: number[] = [];
  for (const [i, payload] of bodies.entries()) {
    const start = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/stats/batch-csv', headers, payload });
    const took = performance.now() - start;
    if (res.statusCode !== 201) throw new Error(`CSV upload answered ${res.statusCode}: ${res.body}`);
    if (i > 0) times.push(took); // the first one warms up
    await settleRecordsRecalculation(db); // the background recalculation must not overlap the next upload
  }
  figures.add(
    ...at,
    'upload',
    'CSV upload (new game, 12 lines)',
    times.sort((a, b) => a - b),
  );

  const recalcRuns = quick || at[1] >= 50 ? 2 : 3;
  const recalc = await sample(recalcRuns, () => recalculateRecords(db), 0);
  figures.add(...at, 'records', 'records recalculation', recalc);
}

/**
 * `npm run backup` and `npm run restore` in-process: one backup of the seeded league to a file, and its
 * restore into a fresh database of the same engine. The restore's figure carries the JavaScript heap's
 * growth at its peak, which stays flat when rows stream through instead of piling up.
 */
async function measureBackup(database: DbHandle, figures: ScaleFigures, at: [Engine, number]) {
  const file = join(tempDir('backup'), 'league.jsonl.gz');
  const backupStart = performance.now();
  const summary = await writeBackup(database.db, createWriteStream(file));
  const backupMs = performance.now() - backupStart;
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  figures.add(
    ...at,
    'backup',
    'backup of the whole site',
    [backupMs],
    `; ${rows} rows, ${kb(statSync(file).size)}`,
  );

  const target = await openScratch(at[0], `restore_${at[0]}_${at[1]}_${process.pid}`);
  if ('missing' in target) return;
  try {
    await migrateDatabase(target);
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const watch = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 50);
    const restoreStart = performance.now();
    try {
      await restoreBackup(target.db, createReadStream(file));
    } finally {
      clearInterval(watch);
    }
    const restoreMs = performance.now() - restoreStart;
    const heap = `; JS heap +${mb(Math.max(0, heapPeak - heapBefore))} at its peak`;
    figures.add(...at, 'restore', 'restore into an empty database', [restoreMs], heap);
  } finally {
    await target.close();
  }
}

/** Reads a URL over a real socket and counts what arrives, keeping none of it. */
function drain(url: string, headers: Record<string, string>): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      });
      response.on('end', () => resolve({ bytes, lines }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Exports (docs/product/api-contract.md#exports) as a download over HTTP: time, size, rows and the JS
 * heap's growth at its peak while the file streams. `inject` would buffer the whole answer, so the app
 * listens on a loopback port for this.
 */
export async function measureExports(
  db: Db,
  app: FastifyInstance,
  figures: ScaleFigures,
  at: [Engine, number],
) {
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where username = 'demo_admin'`,
  );
  if (!admin) throw new Error('The demo admin is missing');
  const headers = { authorization: `Bearer ${await app.tokens.sign(admin.id)}` };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const every =
    'spikeKills,spikeAttempts,spikePct,apeKills,apeAttempts,apePct,totalKills,totalAttempts,totalSpikePct,blocks,assists,digs,aces,totalErrors';
  const exports = [
    [
      'export leaderboard',
      'leaderboard CSV, every player, 14 columns',
      `/api/leaderboard?view=players&format=csv&cols=${every}`,
    ],
    ['export stat lines', 'stat lines CSV (portal), every line', '/api/stats?format=csv'],
  ] as const;
  for (const [key, label, path] of exports) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const watch = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);
    const start = performance.now();
    let file: { bytes: number; lines: number };
    try {
      file = await drain(`${base}${path}`, headers);
    } finally {
      clearInterval(watch);
    }
    const took = performance.now() - start;
    const detail = `; ${file.lines - 1} rows, ${kb(file.bytes)}, JS heap +${mb(Math.max(0, heapPeak - heapBefore))} at its peak`;
    figures.add(...at, key, label, [took], detail);
  }
}

async function benchOne(
  report: Report,
  figures: ScaleFigures,
  engine: Engine,
  scale: number,
  quick: boolean,
) {
  const database = await openScratch(engine, `scale_${engine}_${scale}_${process.pid}`);
  if ('missing' in database) {
    report.skip(SECTION, `${ENGINE_LABEL[engine]} ×${scale}`, database.missing);
    return;
  }
  try {
    const db = database.db;
    await migrateDatabase(database);
    const seedStart = performance.now();
    await seedDemo(db, { scale });
    const seeded = performance.now() - seedStart;
    const league = await describeLeague(db);
    figures.league(engine, scale, league.text, league.statLines, seeded);
    const app = await buildApp({
      config: loadConfig({ JWT_SECRET: 'bench-secret-bench-secret-bench-0123' }),
      database,
    });
    await app.ready();
    try {
      const at: [Engine, number] = [engine, scale];
      const runs = quick ? 5 : scale >= 50 ? 10 : 20;
      await measureLeaderboards(db, app, figures, at, runs);
      const board = await readLeaderboardRows(db, { view: 'players', seasonNumber: null, stage: 'all' });
      const busiest = [...board.rows].sort((a, b) => b.gamesPlayed - a.gamesPlayed)[0];
      const playerId = Number(busiest?.id ?? 1);
      const games = `${busiest?.gamesPlayed ?? 0} games`;
      // The read model itself: the page's request is answered from the public read cache after the first.
      const player = await sample(runs, () => getPlayerDetail(db, playerId));
      figures.add(...at, 'player', `player page uncached (${games})`, player);
      const request = await sample(runs, () => app.inject(`/api/players/${playerId}`));
      figures.add(...at, 'player cached', 'player page cached request', request);
      await measureWrites(db, app, figures, at, quick);
      await measureBackup(database, figures, at);
      await measureExports(db, app, figures, at);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function benchScale(report: Report, options: BenchOptions): Promise<void> {
  const figures = new ScaleFigures(report);
  for (const engine of options.engines) {
    for (const scale of options.scales) await benchOne(report, figures, engine, scale, options.quick);
  }
}
