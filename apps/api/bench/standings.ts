/**
 * Standings section: the standings and ratings reads on a league five times the demo league (`--load-scale`),
 * on each database engine. They are computed on read (the standings from the season's matches, the ratings
 * from the whole history) and kept by the public read cache until data changes, so three figures each:
 *   - computed: one request right after a data change (a write through the API), the cost a visitor pays
 *     once per change;
 *   - cached: the same URL under load, beside the bare-route ceiling, as the other page reads;
 *   - uncached: every request with a new `refresh` counter, answered through the route and never stored (the
 *     ratings' whole-history computation is still kept in process until the next change).
 */
import { readUrls } from '@league/shared/page-urls';
import type { StandingsRead } from '@league/shared/schemas/standings';
import { measure, problems, recordResponse, reportTarget, startCeiling } from './http.ts';
import { dataChanger } from './league-load.ts';
import { BROWSER_HEADERS, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import { type ChildServer, startApiServer, waitUntilIdle } from './processes.ts';
import { busiestPlayerId, type ReadTarget } from './read-targets.ts';
import { ms, percentile, type Report } from './report.ts';
import { ENGINE_LABEL, type Engine, seedDatabase } from './servers.ts';

const SECTION = 'Standings';
const COLD_RUNS = 5;
/** The same targets as the load section's uncached page reads. */
const UNCACHED_P99_MS: Record<Engine, number> = { postgres: 250, pglite: 500 };
const CURRENT = { season: null, phase: null, region: null, division: null };

async function standingsTargets(baseUrl: string): Promise<ReadTarget[]> {
  const res = await fetch(`${baseUrl}${readUrls.standings(CURRENT)}`, {
    signal: AbortSignal.timeout(120_000),
  });
  if (!res.ok) throw new Error(`GET /api/standings answered ${res.status}`);
  const read = (await res.json()) as StandingsRead;
  const division = read.choices.divisions[0];
  return [
    { name: 'standings, whole season', path: readUrls.standings(CURRENT) },
    ...(division
      ? [{ name: `standings, division ${division}`, path: readUrls.standings({ ...CURRENT, division }) }]
      : []),
    { name: 'match forecasts', path: readUrls.matchForecasts(null) },
    { name: 'ratings back-test', path: readUrls.backtest() },
  ];
}

/** One request right after a data change, `COLD_RUNS` times: what a read costs once per change. */
async function measureComputed(report: Report, label: string, server: ChildServer, targets: ReadTarget[]) {
  const change = dataChanger(server, await busiestPlayerId(server.url));
  for (const target of targets) {
    const samples: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      await change();
      await waitUntilIdle(server.pid);
      const start = performance.now();
      const res = await fetch(server.url + target.path, { signal: AbortSignal.timeout(120_000) });
      await res.arrayBuffer();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    report.info(
      SECTION,
      `${label} computed · ${target.name}`,
      `first read after a change: median ${ms(percentile(samples, 0.5))}, slowest ${ms(samples.at(-1) ?? 0)}`,
    );
  }
}

async function measureCached(
  report: Report,
  label: string,
  server: ChildServer,
  targets: ReadTarget[],
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
  targets: ReadTarget[],
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
  try {
    const targets = await standingsTargets(server.url);
    await measureComputed(report, label, server, targets);
    await measureCached(report, label, server, targets, options);
    await measureUncached(report, engine, label, server, targets, options);
  } finally {
    await server.stop();
  }
}

export async function benchStandings(report: Report, options: BenchOptions): Promise<void> {
  for (const engine of options.engines) await benchEngine(report, engine, options);
}
