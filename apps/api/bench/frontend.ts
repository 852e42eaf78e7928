/**
 * Front-end section: builds the web app into a temporary folder (with a manifest; the working tree's
 * apps/web/dist is left alone), reports the gzip size of the JavaScript and CSS each public route's
 * first visit downloads, then serves that build from a seeded PGlite server and loads every public page
 * on a throttled phone (phone.ts: time to content, and the main thread's blocking time measured on the
 * throttled CPU) and through Lighthouse's mobile run.
 */
import { existsSync } from 'node:fs';
import type { ContentPageId } from '@league/shared/pages';
import { measureRouteBundles } from './bundle-sizes.ts';
import { CHROME_PATH, type LighthouseResult, runLighthouse } from './lighthouse.ts';
import type { BenchOptions } from './options.ts';
import { launchPhoneBrowser, loadOnPhone, medianLoad, type PhoneLoad, warmUp } from './phone.ts';
import { startApiServer, tempDir } from './processes.ts';
import { type PublicPage, publicPages } from './public-pages.ts';
import { kb, ms, type Report } from './report.ts';
import { seedDatabase } from './servers.ts';
import { buildWeb } from './web-build.ts';

const SECTION = 'Front end';
const MAX_JS_GZIP = 170 * 1024;
const MIN_SCORE = 95;
/** Issue 34's target on its phone profile. */
const MAX_CONTENT_MS = 1200;

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

/** Home and the schedule are match night's pages (issue 15), stats and a player the busiest reads. */
const QUICK_LIGHTHOUSE_PAGES: readonly ContentPageId[] = ['home', 'schedules', 'stats', 'player'];

async function reportTimeToContent(report: Report, pages: PublicPage[], baseUrl: string, runs: number) {
  const browser = await launchPhoneBrowser();
  try {
    for (const page of pages) {
      await warmUp(browser, baseUrl + page.path);
      const loads: PhoneLoad[] = [];
      for (let run = 0; run < runs; run++) loads.push(await loadOnPhone(browser, baseUrl + page.path));
      const m = medianLoad(loads);
      report.check(
        SECTION,
        `time to content ${page.path} (phone)`,
        `${ms(m.content)} (FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)} ${m.lcpElement}, blocking ${ms(m.blockingTime)} ` +
          `with the longest task ${ms(m.longestTask)}; median of ${runs})`,
        `≤ ${ms(MAX_CONTENT_MS)}`,
        m.content <= MAX_CONTENT_MS,
      );
    }
  } finally {
    await browser.close();
  }
}

async function reportLighthouse(report: Report, pages: PublicPage[], baseUrl: string, runs: number) {
  const outDir = tempDir('lighthouse');
  for (const [index, page] of pages.entries()) {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) {
      results.push(await runLighthouse(baseUrl + page.path, outDir, `${index}-${run}`));
    }
    const r = median(results);
    report.check(
      SECTION,
      `Lighthouse ${page.path} (mobile)`,
      `${r.score} (FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)} ${r.lcpElement}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)}; ` +
        `${runs === 1 ? 'one run' : `median of ${runs}`})` +
        `${r.opportunities.length > 0 ? `; opportunities: ${r.opportunities.join(', ')}` : ''}`,
      `≥ ${MIN_SCORE}`,
      r.score >= MIN_SCORE,
    );
  }
}

/**
 * Every public page on the phone (median of 3 cold loads; one with --quick), then Lighthouse: once on
 * every public page, or median of 3 on the four of QUICK_LIGHTHOUSE_PAGES with --quick.
 */
async function reportPages(report: Report, distDir: string, options: BenchOptions): Promise<void> {
  if (!existsSync(CHROME_PATH)) {
    report.skip(SECTION, 'time to content and Lighthouse', `no Chromium at ${CHROME_PATH}`);
    return;
  }
  const database = await seedDatabase('pglite');
  if ('missing' in database) throw new Error(database.missing);
  const server = await startApiServer({ label: 'web server', ...database, webDist: distDir });
  try {
    const pages = await publicPages(server.url);
    await reportTimeToContent(report, pages, server.url, options.quick ? 1 : 3);
    if (options.quick) {
      const quick = pages.filter((p) => QUICK_LIGHTHOUSE_PAGES.includes(p.id));
      await reportLighthouse(report, quick, server.url, 3);
    } else await reportLighthouse(report, pages, server.url, 1);
  } finally {
    await server.stop();
  }
}

export async function benchFrontend(report: Report, options: BenchOptions): Promise<void> {
  const distDir = await buildWeb();
  reportBundles(report, distDir);
  await reportPages(report, distDir, options);
}
