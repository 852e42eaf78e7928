/**
 * Child processes the benchmark starts (API servers, the ceiling server) and everything it must stop
 * and remove again: each start registers its own cleanup, and run.ts calls `cleanUpEverything` at the
 * end, on an error and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RATE_LIMITS_OUT_OF_REACH } from '../test/helpers/server-processes.ts';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));

const cleanups: Array<() => Promise<void> | void> = [];

/** Runs `cleanup` when the benchmark ends (last registered, first run). */
export function onCleanUp(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

export async function cleanUpEverything(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup?.();
    } catch (error) {
      console.warn(`bench: clean-up failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** A temporary folder, removed at the end. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `league-bench-${prefix}-`));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  pid: number;
  /** The last lines the process printed (for error messages). */
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops a child politely, then firmly; resolves once it has exited. */
function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a Node process running `script` (TypeScript through tsx, so `pid` is the server itself, not a
 * launcher) and waits until `readyPath` answers 200, at most `readyTimeoutMs`.
 */
export async function startNodeServer(options: {
  label: string;
  script: string;
  args?: string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  readyTimeoutMs?: number;
}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script, ...(options.args ?? [])], {
    cwd: API_DIR,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () => stopChild(child);
  onCleanUp(stop);

  const deadline = Date.now() + (options.readyTimeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { url, pid: child.pid ?? 0, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${options.label} did not start (exit ${child.exitCode}):\n${log}`);
}

export interface ApiServerOptions {
  label: string;
  /** postgres:// URL; without it the server uses PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** DATA_DIR (PGlite keeps its database in `db/` there); a fresh temporary one when absent. */
  dataDir?: string | undefined;
  /** Seed the demo league into an empty PostgreSQL database (PGlite is always seeded when empty). */
  demo?: boolean;
  webDist?: string | undefined;
}

/**
 * The settings `npm start` gives the server, read from the start script so the bench measures the server
 * as it is run: its Node options (the JavaScript heap limit, ADR 31) and the C library's malloc arena
 * count (ADR 61).
 */
function startScriptEnvironment(): { NODE_OPTIONS: string; MALLOC_ARENA_MAX: string } {
  const manifest = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const start = manifest.scripts.start;
  const options = /NODE_OPTIONS="([^"$]*)/.exec(start)?.[1]?.trim();
  if (!options) throw new Error('apps/api/package.json: the start script sets no NODE_OPTIONS');
  const arenas = /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(start)?.[1];
  if (!arenas) throw new Error('apps/api/package.json: the start script sets no MALLOC_ARENA_MAX');
  return { NODE_OPTIONS: options, MALLOC_ARENA_MAX: arenas };
}

/** The league server (src/server.ts) as a child process on a free loopback port. */
export async function startApiServer(options: ApiServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir ?? tempDir('data'),
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // Request logging would be measured along with the server; warnings and errors still show.
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    // A missing folder means "no web app": the API alone.
    WEB_DIST: options.webDist ?? join(tmpdir(), 'league-bench-no-web'),
    // The bench logs in and writes as fast as it can from one address and a few accounts.
    ...RATE_LIMITS_OUT_OF_REACH,
    ...startScriptEnvironment(),
  };
  return startNodeServer({
    label: options.label,
    script: SERVER_ENTRY,
    args: options.demo ? ['--demo'] : [],
    env,
    port,
    readyPath: '/api/health',
  });
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; NaN off Linux. */
async function cpuSeconds(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until the process uses under 5% of a core over a quarter second (at most `limitMs`): a server
 * may still be working through requests queued by a load that has ended, which must not spill into
 * the next measurement.
 */
export async function waitUntilIdle(pid: number, limitMs = 60_000): Promise<number> {
  const start = Date.now();
  let before = await cpuSeconds(pid);
  while (Date.now() - start < limitMs && Number.isFinite(before)) {
    await sleep(250);
    const now = await cpuSeconds(pid);
    if (now - before < 0.0125) break;
    before = now;
  }
  return Date.now() - start;
}

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status), or NaN off Linux. */
export async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
