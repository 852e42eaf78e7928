import type { DailyResult } from '@league/shared/domain/trivia-daily';
import { describe, expect, it } from 'vitest';
import { DAILY_RESULTS_KEY, readDailyResults, saveDailyResult } from './daily-results-store.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const result = (date: string, solved = true): DailyResult => ({
  date,
  number: 1,
  solved,
  hintsUsed: 2,
  hintCount: 8,
  secondsTaken: 30,
  score: solved ? 330 : 0,
});

describe("a guest's daily results", () => {
  it('keeps results newest first, and the first result of a day stands', () => {
    const storage = memoryStorage();
    saveDailyResult(result('2026-11-22'), storage);
    saveDailyResult({ ...result('2026-11-24'), answer: 'Rapid Hawks (s5)' }, storage);
    saveDailyResult(result('2026-11-24', false), storage);
    const kept = readDailyResults(storage);
    expect(kept.map((r) => r.date)).toEqual(['2026-11-24', '2026-11-22']);
    expect(kept[0]).toMatchObject({ solved: true, answer: 'Rapid Hawks (s5)' });
  });

  it('reads nothing from missing, broken or foreign data', () => {
    const storage = memoryStorage();
    expect(readDailyResults(storage)).toEqual([]);
    storage.setItem(DAILY_RESULTS_KEY, '{not json');
    expect(readDailyResults(storage)).toEqual([]);
    storage.setItem(DAILY_RESULTS_KEY, JSON.stringify([{ date: '2026-11-24', solved: 'yes' }]));
    expect(readDailyResults(storage)).toEqual([]);
    expect(readDailyResults(null)).toEqual([]);
  });

  it('refuses an entry with a fractional count or a non-text answer, and drops unknown fields', () => {
    const storage = memoryStorage();
    storage.setItem(DAILY_RESULTS_KEY, JSON.stringify([{ ...result('2026-11-24'), score: 1.5 }]));
    expect(readDailyResults(storage)).toEqual([]);
    storage.setItem(DAILY_RESULTS_KEY, JSON.stringify([{ ...result('2026-11-24'), answer: 7 }]));
    expect(readDailyResults(storage)).toEqual([]);
    storage.setItem(DAILY_RESULTS_KEY, JSON.stringify([{ ...result('2026-11-24'), extra: true }]));
    expect(readDailyResults(storage)).toEqual([result('2026-11-24')]);
  });
});
