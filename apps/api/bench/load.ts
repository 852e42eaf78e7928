/**
 * One bounded HTTP load (autocannon): N connections for a fixed number of seconds against one URL,
 * answering throughput and latency, each in a process of its own. Loopback only; the load stops by itself.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

/** What a browser sends for an API read (the site's pages fetch JSON with these). */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
};

/** What a browser sends for a page it navigates to (the first view drawn by the server answers it). */
export const PAGE_HEADERS: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

export interface LoadResult {
  /** Completed requests per second. */
  rps: number;
  p50: number;
  p99: number;
  /** The slowest request that completed. */
  max: number;
  /** Responses that were not 2xx (304s count here when the load revalidates). */
  non2xx: number;
  errors: number;
  /** Average bytes per response as received (compressed when the server compressed). */
  bytesPerResponse: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Make this many requests (each one completes or times out) instead of loading for `seconds`. */
  amount?: number;
  /** Seconds before a request counts as timed out (an error); 10 by default. */
  timeoutSeconds?: number;
  /** A query name each request carries with a new number (`refresh=1`, `refresh=2`, …): defeats caches. */
  cacheBuster?: string;
  /** Paths (with their query) the requests go to in turn, instead of the URL's own (a mix of searches). */
  paths?: string[];
}

/** The script that runs one load in a process of its own. */
const LOAD_PROCESS = fileURLToPath(new URL('./load-process.ts', import.meta.url));
const execFileAsync = promisify(execFile);

/**
 * Runs the load in a new process: a load generator that had already run loads in the same process
 * opened its connections over up to two seconds (the server, idle, accepted them ~30 ms apart, and
 * none of those requests spent over ~0.2 s inside it), which put the client's connection setup in p99.
 * A fresh process opens all its connections at once, as that many separate visitors would.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`The benchmark only loads loopback servers, not ${url.hostname}`);
  }
  const limitSeconds = options.amount ? 30 * 60 : options.seconds + (options.timeoutSeconds ?? 10) + 60;
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', LOAD_PROCESS, JSON.stringify(options)],
    { timeout: limitSeconds * 1000, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** The load itself, in this process (load-process.ts). */
export async function loadInThisProcess(options: LoadOptions): Promise<LoadResult> {
  let counter = 0;
  const bust = options.cacheBuster;
  const { pathname, search } = new URL(options.url);
  const path = pathname + search;
  const joiner = path.includes('?') ? '&' : '?';
  const paths = options.paths ?? [path];
  const pathOf = (n: number) => {
    const next = paths[n % paths.length] ?? path;
    return bust ? `${next}${next.includes('?') ? '&' : joiner}${bust}=${n}` : next;
  };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    timeout: options.timeoutSeconds ?? 10,
    headers: options.headers ?? BROWSER_HEADERS,
    ...(bust || options.paths
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(++counter) }) }] }
      : {}),
  });
  const completed = result.requests.total;
  return {
    rps: completed / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: completed > 0 ? result.throughput.total / completed : 0,
  };
}
