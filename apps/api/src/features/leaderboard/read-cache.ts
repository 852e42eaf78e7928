/**
 * A short-lived per-process cache for read models. Several API instances may run against one database
 * and stat writes happen on any of them, so entries are never invalidated across instances: they simply
 * expire after a few seconds. Concurrent misses for one key share a single load, so a burst of page views
 * after an expiry costs one query.
 */
import { createHash } from 'node:crypto';

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

/**
 * A weak validator for a representation: two bodies that differ only in when they were generated are
 * the same data, so the caller hashes the data part and a page revalidating after an expiry still gets 304.
 */
export function weakEtagOf(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match (RFC 9110 §13.1.2) with the weak comparison: `*`, or any listed tag equal ignoring W/. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
