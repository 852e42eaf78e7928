/**
 * A Lighthouse performance run (its default mobile emulation and simulated throttling) with Debian's
 * Chromium, headless. Uses the project's `lighthouse` when installed, else a pinned one through npx
 * (Lighthouse 13 needs Node 22; this one runs on Node 20).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_DIR } from './processes.ts';

const execFileAsync = promisify(execFile);
const LIGHTHOUSE_VERSION = '12.8.2';
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseResult {
  score: number;
  /** Milliseconds, except CLS (unitless). */
  fcp: number;
  lcp: number;
  /** The largest paint's element as Lighthouse names it (its tag and first class), e.g. `h1._name`. */
  lcpElement: string;
  tbt: number;
  cls: number;
  /** The biggest opportunities Lighthouse names, e.g. `render-blocking-resources −450 ms`. */
  opportunities: string[];
}

interface LighthouseJson {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      details?: { type?: string; overallSavingsMs?: number; items?: unknown[] };
    }
  >;
  runtimeError?: { message: string };
}

function command(): [string, string[]] {
  const local = join(REPO_DIR, 'node_modules/.bin/lighthouse');
  return existsSync(local) ? [local, []] : ['npx', ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`]];
}

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, NO_FCP on a busy machine):
 * such a run measured nothing, so it is repeated, at most twice.
 */
const RETRIED_ERRORS = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/;
const ATTEMPTS = 3;

export async function runLighthouse(url: string, outDir: string, label: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, outDir, label);
    } catch (error) {
      const message =
        error instanceof Error
          ? `${error.message} ${String((error as { stderr?: unknown }).stderr ?? '')}`
          : '';
      if (attempt >= ATTEMPTS || !RETRIED_ERRORS.test(message)) throw error;
      console.warn(
        `bench: Lighthouse run ${label} failed to record (${message.match(RETRIED_ERRORS)?.[0]}); again`,
      );
    }
  }
}

/** The selector's last step of the largest paint's element (its audit nests it in a table of tables). */
function largestPaintElement(json: LighthouseJson): string {
  const tables = (json.audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{
    items?: Array<{ node?: { selector?: string } }>;
  }>;
  const selector = tables[0]?.items?.[0]?.node?.selector;
  if (!selector) return 'none';
  return (selector.split(' > ').at(-1) ?? selector).replace(/_[a-z0-9]{5}_\d+(?=$|[.:[#])/g, '');
}

async function runLighthouseOnce(url: string, outDir: string, label: string): Promise<LighthouseResult> {
  const output = join(outDir, `${label}.json`);
  const [bin, prefix] = command();
  await execFileAsync(
    bin,
    [
      ...prefix,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--max-wait-for-load=60000',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH }, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const json = JSON.parse(readFileSync(output, 'utf8')) as LighthouseJson;
  if (json.runtimeError) throw new Error(`Lighthouse: ${json.runtimeError.message}`);
  const audit = (id: string) => json.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.entries(json.audits)
    .map(([id, a]) => ({
      id,
      savings: a.details?.type === 'opportunity' ? (a.details.overallSavingsMs ?? 0) : 0,
    }))
    .filter((o) => o.savings >= 100)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, 3)
    .map((o) => `${o.id} −${Math.round(o.savings)} ms`);
  return {
    lcpElement: largestPaintElement(json),
    score: Math.round((json.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    opportunities,
  };
}
