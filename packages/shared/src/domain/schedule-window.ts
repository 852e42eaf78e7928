/**
 * The schedule's two-week window (docs/product/schedule-and-matches.md#rules-and-constants). Calendar days
 * are 'yyyy-MM-dd' keys (day-keys.ts). Shared: the schedule page shows the window, and the page catalogue
 * names the window's read, which the server preloads and draws the page's first view with.
 */
import { addDaysToKey, isDayKey } from './day-keys.ts';

/** The window is two weeks (docs/product/schedule-and-matches.md#rules-and-constants). */
export const WINDOW_DAYS = 14;

/**
 * First day of the window holding `key`: the Sunday of its week
 * (docs/product/schedule-and-matches.md#rules-and-constants). Weekdays are counted on the key's own
 * calendar date (at UTC midnight), whatever the zone the code runs in.
 */
export function windowStartFor(key: string): string {
  const weekday = new Date(`${key}T00:00:00Z`).getUTCDay();
  return addDaysToKey(key, -weekday);
}

/** The day the schedule shows: the address's `date` when it names a day, else `today`. */
export function chosenDay(dateParam: string | null, today: string): string {
  return isDayKey(dateParam) ? dateParam : today;
}

/** The 14 days of the window starting on `start`. */
export function windowDays(start: string): string[] {
  return Array.from({ length: WINDOW_DAYS }, (_, index) => addDaysToKey(start, index));
}

/** Last day of the window starting on `start`. */
export function windowEnd(start: string): string {
  return addDaysToKey(start, WINDOW_DAYS - 1);
}

/**
 * The whole UTC days to ask the server for (`from`/`to`, both inclusive): the window plus a day on each
 * side, so a match late in the evening in one zone and after midnight in another is never missed; the
 * page then keeps only matches whose local day falls inside the window.
 */
export function fetchRange(start: string): { from: string; to: string } {
  return { from: addDaysToKey(start, -1), to: addDaysToKey(windowEnd(start), 1) };
}
