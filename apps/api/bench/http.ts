/**
 * HTTP section: throughput and latency of the busiest public reads at N connections against the league
 * server (PGlite, then PostgreSQL), each beside its ceiling measured in the same run: a bare Fastify
 * route answering the very same bytes from memory (ceiling-server.ts). Then the drawn pages, the same way
 * (page-views.ts), from a server that serves the web build.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedResponse } from './ceiling-server.ts';
import { BROWSER_HEADERS, type LoadResult, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import { benchPageViews } from './page-views.ts';
import { type ChildServer, freePort, startNodeServer, tempDir, waitUntilIdle } from './processes.ts';
import { discoverReads, type ReadTarget } from './read-targets.ts';
import { kb, ms, pct, type Report } from './report.ts';
import { demoServer, ENGINE_LABEL, type Engine } from './servers.ts';
import { buildWeb } from './web-build.ts';

const SECTION = 'HTTP';
const CEILING_SCRIPT = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
/** Targets of the issue: cached public reads at ≥ 50% of the ceiling, p99 under 50 ms. */
export const MIN_RATIO = 0.5;
export const MAX_P99_MS = 50;

/** Headers the server writes per connection or per moment, which the ceiling writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The raw response (compressed bytes as sent), which fetch() would decode; with `keepHeaders`, its other
 * headers too (a page's security headers, ETag, Vary), for the ceiling to send them as well.
 */
export function recordResponse(
  url: string,
  headers: Record<string, string>,
  { keepHeaders = false } = {},
): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!OWN_HEADERS.has(name) && value !== undefined) kept[name] = String(value);
        }
        resolve({
          contentType: String(res.headers['content-type'] ?? 'application/json'),
          contentEncoding: res.headers['content-encoding'] ?? null,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
          ...(keepHeaders ? { headers: kept } : {}),
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

export async function startCeiling(recorded: RecordedResponse[]): Promise<ChildServer> {
  const file = join(tempDir('ceiling'), 'responses.json');
  writeFileSync(file, JSON.stringify(recorded));
  const port = await freePort();
  return startNodeServer({
    label: 'ceiling server',
    script: CEILING_SCRIPT,
    args: [file, String(port)],
    env: {},
    port,
    readyPath: '/ready',
    readyTimeoutMs: 60_000,
  });
}

/**
 * A short untimed load first, so both servers are measured warm (JIT, plan caches, read caches); before
 * and after, the server may finish requests still queued, so no load spills into the next measurement.
 */
export async function measure(
  server: ChildServer,
  url: string,
  options: BenchOptions,
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<LoadResult> {
  await runLoad({ url, connections: options.connections, seconds: 1, headers });
  const before = await waitUntilIdle(server.pid);
  const result = await runLoad({ url, connections: options.connections, seconds: options.seconds, headers });
  const after = await waitUntilIdle(server.pid);
  console.log(
    `bench: ${url}: ${Math.round(result.rps)} req/s, p99 ${ms(result.p99)} ` +
      `(idle after ${ms(before)} before, ${ms(after)} after)`,
  );
  return result;
}

export const problems = (r: LoadResult) =>
  r.errors > 0 || r.non2xx > 0 ? ` — ${r.errors} errors, ${r.non2xx} non-2xx` : '';

export function reportTarget(
  report: Report,
  section: string,
  label: string,
  target: ReadTarget,
  server: LoadResult,
  ceiling: LoadResult,
) {
  const ratio = server.rps / ceiling.rps;
  report.check(
    section,
    `${label} · ${target.name}: throughput`,
    `${Math.round(server.rps)} req/s = ${pct(ratio)} of ceiling ${Math.round(ceiling.rps)} req/s ` +
      `(${kb(server.bytesPerResponse)}/response)${problems(server)}`,
    `≥ ${pct(MIN_RATIO)} of ceiling`,
    ratio >= MIN_RATIO && server.errors === 0 && server.non2xx === 0,
  );
  report.check(
    section,
    `${label} · ${target.name}: latency`,
    `p50 ${ms(server.p50)}, p99 ${ms(server.p99)} (ceiling p99 ${ms(ceiling.p99)})${problems(server)}`,
    `p99 < ${MAX_P99_MS} ms`,
    server.rps > 0 && server.errors === 0 && server.p99 < MAX_P99_MS,
  );
}

async function benchEngine(report: Report, engine: Engine, options: BenchOptions): Promise<void> {
  const label = ENGINE_LABEL[engine];
  const demo = await demoServer(engine);
  if ('missing' in demo) {
    report.skip(SECTION, `${label} · busiest reads`, demo.missing, `≥ ${pct(MIN_RATIO)} of ceiling`);
    return;
  }
  const targets = await discoverReads(demo.server.url);
  const recorded = await Promise.all(
    targets.map((t) => recordResponse(demo.server.url + t.path, BROWSER_HEADERS)),
  );
  const ceiling = await startCeiling(recorded);
  try {
    for (const [index, target] of targets.entries()) {
      const ceilingResult = await measure(ceiling, `${ceiling.url}/r${index}`, options);
      const serverResult = await measure(demo.server, demo.server.url + target.path, options);
      reportTarget(report, SECTION, label, target, serverResult, ceilingResult);
    }
  } finally {
    await ceiling.stop();
  }
}

export async function benchHttp(report: Report, options: BenchOptions): Promise<void> {
  const webDist = await buildWeb();
  for (const engine of options.engines) {
    await benchEngine(report, engine, options);
    await benchPageViews(report, SECTION, engine, webDist, options);
  }
}
