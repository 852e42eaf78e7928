/**
 * A short-lived per-process cache for read models. Its owner clears it on every data change, this
 * instance's writes and other instances' (lib/data-changes.ts carries those over PostgreSQL NOTIFY);
 * the few seconds' expiry only bounds how long a change made outside the API can go unseen.
 * Concurrent misses for one key share a single load, so a burst of page views costs one query.
 */
interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 256,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh value under `key`, else the result of `load` (stored once it succeeds). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict();
    const value = load();
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // A failed load must not be served from the cache; the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
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
