/**
 * `npm run bench` — the league site's performance figures, each with its target (issue 8):
 *   npm run bench -- [--quick] [--only memory,http,load,search,standings,instances,live,scale,frontend,legacy,push]
 *                    [--scales 1,10,100]
 *                    [--load-scale 5] [--seconds 10] [--connections 64] [--engines pglite,postgres]
 * Starts everything it measures (API servers as child processes on free loopback ports with temporary
 * DATA_DIRs, a throwaway PostgreSQL cluster, a bare ceiling server, headless Chromium for Lighthouse),
 * prints ONE table and writes it to bench/results/latest.md, then stops everything it started.
 * Numbers only: it asserts nothing and exits 0 whether or not targets are met.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchFrontend } from './frontend.ts';
import { benchHttp } from './http.ts';
import { benchInstances } from './instances.ts';
import { benchLoad } from './league-load.ts';
import { benchLegacyImport } from './legacy-import.ts';
import { benchLive } from './live.ts';
import { benchMemory } from './memory.ts';
import { type BenchOptions, parseBenchArgs, type Section } from './options.ts';
import { cleanUpEverything } from './processes.ts';
import { benchPush } from './push.ts';
import { Report, renderMarkdown, renderText } from './report.ts';
import { benchScale } from './scale.ts';
import { benchSearch } from './search.ts';
import { benchStandings } from './standings.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

const SECTION_RUNNERS: Record<Section, (report: Report, options: BenchOptions) => Promise<void>> = {
  memory: benchMemory,
  http: benchHttp,
  load: benchLoad,
  search: benchSearch,
  standings: benchStandings,
  instances: benchInstances,
  scale: benchScale,
  frontend: benchFrontend,
  legacy: benchLegacyImport,
  push: benchPush,
  live: benchLive,
};

function describeRun(options: BenchOptions, startedAt: Date, seconds: number): string[] {
  const load = loadavg().map((n) => n.toFixed(1));
  return [
    `Run ${startedAt.toISOString()}, ${Math.round(seconds)} s, ${options.quick ? 'quick mode' : 'full mode'}; ` +
      `sections: ${options.sections.join(', ')}.`,
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ` +
      `load average at the end ${load.join(' / ')} (a busy machine lowers every figure).`,
    `HTTP: ${options.connections} connections, ${options.seconds} s per measurement after a 1 s warm-up; ` +
      'servers log at warn level; the ceiling is a bare Fastify route answering the same bytes from memory.',
    `Scale: demo league × ${options.scales.join(', ')}; (×k) after a figure is its growth since the smallest scale.`,
    `Load: demo league × ${options.loadScale}; uncached requests carry a new refresh=N each (a name no route ` +
      'reads, so the cache answers them through the route and keeps nothing); legacy loads start from a cold ' +
      'cache (a write just before).',
  ];
}

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2));
  const report = new Report();
  const startedAt = new Date();
  const interrupt = () => {
    console.error('\nbench: interrupted, stopping what it started…');
    void cleanUpEverything().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  // An error thrown outside a section's promise chain (a plugin failing to load) still cleans up.
  const crash = (error: unknown) => {
    console.error(error);
    void cleanUpEverything().then(() => process.exit(1));
  };
  process.once('uncaughtException', crash);
  process.once('unhandledRejection', crash);
  try {
    for (const section of options.sections) {
      console.log(`bench: ${section}…`);
      const sectionStart = performance.now();
      try {
        await SECTION_RUNNERS[section](report, options);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        report.skip(section, 'section failed', message ?? 'unknown error');
        console.error(error);
      }
      console.log(`bench: ${section} took ${((performance.now() - sectionStart) / 1000).toFixed(0)} s`);
    }
  } finally {
    await cleanUpEverything();
  }
  const notes = describeRun(options, startedAt, (Date.now() - startedAt.getTime()) / 1000);
  console.log(`\n${notes.join('\n')}\n\n${renderText(report.rows)}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}latest.md`;
  writeFileSync(file, renderMarkdown(report.rows, 'Benchmark results', notes));
  console.log(`\nWritten to ${file}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    void cleanUpEverything().then(() => process.exit(1));
  },
);
