/**
 * A guest's daily results, kept in this browser (docs/product/trivia.md#daily-puzzle): streaks need the days
 * before, and guests have no account to keep them on. Members' results are kept by the server instead.
 */
import type { DailyResult } from '@league/shared/domain/trivia-daily';
import { DailyResultSchema } from '@league/shared/schemas/trivia-daily';
import { z } from 'zod';

export const DAILY_RESULTS_KEY = 'league.trivia.daily.v1';
/** A year of days is plenty for streaks and keeps the entry small. */
const KEPT_RESULTS = 366;

/** A result as kept here: with the answer, which the guest has seen and may like to see again. */
export type StoredDailyResult = DailyResult & { answer?: string };

const StoredResults = z.array(DailyResultSchema.extend({ answer: z.string().optional() }));

/** The results kept in this browser, newest first; nothing when storage is unavailable or unreadable. */
export function readDailyResults(storage: Storage | null = safeStorage()): StoredDailyResult[] {
  if (!storage) return [];
  try {
    const parsed = StoredResults.safeParse(JSON.parse(storage.getItem(DAILY_RESULTS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keeps a finished puzzle (the first result of a day stands: a day is played once). */
export function saveDailyResult(
  result: StoredDailyResult,
  storage: Storage | null = safeStorage(),
): StoredDailyResult[] {
  const results = readDailyResults(storage);
  if (results.some((r) => r.date === result.date)) return results;
  const next = [result, ...results].sort((a, b) => b.date.localeCompare(a.date)).slice(0, KEPT_RESULTS);
  try {
    storage?.setItem(DAILY_RESULTS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the result still shows, it just is not remembered.
  }
  return next;
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
