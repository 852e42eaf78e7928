/**
 * A guest's daily results, kept in this browser (docs/product/trivia.md#daily-puzzle): streaks need the days
 * before, and guests have no account to keep them on. Members' results are kept by the server instead.
 */
import type { DailyResult } from '@league/shared/domain/trivia-daily';

export const DAILY_RESULTS_KEY = 'league.trivia.daily.v1';
/** A year of days is plenty for streaks and keeps the entry small. */
const KEPT_RESULTS = 366;

/** A result as kept here: with the answer, which the guest has seen and may like to see again. */
export type StoredDailyResult = DailyResult & { answer?: string };

const WHOLE_NUMBERS = ['number', 'hintsUsed', 'hintCount', 'secondsTaken', 'score'] as const;

/**
 * Whether a kept entry still has the shape of StoredDailyResult (schemas/trivia-daily.ts's DailyResultSchema
 * with an optional answer). Checked by hand rather than with that schema: the page reads this on its first
 * render, and zod would add 25 KB gzip to its first download.
 */
function isStoredResult(value: unknown): value is StoredDailyResult {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.date === 'string' &&
    typeof entry.solved === 'boolean' &&
    WHOLE_NUMBERS.every((key) => Number.isInteger(entry[key])) &&
    (entry.answer === undefined || typeof entry.answer === 'string')
  );
}

/** Only the fields of a result, as the schema's parse kept them. */
const fieldsOf = ({
  date,
  number,
  solved,
  hintsUsed,
  hintCount,
  secondsTaken,
  score,
  answer,
}: StoredDailyResult) => ({
  date,
  number,
  solved,
  hintsUsed,
  hintCount,
  secondsTaken,
  score,
  ...(answer === undefined ? {} : { answer }),
});

/** The results kept in this browser, newest first; nothing when storage is unavailable or unreadable. */
export function readDailyResults(storage: Storage | null = safeStorage()): StoredDailyResult[] {
  if (!storage) return [];
  try {
    const kept: unknown = JSON.parse(storage.getItem(DAILY_RESULTS_KEY) ?? '[]');
    return Array.isArray(kept) && kept.every(isStoredResult) ? kept.map(fieldsOf) : [];
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
