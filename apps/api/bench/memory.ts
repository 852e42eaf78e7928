/**
 * Memory section: resident memory (VmRSS) of the server process on the demo league, at rest after
 * start and at its peak under a load that cycles through the busiest reads. With PGlite the database
 * runs inside the server process, so its pages count too; with PostgreSQL only Node's share does.
 */
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './load.ts';
import type { BenchOptions } from './options.ts';
import { residentBytes } from './processes.ts';
import { discoverReads } from './read-targets.ts';
import { mb, type Report } from './report.ts';
import { demoServer, ENGINE_LABEL, type Engine } from './servers.ts';

const SECTION = 'Memory';
/** Targets of issue 34: under 300 MB at rest after start, under 500 MB under every load. */
const MAX_RSS_AT_REST = 300 * 1024 * 1024;
const TARGET_AT_REST = '< 300 MB';
const MAX_RSS = 500 * 1024 * 1024;
const TARGET = '< 500 MB';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The highest RSS seen while `work` runs, sampled every 100 ms. */
async function peakDuring(pid: number, work: PromiseLike<unknown>): Promise<number> {
  let peak = await residentBytes(pid);
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, await residentBytes(pid));
      await sleep(100);
    }
  })();
  try {
    await work;
  } finally {
    done = true;
    await sampler;
  }
  return Math.max(peak, await residentBytes(pid));
}

async function benchEngine(report: Report, engine: Engine, options: BenchOptions): Promise<void> {
  const label = ENGINE_LABEL[engine];
  const demo = await demoServer(engine);
  if ('missing' in demo) {
    report.skip(
      SECTION,
      `${label} server RSS`,
      demo.missing,
      `${TARGET_AT_REST} at rest, ${TARGET} under load`,
    );
    return;
  }
  const { pid, url } = demo.server;
  await sleep(1000);
  const atRest = await residentBytes(pid);
  report.check(SECTION, `${label} server RSS at rest`, mb(atRest), TARGET_AT_REST, atRest < MAX_RSS_AT_REST);

  const targets = await discoverReads(url);
  const load = autocannon({
    url,
    connections: options.connections,
    duration: Math.max(options.seconds, 3),
    timeout: 10,
    headers: BROWSER_HEADERS,
    requests: targets.map((t) => ({ method: 'GET', path: t.path })),
  });
  const peak = await peakDuring(pid, load);
  report.check(
    SECTION,
    `${label} server RSS under load (peak)`,
    `${mb(peak)} (${options.connections} connections cycling the ${targets.length} busiest reads)`,
    TARGET,
    peak < MAX_RSS,
  );
}

export async function benchMemory(report: Report, options: BenchOptions): Promise<void> {
  for (const engine of options.engines) await benchEngine(report, engine, options);
}
