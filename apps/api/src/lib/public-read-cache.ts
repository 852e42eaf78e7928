/**
 * Whole-response cache of the busiest public reads. A GET route whose answer is the same for every
 * visitor declares `config: { publicRead: true }` (or a predicate on the request). The first request of
 * a URL runs the route; its serialized body is kept with gzip and brotli copies and a weak ETag until
 * league data changes (`app.onDataChange`: writes through this instance or, over PostgreSQL NOTIFY,
 * through another) or a few seconds pass (writes made outside the API). Hits are answered in onRequest,
 * before the token lookup and the database; a matching If-None-Match gets 304. Concurrent misses of one
 * URL wait for the first one rather than all querying. Responses say `Cache-Control: public, no-cache`:
 * browsers and proxies keep them but revalidate (a 304 costs no body), so an edit shows on the next load.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appendVary, matchesIfNoneMatch, preferredEncoding, weakEtagOf } from './http-cache.ts';

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
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** Bodies plus compressed copies; the oldest entries go first past it. */
const MAX_BYTES = 16 * 1024 * 1024;
const MIN_COMPRESS_BYTES = 1024;
/** How long a request waits for another one loading the same URL before loading it itself. */
const LEADER_TIMEOUT_MS = 10_000;
/** Response headers that are part of the cached answer. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-total-count'] as const;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface Entry {
  etag: string;
  headers: Record<string, string>;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  bytes: number;
  expiresAt: number;
}

/** The request that loads a URL for the others, and the cache generation it started in. */
interface Lead {
  key: string;
  generation: number;
  done: () => void;
}

function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const rule = request.routeOptions.config?.publicRead;
  return typeof rule === 'function' ? rule(request) : rule === true;
}

async function buildEntry(payload: string | Buffer, reply: FastifyReply, ttlMs: number): Promise<Entry> {
  const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const compress = identity.length >= MIN_COMPRESS_BYTES;
  const [gz, br] = compress
    ? await Promise.all([
        gzipAsync(identity),
        brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      ])
    : [null, null];
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  const bytes = identity.length + (gz?.length ?? 0) + (br?.length ?? 0);
  return {
    etag: weakEtagOf(identity),
    headers,
    identity,
    gzip: gz,
    br,
    bytes,
    expiresAt: Date.now() + ttlMs,
  };
}

/** Headers and body (or 304) of a cached answer; answers the body to send. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer | null {
  reply
    .headers(entry.headers)
    .header('etag', entry.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return null;
  }
  const coding = preferredEncoding(request.headers['accept-encoding'], {
    br: entry.br !== null,
    gzip: entry.gzip !== null,
  });
  if (coding === 'identity') return entry.identity;
  reply.header('content-encoding', coding);
  return coding === 'br' ? (entry.br as Buffer) : (entry.gzip as Buffer);
}

class ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  private bytes = 0;
  /** Bumped by every clear: a load that started before a change must not store what it read. */
  private generation = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    if (entry) this.remove(key);
    return undefined;
  }

  /** Resolves when the request loading `key` is done; undefined when none is. */
  loadingOf(key: string): Promise<void> | undefined {
    return this.loading.get(key);
  }

  lead(key: string): Lead {
    let release: () => void = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    const timer = setTimeout(() => lead.done(), LEADER_TIMEOUT_MS);
    timer.unref();
    const lead: Lead = {
      key,
      generation: this.generation,
      done: () => {
        clearTimeout(timer);
        if (this.loading.get(key) === promise) this.loading.delete(key);
        release();
      },
    };
    this.loading.set(key, promise);
    return lead;
  }

  put(lead: Lead, entry: Entry): void {
    if (lead.generation !== this.generation || entry.bytes > this.maxBytes / 4) return;
    this.remove(lead.key);
    this.entries.set(lead.key, entry);
    this.bytes += entry.bytes;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

export function installPublicReadCache(
  app: FastifyInstance,
  options: { ttlMs?: number; maxBytes?: number } = {},
): void {
  const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
  const store = new ResponseStore(options.maxBytes ?? MAX_BYTES);
  const leads = new WeakMap<FastifyRequest, Lead>();
  app.onDataChange(() => store.clear());
  const stats = { hits: 0, misses: 0 };
  app.decorate('publicReadCacheStats', stats);

  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || !isCacheable(request)) return;
    let entry = store.get(request.url);
    const loading = entry ? undefined : store.loadingOf(request.url);
    if (loading) {
      await loading;
      entry = store.get(request.url);
    }
    if (!entry) {
      stats.misses += 1;
      leads.set(request, store.lead(request.url));
      return;
    }
    stats.hits += 1;
    const body = answer(request, reply, entry);
    // No body at all for a 304 (null would be serialized as JSON).
    return body === null ? reply.send() : reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const lead = leads.get(request);
    if (!lead) return payload;
    leads.delete(request);
    try {
      if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
        return payload;
      const entry = await buildEntry(payload, reply, ttlMs);
      store.put(lead, entry);
      return answer(request, reply, entry);
    } finally {
      lead.done();
    }
  });

  // A request that ended without reaching onSend (an error before it, a client gone) frees its waiters.
  const release = async (request: FastifyRequest) => {
    leads.get(request)?.done();
    leads.delete(request);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
