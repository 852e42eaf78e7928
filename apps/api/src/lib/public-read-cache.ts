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
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGunzip,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appendVary,
  matchesIfNoneMatch,
  preferredEncoding,
  weakEtagOf,
  weakEtagOfHash,
} from './http-cache.ts';
import { registerReadCache } from './read-path.ts';

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
const MAX_BYTES = 96 * 1024 * 1024;
/** A body this large is a whole-league list: built one at a time (see heavyGate). */
const LARGE_BYTES = 1024 * 1024;
/** An entry's safety-net expiry is at least this many times what it took to build... */
const TTL_PER_BUILD_TIME = 20;
/** ...but never more than this. */
const MAX_TTL_MS = 60_000;
const MIN_COMPRESS_BYTES = 1024;
/** How long a request waits for another one loading the same URL before loading it itself. */
const LEADER_TIMEOUT_MS = 10_000;
/** How many loads by others a request waits for before loading the URL itself. */
const MAX_WAITS = 3;
/** Response headers that are part of the cached answer. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-total-count'] as const;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

interface Entry {
  etag: string;
  headers: Record<string, string>;
  /** The body; null for a large streamed answer, which keeps its compressed copies only. */
  identity: Buffer | null;
  /** Length of the body in bytes. */
  length: number;
  gzip: Buffer | null;
  br: Buffer | null;
  bytes: number;
  expiresAt: number;
}

/** The request that loads a URL for the others, and the cache generation it started in. */
interface Lead {
  key: string;
  generation: number;
  startedAt: number;
  done: () => void;
}

function isCacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const rule = request.routeOptions.config?.publicRead;
  return typeof rule === 'function' ? rule(request) : rule === true;
}

interface SchemaLike {
  _zod?: { def?: { type?: string; shape?: object; in?: unknown; innerType?: unknown } };
  properties?: object;
}

const namesByQuerySchema = new WeakMap<object, ReadonlySet<string> | null>();

/**
 * The query names a route's querystring schema accepts (a zod object, possibly refined, transformed or
 * made optional; or a JSON schema's properties); null when its shape cannot be told.
 */
function acceptedQueryNames(schema: object): ReadonlySet<string> | null {
  if (namesByQuerySchema.has(schema)) return namesByQuerySchema.get(schema) ?? null;
  let names: ReadonlySet<string> | null = null;
  let current = schema as SchemaLike | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    const def = current._zod?.def;
    if (!def) {
      if (current.properties) names = new Set(Object.keys(current.properties));
      break;
    }
    if (def.type === 'object' && def.shape) {
      names = new Set(Object.keys(def.shape));
      break;
    }
    current = (def.type === 'pipe' ? def.in : def.innerType) as SchemaLike | undefined;
  }
  namesByQuerySchema.set(schema, names);
  return names;
}

/**
 * True when every name in the URL's query is one the route reads. A made-up name (a cache-busting
 * counter) would give every request a key of its own.
 */
function readsEveryQueryName(request: FastifyRequest): boolean {
  const start = request.url.indexOf('?');
  if (start < 0 || start === request.url.length - 1) return true;
  const schema = request.routeOptions.schema?.querystring;
  if (!schema || typeof schema !== 'object') return false;
  const names = acceptedQueryNames(schema);
  if (names === null) return true;
  for (const name of new URLSearchParams(request.url.slice(start + 1)).keys()) {
    if (!names.has(name)) return false;
  }
  return true;
}

/** Safety-net lifetime: the configured one, longer for answers that take long to build. */
export function entryLifetimeMs(ttlMs: number, buildMs: number): number {
  return Math.max(ttlMs, Math.min(MAX_TTL_MS, buildMs * TTL_PER_BUILD_TIME));
}

/** The parts of an entry that depend on its body. */
type Body = Pick<Entry, 'etag' | 'identity' | 'length' | 'gzip' | 'br'>;

async function bodyOfText(payload: string | Buffer): Promise<Body> {
  const identity = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const compress = identity.length >= MIN_COMPRESS_BYTES;
  const [gz, br] = compress
    ? await Promise.all([gzipAsync(identity), brotliAsync(identity, BROTLI_OPTIONS)])
    : [null, null];
  return { etag: weakEtagOf(identity), identity, length: identity.length, gzip: gz, br };
}

