/**
 * Load section: the targets of issue 14 on a league five times the demo league (`--load-scale`), on each
 * database engine, with the server's resident memory sampled throughout:
 *   - every page's first-view request, cached, beside the bare-route ceiling (as the HTTP section does
 *     on the demo league);
 *   - the same requests uncached: each request carries a new `refresh` counter, a query name the routes
 *     do not read, which the public read cache answers through the route and never stores;
 *   - every legacy path, whole lists included, starting from a cold cache (legacy-load.ts);
 *   - the peak resident memory of each of those loads.
 */
import { measureLegacy } from './legacy-load.ts';
import type { BenchOptions } from './options.ts';
import { measureCachedReads, measureUncachedReads, startLoadServer } from './page-reads.ts';
import { PeakMemory, reportPeakMemory, sleep } from './peak-memory.ts';
import { discoverReads } from './read-targets.ts';
import { mb, type Report } from './report.ts';
import type { Engine } from './servers.ts';

const SECTION = 'Load';

async function benchEngine(report: Report, engine: Engine, options: BenchOptions): Promise<void> {
  const started = await startLoadServer(report, SECTION, engine, options);
  if (!started) return;
  const { label, server } = started;
  const memory = new PeakMemory(server.pid);
  try {
    await sleep(1000);
    report.info(SECTION, `${label} · RSS at rest`, mb(await memory.take()));
    const targets = await discoverReads(server.url);

    await memory.take();
    await measureCachedReads(report, SECTION, started, targets, options);
    reportPeakMemory(report, SECTION, label, 'cached page reads', await memory.take());

    await measureUncachedReads(report, SECTION, engine, started, targets, options);
    reportPeakMemory(report, SECTION, label, 'uncached page reads', await memory.take());

    await measureLegacy(report, SECTION, started, options, memory);
  } finally {
    await memory.stop();
    await server.stop();
  }
}

export async function benchLoad(report: Report, options: BenchOptions): Promise<void> {
  for (const engine of options.engines) await benchEngine(report, engine, options);
}
