/**
 * Front-end section: builds the web app into a temporary folder (with a manifest; the working tree's
 * apps/web/dist is left alone), reports the gzip size of the JavaScript and CSS each public route's
 * first visit downloads, then serves that build from a seeded PGlite server and runs Lighthouse on the
 * home page, the stats page and a player page.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FIRST_VIEW_DIR } from '../src/web/first-view.ts';
import { measureRouteBundles } from './bundle-sizes.ts';
import { CHROME_PATH, type LighthouseResult, runLighthouse } from './lighthouse.ts';
import type { BenchOptions } from './options.ts';
import { REPO_DIR, startApiServer, tempDir } from './processes.ts';
import { busiestPlayerId } from './read-targets.ts';
import { kb, ms, type Report } from './report.ts';
import { seedDatabase } from './servers.ts';

const SECTION = 'Front end';
const WEB_ROOT = join(REPO_DIR, 'apps/web');
const MAX_JS_GZIP = 170 * 1024;
const MIN_SCORE = 95;
const execFileAsync = promisify(execFile);

/** The app and its first-view renderer (dist/.server/), as `npm run build -w apps/web` makes them. */
async function buildWeb(): Promise<string> {
  const outDir = join(tempDir('web'), 'dist');
  const vite = (args: string[]) =>
    execFileAsync(join(REPO_DIR, 'node_modules/.bin/vite'), ['build', ...args, '--logLevel', 'warn'], {
      cwd: WEB_ROOT,
      timeout: 600_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  await vite(['--manifest', '--outDir', outDir, '--emptyOutDir']);
  await vite(['--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, FIRST_VIEW_DIR)]);
  return outDir;
}

function reportBundles(report: Report, distDir: string): void {
  const bundles = measureRouteBundles(distDir);
  for (const b of bundles) {
    report.check(
      SECTION,
      `first visit ${b.route}: JS (gzip)`,
      `${kb(b.jsGzip)} JS + ${kb(b.cssGzip)} CSS in ${b.files} files` +
        (b.jsGzip < MAX_JS_GZIP
          ? ''
          : `; largest: ${b.largest.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}`),
      `JS < ${kb(MAX_JS_GZIP)}`,
      b.jsGzip < MAX_JS_GZIP,
    );
  }
}

/** The median run by score: Lighthouse varies from run to run, more so on a busy machine. */
function median(results: LighthouseResult[]): LighthouseResult {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseResult;
}

async function reportLighthouse(report: Report, distDir: string, options: BenchOptions): Promise<void> {
  // Home and the schedule are match night's pages (issue 15's target); stats and a player are the busiest reads.
  const pages = ['home', 'schedules', 'stats', 'player page'];
  if (!existsSync(CHROME_PATH)) {
    for (const page of pages) report.skip(SECTION, `Lighthouse ${page}`, `no Chromium at ${CHROME_PATH}`);
    return;
  }
  const database = await seedDatabase('pglite');
  if ('missing' in database) throw new Error(database.missing);
  const server = await startApiServer({ label: 'web server', ...database, webDist: distDir });
  const urls = [
    `${server.url}/`,
    `${server.url}/schedules`,
    `${server.url}/stats`,
    `${server.url}/players/${await busiestPlayerId(server.url)}`,
  ];
  const outDir = tempDir('lighthouse');
  const runs = options.quick ? 1 : 3;
  try {
    for (const [index, page] of pages.entries()) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        results.push(await runLighthouse(urls[index] as string, outDir, `${index}-${run}`));
      }
      const r = median(results);
      report.check(
        SECTION,
        `Lighthouse ${page} (mobile)`,
        `${r.score} (FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)}; ` +
          `median of ${runs})${r.opportunities.length > 0 ? `; opportunities: ${r.opportunities.join(', ')}` : ''}`,
        `≥ ${MIN_SCORE}`,
        r.score >= MIN_SCORE,
      );
    }
  } finally {
    await server.stop();
  }
}

export async function benchFrontend(report: Report, options: BenchOptions): Promise<void> {
  const distDir = await buildWeb();
  reportBundles(report, distDir);
  await reportLighthouse(report, distDir, options);
}
