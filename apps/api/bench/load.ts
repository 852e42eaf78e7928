/**
 * One bounded HTTP load (autocannon): N connections for a fixed number of seconds against one URL,
 * answering throughput and latency. Loopback only; the load stops by itself.
 */
import autocannon from 'autocannon';

/** What a browser sends for an API read (the site's pages fetch JSON with these). */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: 'application/json',
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

export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Make this many requests (each one completes or times out) instead of loading for `seconds`. */
  amount?: number;
  /** Seconds before a request counts as timed out (an error); 10 by default. */
  timeoutSeconds?: number;
  /** Rewrites each request's path before it is sent (e.g. a cache-busting counter). */
  pathOf?: () => string;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`The benchmark only loads loopback servers, not ${url.hostname}`);
  }
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds }),
    timeout: options.timeoutSeconds ?? 10,
    headers: options.headers ?? BROWSER_HEADERS,
    ...(options.pathOf
      ? {
          requests: [
            { setupRequest: (request) => ({ ...request, path: options.pathOf?.() ?? request.path }) },
          ],
        }
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
