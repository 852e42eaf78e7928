/**
 * Page reads under load, shared by the Load and Standings sections: each URL cached beside the bare-route
 * ceiling, and uncached (every request with a new `refresh` counter, a query name the routes do not read,
 * which the public read cache answers through the route and never stores) against its p99 target.
 */
import { measure, problems, recordResponse, reportTarget, startCeiling } from './http.ts';
import { BROWSER_HEADERS, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import { type ChildServer, startApiServer, waitUntilIdle } from './processes.ts';
import type { ReadTarget } from './read-targets.ts';
import { ms, type Report } from './report.ts';
import { ENGINE_LABEL, type Engine, seedDatabase } from './servers.ts';

/** Uncached page requests at 64 connections: p99 targets per engine. */
const UNCACHED_P99_MS: Record<Engine, number> = { postgres: 250, pglite: 500 };

/** What a section measures on: its figures' label and the server on a seeded league (`--load-scale`). */
export interface LoadServer {
  label: string;
  server: ChildServer;
}

/**
 * Seeds a league of `--load-scale` on `engine` and starts the API on it; undefined (with the figure
 * skipped) where the engine is not on this machine.
 */
export async function startLoadServer(
  report: Report,
  section: string,
  engine: Engine,
  options: BenchOptions,
): Promise<LoadServer | undefined> {
  const label = `${ENGINE_LABEL[engine]} ×${options.loadScale}`;
  const seedStart = performance.now();
  const database = await seedDatabase(engine, options.loadScale);
  if ('missing' in database) {
    report.skip(section, label, database.missing);
    return undefined;
  }
  const server = await startApiServer({ label: `${label} server`, ...database });
  report.info(section, `${label} · league`, `seeded and started in ${ms(performance.now() - seedStart)}`);
  return { label, server };
}

/** Each target cached, beside the bare-route ceiling answering the same recorded bytes. */
export async function measureCachedReads(
  report: Report,
  section: string,
  { label, server }: LoadServer,
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
      reportTarget(report, section, `${label} cached`, target, serverResult, ceilingResult);
    }
  } finally {
    await ceiling.stop();
  }
}

/** Each target uncached, against the engine's p99 target. */
export async function measureUncachedReads(
  report: Report,
  section: string,
  engine: Engine,
  { label, server }: LoadServer,
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
      section,
      `${label} uncached · ${target.name}`,
      `p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${Math.round(result.rps)} req/s${problems(result)}`,
      `p99 < ${ms(limit)}`,
      result.rps > 0 && result.errors === 0 && result.non2xx === 0 && result.p99 < limit,
    );
  }
}
