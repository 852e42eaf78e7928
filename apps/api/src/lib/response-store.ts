/**
 * Where the public read cache keeps its answers, by URL: bounded in bytes (the oldest entries go first),
 * with one loading request per URL that the others wait for, and a generation bumped by every clear so
 * that a load that started before a data change does not store what it read.
 */
import type { CachedAnswer } from './cached-answer.ts';

/** How long a request waits for another one loading the same URL before loading it itself. */
const LEADER_TIMEOUT_MS = 10_000;

/** The request that loads a URL for the others, and the cache generation it started in. */
export interface Lead {
  key: string;
  generation: number;
  startedAt: number;
  done: () => void;
}

/** What onRequest finds for a URL. */
export type Lookup =
  | { kind: 'fresh'; entry: CachedAnswer }
  /** Expired by its safety net only: answer it while `loading` (another request) rebuilds it. */
  | { kind: 'stale'; entry: CachedAnswer; loading: Promise<void> | undefined }
  | { kind: 'loading'; loading: Promise<void> }
  | { kind: 'none' };

export class ResponseStore {
  private readonly entries = new Map<string, CachedAnswer>();
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

  put(lead: Lead, entry: CachedAnswer): void {
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
