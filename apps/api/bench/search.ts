/**
 * Search section (issue 32, ADR 51): the site search at 64 connections on a league five times the demo one
 * (`--load-scale`), on each database engine, both ways it could be built:
 *   - the site's in-process index (MiniSearch), through the API (`GET /api/search`, each request past the
 *     public read cache with a new `refresh`);
 *   - the database's own trigram matching (pg_trgm + unaccent, indexed), through a bare loopback server
 *     over the same database (search-db-server.ts), which flatters it: no framework, no validation.
 * Each load cycles through a mix of searches made from the league's own names: whole names, the start of
 * a name, a name with a letter dropped (a typo), two words. Target: p99 ≤ 100 ms.
 */
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import { freePort, startApiServer, startNodeServer, waitUntilIdle } from './processes.ts';
import { ms, type Report } from './report.ts';
import { ENGINE_LABEL, type Engine, type SeededDatabase, seedDatabase } from './servers.ts';

const SECTION = 'Search';
const P99_LIMIT_MS = 100;
const DB_SERVER = fileURLToPath(new URL('./search-db-server.ts', import.meta.url));

/** Searches made from names the league holds: exact, a prefix, a typo, and two words. */
export function searchMix(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const middle = Math.floor(name.length / 2);
    return [
      name,
      name.slice(0, Math.max(3, Math.ceil(name.length / 2))),
      name.slice(0, middle) + name.slice(middle + 1),
    ];
  });
}

async function leagueNames(url: string): Promise<string[]> {
  const get = async <T>(path: string) => (await (await fetch(url + path)).json()) as T;
  const players = await get<{ name: string }[]>('/api/players?limit=30&offset=200');
  const teams = await get<{ name: string }[]>('/api/teams/skinny?limit=10&offset=40');
  return [...players.map((p) => p.name), ...teams.map((t) => t.name)];
}

const line = (r: Awaited<ReturnType<typeof runLoad>>) =>
  `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${Math.round(r.rps)} req/s${r.errors + r.non2xx > 0 ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : ''}`;

async function loadPaths(url: string, paths: string[], options: BenchOptions, cacheBuster?: string) {
  return runLoad({
    url: url + (paths[0] ?? '/'),
    paths,
    connections: options.connections,
    seconds: options.seconds,
    ...(cacheBuster ? { cacheBuster } : {}),
  });
}

async function benchEngine(report: Report, engine: Engine, options: BenchOptions): Promise<void> {
  const label = `${ENGINE_LABEL[engine]} ×${options.loadScale}`;
  const database: SeededDatabase | { missing: string } = await seedDatabase(engine, options.loadScale);
  if ('missing' in database) {
    report.skip(SECTION, label, database.missing);
    return;
  }
  const server = await startApiServer({ label: `${label} search server`, ...database });
  let queries: string[];
  try {
    queries = searchMix(await leagueNames(server.url)).map(encodeURIComponent);
    const started = performance.now();
    const first = await (await fetch(`${server.url}/api/search?q=${queries[0]}`)).json();
    report.info(
      SECTION,
      `${label} · first search (reads the league and builds the index)`,
      `${ms(performance.now() - started)}; ${(first as { hits: unknown[] }).hits.length} hits`,
    );
    await waitUntilIdle(server.pid);
    const result = await loadPaths(
      server.url,
      queries.map((q) => `/api/search?q=${q}`),
      options,
      'refresh',
    );
    report.check(
      SECTION,
      `${label} · in-process index (the site's), API`,
      line(result),
      `p99 ≤ ${P99_LIMIT_MS} ms`,
      result.errors === 0 && result.non2xx === 0 && result.p99 <= P99_LIMIT_MS,
    );
  } finally {
    await server.stop();
  }
  const port = await freePort();
  const env: Record<string, string> = database.databaseUrl
    ? { DATABASE_URL: database.databaseUrl }
    : { DATA_DIR: database.dataDir ?? '' };
  const dbServer = await startNodeServer({
    label: `${label} trigram search`,
    script: DB_SERVER,
    args: [String(port)],
    env,
    port,
    readyPath: '/health',
  });
  try {
    await waitUntilIdle(dbServer.pid);
    const result = await loadPaths(
      dbServer.url,
      queries.map((q) => `/search?q=${q}`),
      options,
    );
    report.check(
      SECTION,
      `${label} · database trigram search (pg_trgm), bare server`,
      line(result),
      `p99 ≤ ${P99_LIMIT_MS} ms`,
      result.errors === 0 && result.non2xx === 0 && result.p99 <= P99_LIMIT_MS,
    );
  } finally {
    await dbServer.stop();
  }
}

export async function benchSearch(report: Report, options: BenchOptions): Promise<void> {
  for (const engine of options.engines) await benchEngine(report, engine, options);
}
