/**
 * Load section: the targets of issue 14 on a league five times the demo league (`--load-scale`), on each
 * database engine, with the server's resident memory sampled throughout:
 *   - every page's first-view request, cached, beside the bare-route ceiling (as the HTTP section does
 *     on the demo league);
 *   - the same requests uncached: each request carries a new `refresh` counter, a query name the routes
 *     do not read, which the public read cache answers through the route and never stores;
 *   - every legacy path, whole lists included, starting from a cold cache (a write through the API just
 *     before each load): 4 requests per connection, every one of which must complete within 10 s;
 *   - the peak resident memory of each of those loads.
 */
import { teamSlug } from '@league/shared/domain/slug';
import { DEMO_PASSWORD } from '../src/demo-league/accounts.ts';
import { measure, problems, recordResponse, reportTarget, startCeiling } from './http.ts';
import { BROWSER_HEADERS, type LoadResult, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import { type ChildServer, residentBytes, startApiServer, waitUntilIdle } from './processes.ts';
import { busiestPlayerId, discoverReads } from './read-targets.ts';
import { kb, mb, ms, type Report } from './report.ts';
import { ENGINE_LABEL, type Engine, seedDatabase } from './servers.ts';

const SECTION = 'Load';
const MAX_RSS = 500 * 1024 * 1024;
/** Uncached page requests at 64 connections: p99 targets per engine. */
const UNCACHED_P99_MS: Record<Engine, number> = { postgres: 250, pglite: 500 };
/** Every legacy request must complete within this (autocannon's timeout is set to it). */
const LEGACY_LIMIT_S = 10;
const LEGACY_REQUESTS_PER_CONNECTION = 4;
const OLD_SITE = '≥ 50× the previous site';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The highest RSS of a process since the last `take()`, sampled every 100 ms. */
class PeakMemory {
  private peak = 0;
  private running = true;
  private readonly loop: Promise<void>;

  constructor(private readonly pid: number) {
    this.loop = (async () => {
      while (this.running) {
        const rss = await residentBytes(pid);
        if (Number.isFinite(rss)) this.peak = Math.max(this.peak, rss);
        await sleep(100);
      }
    })();
  }

  async take(): Promise<number> {
    const peak = Math.max(this.peak, await residentBytes(this.pid));
    this.peak = 0;
    return peak;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}

async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A write through the API that changes nothing but counts as a data change: every cache starts cold. */
export function dataChanger(server: ChildServer, playerId: number) {
  let token: string | undefined;
  return async () => {
    token ??= (
      await getJson<{ token: string }>(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo_admin', password: DEMO_PASSWORD }),
      })
    ).token;
    const player = await getJson<{ name: string }>(
      `${server.url}/api/pages/players/${playerId}?refresh=write`,
    );
    await getJson(`${server.url}/api/players/${playerId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: player.name }),
    });
  };
}

/** Every path the previous site's clients read, with ids of a busy player, team, game and season. */
async function legacyPaths(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  const playerId = await busiestPlayerId(baseUrl);
  const player = await getJson<{ teams: Array<{ id: number; name: string; seasonId: number }> }>(
    `${baseUrl}/api/players/${playerId}?refresh=setup`,
  );
  const team = player.teams[0];
  const [game] = await getJson<Array<{ id: number }>>(`${baseUrl}/api/games/skinny?limit=1&refresh=setup`);
  if (!team || !game) throw new Error('The league has no team or no game');
  const lists = [
    'players',
    'players/medium',
    'stats',
    'teams',
    'teams/skinny',
    'teams/medium',
    'games',
    'games/skinny',
    'seasons',
    'seasons/skinny',
    'seasons/medium',
    'awards',
    'awards/skinny',
    'matches',
    'records',
  ].map((name) => ({ name: `/api/${name}`, path: `/api/${name}` }));
  return [
    ...lists,
    { name: '/api/players/{id}', path: `/api/players/${playerId}` },
    { name: '/api/teams/name/{name}', path: `/api/teams/name/${encodeURIComponent(teamSlug(team.name))}` },
    { name: '/api/teams/{id}', path: `/api/teams/${team.id}` },
    { name: '/api/games/{id}', path: `/api/games/${game.id}` },
    { name: '/api/seasons/{id}', path: `/api/seasons/${team.seasonId}` },
  ];
}

function reportMemory(report: Report, label: string, what: string, peak: number) {
  report.check(SECTION, `${label} · peak RSS: ${what}`, mb(peak), '< 500 MB', peak < MAX_RSS);
}

async function measureCached(
  report: Report,
  label: string,
  server: ChildServer,
  targets: Awaited<ReturnType<typeof discoverReads>>,
  options: BenchOptions,
) {
  const recorded = await Promise.all(
    targets.map((t) => recordResponse(server.url + t.path, BROWSER_HEADERS)),
  );
  const ceiling = await startCeiling(recorded);
  try {
    for (const [index, target] of targets.entries()) {
      const ceilingResult = await measure(ceiling, `${ceiling.url}/r${index}`, options);
      const serverResult = await measure(server, server.url + target.path, options);
      reportTarget(report, SECTION, `${label} cached`, target, serverResult, ceilingResult);
    }
  } finally {
    await ceiling.stop();
  }
}

async function measureUncached(
  report: Report,
  engine: Engine,
  label: string,
  server: ChildServer,
  targets: Awaited<ReturnType<typeof discoverReads>>,
  options: BenchOptions,
) {
  const limit = UNCACHED_P99_MS[engine];
  for (const target of targets) {
    await waitUntilIdle(server.pid);
    const result = await runLoad({
      url: server.url + target.path,
      connections: options.connections,
      seconds: options.seconds,
      cacheBuster: 'refresh',
    });
    console.log(`bench: uncached ${target.path}: ${Math.round(result.rps)} req/s, p99 ${ms(result.p99)}`);
    report.check(
      SECTION,
      `${label} uncached · ${target.name}`,
      `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${Math.round(result.rps)} req/s${problems(result)}`,
      `p99 < ${ms(limit)}`,
      result.rps > 0 && result.errors === 0 && result.non2xx === 0 && result.p99 < limit,
    );
  }
}

async function measureLegacy(
  report: Report,
  label: string,
  server: ChildServer,
  options: BenchOptions,
  memory: PeakMemory,
) {
  const paths = await legacyPaths(server.url);
  const change = dataChanger(server, await busiestPlayerId(server.url));
  let worst = 0;
  for (const target of paths) {
    const figure = `${label} legacy · ${target.name} (cold cache)`;
    const limit = `every request < ${LEGACY_LIMIT_S} s`;
    try {
      await waitUntilIdle(server.pid);
      await change();
      await memory.take();
      const result: LoadResult = await runLoad({
        url: server.url + target.path,
        connections: options.connections,
        seconds: options.seconds,
        // A fixed number of requests, not a duration: every one of them is waited for (or times out).
        amount: options.connections * LEGACY_REQUESTS_PER_CONNECTION,
        timeoutSeconds: LEGACY_LIMIT_S,
      });
      const peak = await memory.take();
      worst = Math.max(worst, peak);
      console.log(
        `bench: legacy ${target.path}: ${Math.round(result.rps)} req/s, max ${ms(result.max)}, RSS ${mb(peak)}`,
      );
      report.check(
        SECTION,
        figure,
        `${Math.round(result.rps)} req/s, p99 ${ms(result.p99)}, slowest ${ms(result.max)}, ` +
          `${kb(result.bytesPerResponse)}/response${problems(result)}; peak RSS ${mb(peak)}`,
        limit,
        result.rps > 0 && result.errors === 0 && result.non2xx === 0 && result.max < LEGACY_LIMIT_S * 1000,
      );
    } catch (error) {
      // A server still busy with the previous path: say so and go on with the next one.
      const peak = await memory.take();
      worst = Math.max(worst, peak);
      const message = error instanceof Error ? error.message : String(error);
      report.check(SECTION, figure, `failed: ${message}; peak RSS ${mb(peak)}`, limit, false);
    }
  }
  reportMemory(report, label, 'legacy paths', worst);
  report.skip(
    SECTION,
    `${label} legacy · throughput against the previous site`,
    'the previous site does not run on this machine; no figure to compare with',
    OLD_SITE,
  );
}

async function benchEngine(report: Report, engine: Engine, options: BenchOptions): Promise<void> {
  const label = `${ENGINE_LABEL[engine]} ×${options.loadScale}`;
  const seedStart = performance.now();
  const database = await seedDatabase(engine, options.loadScale);
  if ('missing' in database) {
    report.skip(SECTION, label, database.missing);
    return;
  }
  const server = await startApiServer({ label: `${label} server`, ...database });
  report.info(SECTION, `${label} · league`, `seeded and started in ${ms(performance.now() - seedStart)}`);
  const memory = new PeakMemory(server.pid);
  try {
    await sleep(1000);
    report.info(SECTION, `${label} · RSS at rest`, mb(await memory.take()));
    const targets = await discoverReads(server.url);

    await memory.take();
    await measureCached(report, label, server, targets, options);
    reportMemory(report, label, 'cached page reads', await memory.take());

    await measureUncached(report, engine, label, server, targets, options);
    reportMemory(report, label, 'uncached page reads', await memory.take());

    await measureLegacy(report, label, server, options, memory);
  } finally {
    await memory.stop();
    await server.stop();
  }
}

export async function benchLoad(report: Report, options: BenchOptions): Promise<void> {
  for (const engine of options.engines) await benchEngine(report, engine, options);
}
