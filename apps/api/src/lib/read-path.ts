/**
 * Freshness on the read path has one owner (docs/decisions/0040-one-freshness-map.md): every server cache is
 * registered here with its name, its lifetime and what clears it, and league data changes clear every cache
 * that holds league data. A cache states its lifetime where it is made:
 *
 *   const scopes = cachedRead<ScopeRows>(app, 'leaderboard-scopes', {
 *     ttlMs: 30_000, maxEntries: 64, follows: 'league-data',
 *   });
 *   const rows = await scopes.get(key, () => readScope(db, key));
 *
 * `follows: 'league-data'` clears the cache on every data change (a write through this instance or, over
 * PostgreSQL NOTIFY, through another); `'time'` is for what is not league data (Roblox avatars) and only
 * expires. Concurrent misses of one key share one load; a failed load is not kept.
 */
import type { FastifyInstance } from 'fastify';
import { ExpiringCache } from './expiring-cache.ts';

/** What clears a cache: a change of league data (and its lifetime), or only its lifetime. */
export type Follows = 'league-data' | 'time';

/** A server cache as the read path knows it. */
export interface ReadCache {
  readonly name: string;
  readonly follows: Follows;
  /** Its lifetime, as the freshness map and /metrics state it ("30 s", "a day"...). */
  readonly lifetime: string;
  /** Entries held now. */
  size(): number;
  /** Answers from the cache and loads, since start. */
  readonly stats: { hits: number; misses: number };
  clear(): void;
}

export interface CachedRead<V> extends ReadCache {
  /** The fresh value under `key`, else what `load` answers (kept once it succeeds). */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every server cache of this app, by name (docs/decisions/0040-one-freshness-map.md). */
    readCaches: Map<string, ReadCache>;
  }
}

/** Gives the app its registry of caches; app.ts calls it before any feature makes a cache. */
export function installReadPath(app: FastifyInstance): void {
  app.decorate('readCaches', new Map<string, ReadCache>());
}

function cachesOf(app: FastifyInstance): Map<string, ReadCache> {
  if (!app.hasDecorator('readCaches'))
    throw new Error('installReadPath(app) must run before a cache is made');
  return app.readCaches;
}

/**
 * Registers a cache made elsewhere (the public read cache keeps compressed copies of its own) under the same
 * contract; a cache that follows league data is cleared on every data change.
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  const caches = cachesOf(app);
  if (caches.has(cache.name)) throw new Error(`A read cache named ${cache.name} is already registered`);
  caches.set(cache.name, cache);
  if (cache.follows === 'league-data') app.onDataChange(() => cache.clear());
}

export interface CachedReadOptions<V> {
  ttlMs: number;
  maxEntries: number;
  follows: Follows;
  /** A lifetime per value once loaded (0 or less keeps nothing: "ask again soon"). */
  ttlOf?: (value: V) => number;
  now?: () => number;
}

const describeMs = (ms: number) =>
  ms >= 86_400_000 ? `${ms / 86_400_000} d` : ms >= 3_600_000 ? `${ms / 3_600_000} h` : `${ms / 1000} s`;

/** A cache of loaded values by key, registered with the read path. */
export function cachedRead<V>(
  app: FastifyInstance,
  name: string,
  options: CachedReadOptions<V>,
): CachedRead<V> {
  const entries = new ExpiringCache<V>(options);
  const stats = { hits: 0, misses: 0 };
  const cache: CachedRead<V> = {
    name,
    follows: options.follows,
    lifetime: `${describeMs(options.ttlMs)}${options.ttlOf ? ' (or per value)' : ''}`,
    stats,
    size: () => entries.size,
    clear: () => entries.clear(),
    get(key, load) {
      let loaded = false;
      const value = entries.getOrLoad(key, () => {
        loaded = true;
        return load();
      });
      if (loaded) stats.misses += 1;
      else stats.hits += 1;
      return value;
    },
  };
  registerReadCache(app, cache);
  return cache;
}