/** Writes to a compressor and keeps what it answers, waiting when it falls behind. */
class Compressor {
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(private readonly stream: ReturnType<typeof createGzip>) {
    stream.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = finished(stream);
  }

  async write(chunk: Buffer): Promise<void> {
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async end(): Promise<Buffer> {
    this.stream.end();
    await this.done;
    return Buffer.concat(this.chunks);
  }
}

/**
 * A streamed body, compressed as it comes: the text is kept only while it stays under `largeBytes`
 * (then it is answered as before, with copies when worth compressing); a larger one keeps its
 * compressed copies only. The ETag is the hash of the same bytes as for a body given whole.
 */
async function bodyOfStream(stream: Readable, largeBytes: number): Promise<Body> {
  const hash = createHash('sha256');
  const gzipper = new Compressor(createGzip());
  const brotli = new Compressor(createBrotliCompress(BROTLI_OPTIONS as ZlibOptions));
  let kept: Buffer[] | null = [];
  let length = 0;
  try {
    for await (const piece of stream) {
      const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
      length += chunk.length;
      hash.update(chunk);
      kept?.push(chunk);
      if (length >= largeBytes) kept = null;
      await Promise.all([gzipper.write(chunk), brotli.write(chunk)]);
    }
  } catch (error) {
    gzipper.end().catch(() => {});
    brotli.end().catch(() => {});
    throw error;
  }
  const [gz, br] = await Promise.all([gzipper.end(), brotli.end()]);
  const etag = weakEtagOfHash(hash);
  const identity = kept && Buffer.concat(kept);
  if (identity && length < MIN_COMPRESS_BYTES) return { etag, identity, length, gzip: null, br: null };
  return { etag, identity, length, gzip: gz, br };
}

function buildEntry(body: Body, reply: FastifyReply, lead: Lead, ttlMs: number, clock: () => number): Entry {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  const bytes = (body.identity?.length ?? 0) + (body.gzip?.length ?? 0) + (body.br?.length ?? 0);
  const now = clock();
  return { ...body, headers, bytes, expiresAt: now + entryLifetimeMs(ttlMs, now - lead.startedAt) };
}

/** Headers and body (or 304) of a cached answer; answers the body to send. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer | Readable | null {
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
  if (coding === 'identity') {
    if (entry.identity) return entry.identity;
    // A large streamed answer keeps no text: inflate its gzip copy on the way out.
    reply.header('content-length', String(entry.length));
    return Readable.from([entry.gzip as Buffer]).pipe(createGunzip());
  }
  reply.header('content-encoding', coding);
  return coding === 'br' ? (entry.br as Buffer) : (entry.gzip as Buffer);
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

/** What onRequest finds for a URL. */
type Lookup =
  | { kind: 'fresh'; entry: Entry }
  /** Expired by its safety net only: answer it while `loading` (another request) rebuilds it. */
  | { kind: 'stale'; entry: Entry; loading: Promise<void> | undefined }
  | { kind: 'loading'; loading: Promise<void> }
  | { kind: 'none' };

class ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  /** URLs whose last answer was large: their builds take turns. */
  private readonly large = new Set<string>();
  private bytes = 0;
  /** Bumped by every clear: a load that started before a change must not store what it read. */
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly largeBytes: number,
    private readonly now: () => number,
  ) {}

  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    const loading = this.loading.get(key);
    if (entry && entry.expiresAt > this.now()) return { kind: 'fresh', entry };
    if (entry) return { kind: 'stale', entry, loading };
    return loading ? { kind: 'loading', loading } : { kind: 'none' };
  }

  isLarge(key: string): boolean {
    return this.large.has(key);
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
      startedAt: this.now(),
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
    if (entry.length >= this.largeBytes) this.large.add(lead.key);
    else this.large.delete(lead.key);
    if (lead.generation !== this.generation || entry.bytes > this.maxBytes) return;
    this.remove(lead.key);
    this.entries.set(lead.key, entry);
    this.bytes += entry.bytes;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
    }
  }

  get size(): number {
    return this.entries.size;
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
    let entry: Entry;
    if (found.kind === 'fresh') entry = found.entry;
    else if (found.kind === 'stale' && found.loading) entry = found.entry;
    else return lead(request);
    stats.hits += 1;
    const body = answer(request, reply, entry);
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
      const entry = buildEntry(body, reply, started, ttlMs, now);
      store.put(started, entry);
      return answer(request, reply, entry);
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
