/**
 * The one in-memory cache of the API: per process, a time to live per entry and a size cap. Used where a
 * per-instance copy is enough: the leaderboard's scope sums (cleared by their owner on every data change)
 * and Roblox avatars (not league data: they simply expire).
 *
 * Concurrent misses for one key share a single load, so a burst of requests costs one query or one call
 * out. A failed load is never kept: the next request tries again.
 */
interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export interface ExpiringCacheOptions<V> {
  /** How long a loaded value stays fresh. */
  ttlMs: number;
  maxEntries: number;
  /** Overrides ttlMs per value once it has loaded; 0 or less keeps nothing (e.g. "ask again soon"). */
  ttlOf?: (value: V) => number;
  now?: () => number;
}

export class ExpiringCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly ttlOf: ((value: V) => number) | undefined;
  private readonly now: () => number;

  constructor(options: ExpiringCacheOptions<V>) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.ttlOf = options.ttlOf;
    this.now = options.now ?? Date.now;
  }

  /** The fresh value under `key`, else the result of `load` (kept once it succeeds). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict();
    const value = load();
    const stored: Entry<V> = { value, expiresAt: this.now() + this.ttlMs };
    this.entries.set(key, stored);
    // Only the entry this load made is touched: clear() or a newer load may have replaced it meanwhile.
    value.then(
      (loaded) => {
        if (!this.ttlOf || this.entries.get(key) !== stored) return;
        const ttl = this.ttlOf(loaded);
        if (ttl > 0) stored.expiresAt = this.now() + ttl;
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === stored) this.entries.delete(key);
      },
    );
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops expired entries; if none were, the oldest (Maps iterate in insertion order). */
  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
