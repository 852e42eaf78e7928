/**
 * Dates of the demo league. Everything is placed relative to the Sunday (00:00 UTC) of the current week,
 * so the current season always started a few weeks ago and the schedule has matches around today, while
 * a re-seed within the same week gives exactly the same dates.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sunday 00:00 UTC of the week holding `now`. */
export function startOfWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - now.getUTCDay() * DAY_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** `YYYY-MM-DD` of a UTC date, the form of the seasons' date columns. */
export function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function fromDateString(text: string): Date {
  return new Date(`${text}T00:00:00.000Z`);
}

/**
 * The evening slot of a game or match: league nights start at 23:00 UTC (evening in New York), later
 * games of the same night follow every `spacingMinutes`.
 */
export function eveningSlot(day: Date, index: number, spacingMinutes = 50): Date {
  return addMinutes(day, 23 * 60 + index * spacingMinutes);
}

/** The `index`-th of `count` events spread over the first `days` evenings of the week starting `weekStart`. */
export function spreadOverWeek(weekStart: Date, index: number, count: number, days = 7): Date {
  const day = Math.floor((index * days) / Math.max(1, count));
  const sameDayBefore = index - Math.ceil((day * Math.max(1, count)) / days);
  return eveningSlot(addDays(weekStart, day), Math.max(0, sameDayBefore), 60);
}
