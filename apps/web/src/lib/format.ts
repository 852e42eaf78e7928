import { zoneFormatter } from '@league/shared/domain/zone-formatters';
import { format, isValid, parseISO } from 'date-fns';

/** A calendar date such as 'March 4, 2025', or the fallback when the value is missing or unreadable. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? format(date, 'MMMM d, yyyy') : fallback;
}

/** A short date such as 'Mar 4, 2025'. */
export function formatShortDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy') : fallback;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_STYLES = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Mar 4, 2025, 7:30 PM': a moment with its time. */
  moment: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * 'March 4, 2025' (`long`), 'Mar 4, 2025' (`short`) or 'Mar 4, 2025, 7:30 PM' (`moment`) as the calendar and
 * clock read in `timeZone`. A calendar date (`YYYY-MM-DD`) is that day in every zone (and has no time); a date
 * and time is the day it falls on in `timeZone`.
 */
export function formatDateIn(
  value: string | null | undefined,
  timeZone: string,
  style: keyof typeof DATE_STYLES = 'long',
  fallback = '—',
): string {
  const date = toDate(value);
  if (!date) return fallback;
  if (value && DATE_ONLY.test(value)) return style === 'long' ? formatDate(value) : formatShortDate(value);
  return zoneFormatter(timeZone, DATE_STYLES[style]).format(date);
}

/** Date and time such as 'March 4, 2025 at 7:30 PM'. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? format(date, "MMMM d, yyyy 'at' h:mm a") : fallback;
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** 'Showing 26–50 of 312 players' for a page of a list, '0 players' when it is empty. */
export function formatListRange(
  first: number,
  shown: number,
  total: number,
  noun: readonly [string, string],
): string {
  if (total === 0) return `0 ${noun[1]}`;
  return `Showing ${Math.min(first, total)}–${Math.min(first + shown - 1, total)} of ${total} ${total === 1 ? noun[0] : noun[1]}`;
}

/** A count with its noun: '1 award', '12 awards'. */
export function formatCount(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}
