import { format, isValid, parseISO } from 'date-fns';

/**
 * A datetime-local value ('2026-11-22T19:00', the browser's own time) as an ISO instant in UTC, which
 * the API stores (docs/product/schedule-and-matches.md#rules-and-constants); '' when empty or unreadable.
 */
export function localInputToIso(value: string): string {
  if (!value.trim()) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A match time for the table, in the browser's time zone: day 'Nov 22, 2026' and time '7:00 PM'. */
export function formatMatchTime(iso: string): { day: string; time: string } {
  const date = parseISO(iso);
  return isValid(date)
    ? { day: format(date, 'MMM d, yyyy'), time: format(date, 'h:mm a') }
    : { day: '—', time: '' };
}
