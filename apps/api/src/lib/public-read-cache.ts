/**
 * Whole-response cache of the busiest public reads. A GET route whose answer is the same for every
 * visitor declares `config: { publicRead: true }` (or a predicate on the request). The first request of
 * a URL runs the route; its serialized body is kept with gzip and brotli copies and a weak ETag until
 * league data changes (`app.onDataChange`: writes through this instance or, over PostgreSQL NOTIFY,
 * through another) or a few seconds pass (writes made outside the API). Hits are answered in onRequest,
 * before the token lookup and the database; a matching If-None-Match gets 304. Concurrent misses of one
 * URL wait for the first one rather than all querying. Responses say `Cache-Control: public, no-cache`:
 * browsers and proxies keep them but revalidate (a 304 costs no body), so an edit shows on the next load.
 *
 * Whole-league lists (megabytes of JSON) go through the same cache (ADR 26): one copy of each, built once
 * per data change; their safety-net expiry grows with what they cost to build, an expired entry keeps
 * being served while one request rebuilds it, and at most one such large answer is built at a time, so
 * memory stays bounded however many clients ask at once. A URL carrying query names the route does not
 * read (`?refresh=3`, a cache-busting counter) is answered by the route and never stored, so no client
 * can flush the cache with made-up URLs.
 *
 * A route may answer a stream (the whole-league lists write their JSON page by page, ADR 31): the
 * cache compresses it as it comes, so a large answer is never whole in memory as text; past LARGE_BYTES
 * only the compressed copies are kept and the rare client that takes neither coding gets the gzip copy
 * inflated as it is sent.
 *
 * This file wires the hooks; the bodies are made in cached-response-body.ts, answered in cached-answer.ts,
 * kept in response-store.ts, and route-query-names.ts tells which URLs may be stored.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  buildCachedAnswer,
  type CachedAnswer,
  MAX_TTL_MS,
  sendCachedAnswer,
  TTL_PER_BUILD_TIME,
} from './cached-answer.ts';
import { bodyOfStream, bodyOfText } from './cached-response-body.ts';
import { registerReadCache } from './read-path.ts';
import { type Lead, ResponseStore } from './response-store.ts';
import { readsEveryQueryName } from './route-query-names.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is the same for everyone (when the predicate says so): cache it whole. */
    publicRead?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyInstance {
    /** Cacheable requests answered from the cache (hits) or by the route (misses), for /metrics. */
    publicReadCacheStats: { hits: number; misses: number };
  }
}

export const PUBLIC_READ_TTL_MS = 5_000;
/** Bodies plus compressed copies; the oldest entries go first past it. */
const MAX_BYTES = 96 * 1024 * 1024;
/** A body this large is a whole-league list: built one at a time (see heavyGate). */
const LARGE_BYTES = 1024 * 1024;
/** How many loads by others a request waits for before loading the URL itself. */
const MAX_WAITS = 3;

function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const rule = request.routeOptions.config?.publicRead;
  return typeof rule === 'function' ? rule(request) : rule === true;
}

/** One at a time: what a build of a large answer holds (rows, objects, the text) is many times its size. */
class Gate {
  private busy = false;
  private readonly queue: Array<() => void> = [];

  async acquire(): Promise<() => void> {
    if (this.busy) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.busy = false;
    };
  }
}

export function installPublicReadCache(
  app: FastifyInstance,
  options: { ttlMs?: number; maxBytes?: number; largeBytes?: number; now?: () => number } = {},
): void {
  const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
  const now = options.now ?? Date.now;
  const largeBytes = options.largeBytes ?? LARGE_BYTES;
  const store = new ResponseStore(options.maxBytes ?? MAX_BYTES, largeBytes, now);
  const heavyGate = new Gate();
  const leads = new WeakMap<FastifyRequest, Lead>();
  const stats = { hits: 0, misses: 0 };
  app.decorate('publicReadCacheStats', stats);
  // Cleared on every data change, like every cache of league data (lib/read-path.ts).
  registerReadCache(app, {
    name: 'public-reads',
    follows: 'league-data',
    lifetime: `${ttlMs / 1000} s; whole-league lists ${TTL_PER_BUILD_TIME}× their build time, up to ${MAX_TTL_MS / 1000} s`,
    stats,
    size: () => store.size,
    clear: () => store.clear(),
  });

  /** This request loads the URL for the others; a large answer waits for its turn to be built. */
  const lead = async (request: FastifyRequest) => {
    stats.misses += 1;
    const started = store.lead(request.url);
    leads.set(request, started);
    if (!store.isLarge(request.url)) return;
    const release = await heavyGate.acquire();
    const done = started.done;
    started.done = () => {
      release();
      done();
    };
  };

  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || !isCacheable(request)) return;
    let found = store.lookup(request.url);
    // Another request may take over the load when the first answer was not kept (a 404, an error).
    for (let waits = 0; found.kind === 'loading' && waits < MAX_WAITS; waits++) {
      await found.loading;
      found = store.lookup(request.url);
    }
    let entry: CachedAnswer;
    if (found.kind === 'fresh') entry = found.entry;
    else if (found.kind === 'stale' && found.loading) entry = found.entry;
    else return lead(request);
    stats.hits += 1;
    const body = sendCachedAnswer(request, reply, entry);
    // No body at all for a 304 (null would be serialized as JSON).
    return body === null ? reply.send() : reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const started = leads.get(request);
    if (!started) return payload;
    leads.delete(request);
    try {
      const text = typeof payload === 'string' || Buffer.isBuffer(payload);
      if (reply.statusCode !== 200 || !(text || payload instanceof Readable)) return payload;
      // Not stored: the route answers it and @fastify/compress compresses it, as for any other route.
      if (!readsEveryQueryName(request)) return payload;
      const body = text ? await bodyOfText(payload) : await bodyOfStream(payload, largeBytes);
      const entry = buildCachedAnswer(body, reply, started.startedAt, ttlMs, now);
      store.put(started, entry);
      return sendCachedAnswer(request, reply, entry);
    } finally {
      started.done();
    }
  });

  // A request that ended without reaching onSend frees its waiters. A leader whose client went away is
  // not released: its route still runs and stores the answer, which its waiters then get (releasing it
  // made each of them load the answer again, all at once).
  app.addHook('onResponse', async (request) => {
    leads.get(request)?.done();
    leads.delete(request);
  });
}
