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
import { dataChanger } from './data-changer.ts';
import type { BenchOptions } from './options.ts';
import { measureCachedReads, measureUncachedReads, startLoadServer } from './page-reads.ts';
import { type ChildServer, waitUntilIdle } from './processes.ts';
import { busiestPlayerId, type ReadTarget } from './read-targets.ts';
import { ms, percentile, type Report } from './report.ts';
import type { Engine } from './servers.ts';

const SECTION = 'Standings';
const COLD_RUNS = 5;
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

async function benchEngine(report: Report, engine: Engine, options: BenchOptions): Promise<void> {
  const started = await startLoadServer(report, SECTION, engine, options);
  if (!started) return;
  const { label, server } = started;
  try {
    const targets = await standingsTargets(server.url);
    await measureComputed(report, label, server, targets);
    await measureCachedReads(report, SECTION, started, targets, options);
    // The same p99 targets as the load section's uncached page reads.
    await measureUncachedReads(report, SECTION, engine, started, targets, options);
  } finally {
    await server.stop();
  }
}

export async function benchStandings(report: Report, options: BenchOptions): Promise<void> {
  for (const engine of options.engines) await benchEngine(report, engine, options);
}
