/**
 * The Scale section's reads: leaderboard scopes uncached and as cached requests, and exports streamed over a
 * socket with the JS heap's peak growth.
 */
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StageFilter } from '@league/shared/domain/stages';
import { LeaderboardQuerySchema } from '@league/shared/schemas/leaderboard';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';
import { buildLeaderboardResponse, readLeaderboardRows } from '../src/features/leaderboard/service.ts';
import { kb, mb, sample } from './report.ts';
import type { ScaleFigures } from './scale-figures.ts';
import type { Engine } from './servers.ts';

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

export async function measureLeaderboards(
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
