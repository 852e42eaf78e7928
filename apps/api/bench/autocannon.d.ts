/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** A number of requests to make instead of a duration. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      /** Called before each request; answers the request to send. */
      setupRequest?: (request: { path: string; method?: string }) => { path: string; method?: string };
    }>;
  }

  interface Histogram {
    average: number;
    mean: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
  }

  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
}
