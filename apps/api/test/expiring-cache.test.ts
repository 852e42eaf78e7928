import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../src/lib/expiring-cache.ts';

describe('ExpiringCache', () => {
  it('shares one load between concurrent misses and reloads after the TTL', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new ExpiringCache<number>({ ttlMs: 5_000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1]);
    clock = 4_999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    clock = 5_000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.getOrLoad('bad', async () => 7)).toBe(7);
  });

  it('keeps each value as long as ttlOf says, and nothing for 0', async () => {
    let clock = 1_000;
    const cache = new ExpiringCache<string | null>({
      ttlMs: 100,
      maxEntries: 10,
      now: () => clock,
      ttlOf: (value) => (value === 'pending' ? 0 : value ? 500 : 100),
    });
    const loads: string[] = [];
    const loader = (key: string, value: string | null) => async () => {
      loads.push(key);
      return value;
    };
    await cache.getOrLoad('hit', loader('hit', 'url'));
    await cache.getOrLoad('miss', loader('miss', null));
    await cache.getOrLoad('later', loader('later', 'pending'));
    expect(cache.size).toBe(2);
    clock += 99;
    expect(await cache.getOrLoad('miss', loader('miss', 'x'))).toBeNull();
    clock += 1;
    expect(await cache.getOrLoad('miss', loader('miss', 'x'))).toBe('x');
    expect(await cache.getOrLoad('hit', loader('hit', 'y'))).toBe('url');
    clock += 400;
    expect(await cache.getOrLoad('hit', loader('hit', 'y'))).toBe('y');
    expect(loads).toEqual(['hit', 'miss', 'later', 'miss', 'hit']);
  });

  it('never holds more than its cap, dropping expired entries first, then the oldest', async () => {
    let now = 0;
    const cache = new ExpiringCache<number>({
      ttlMs: 1_000,
      maxEntries: 3,
      now: () => now,
      ttlOf: (value) => (value === 2 ? 10 : 1_000),
    });
    const value = (n: number) => async () => n;
    await cache.getOrLoad('a', value(1));
    await cache.getOrLoad('short', value(2));
    await cache.getOrLoad('b', value(3));
    now = 20;
    await cache.getOrLoad('c', value(4));
    expect(cache.size).toBe(3);
    expect(await Promise.all(['a', 'b', 'c'].map((key) => cache.getOrLoad(key, value(0))))).toEqual([
      1, 3, 4,
    ]);
    await cache.getOrLoad('d', value(5));
    expect(cache.size).toBe(3);
    expect(await cache.getOrLoad('a', value(6))).toBe(6);
  });

  it('drops a load in flight on clear, so a later request reads afresh', async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 5_000, maxEntries: 10, now: () => 0 });
    let finish: (n: number) => void = () => {};
    const slow = cache.getOrLoad('k', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    expect(await cache.getOrLoad('k', async () => 2)).toBe(2);
    finish(1);
    expect(await slow).toBe(1);
    expect(await cache.getOrLoad('k', async () => 3)).toBe(2);
  });
});
