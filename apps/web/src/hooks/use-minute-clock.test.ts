import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentMinute, MINUTE_MS, subscribeToMinutes } from './use-minute-clock.ts';

describe('the minute clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T22:59:40.250Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the same value all minute long', () => {
    expect(new Date(currentMinute()).toISOString()).toBe('2026-11-24T22:59:00.000Z');
    vi.advanceTimersByTime(19_000);
    expect(new Date(currentMinute()).toISOString()).toBe('2026-11-24T22:59:00.000Z');
    vi.advanceTimersByTime(1_000);
    expect(new Date(currentMinute()).toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });

  it('ticks at the turn of each minute, and not after it is stopped', () => {
    const ticks: string[] = [];
    const stop = subscribeToMinutes(() => ticks.push(new Date(currentMinute()).toISOString()));
    vi.advanceTimersByTime(19_749);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual(['2026-11-24T23:00:00.000Z']);
    vi.advanceTimersByTime(2 * MINUTE_MS);
    expect(ticks).toEqual([
      '2026-11-24T23:00:00.000Z',
      '2026-11-24T23:01:00.000Z',
      '2026-11-24T23:02:00.000Z',
    ]);
    stop();
    vi.advanceTimersByTime(5 * MINUTE_MS);
    expect(ticks).toHaveLength(3);
  });
});
