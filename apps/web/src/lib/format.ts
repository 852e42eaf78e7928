// Dates are written with the browser's Intl (en-US, as the site's text), not a date library: these
// helpers are on nearly every page, and date-fns' formatting and ISO parsing weighed 6 KB gzip there.
import { isDayKey } from '@league/shared/domain/day-keys';
import { zoneFormatter } from '@league/shared/domain/zone-formatters';

/** A calendar date such as 'March 4, 2025', or the fallback when the value is missing or unreadable. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? zoneFormatter(zoneOf(value), DATE_STYLES.long).format(date) : fallback;
}

/** A short date such as 'Mar 4, 2025'. */
export function formatShortDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? zoneFormatter(zoneOf(value), DATE_STYLES.short).format(date) : fallback;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;
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

/** Date and time such as 'March 4, 2025 at 7:30 PM' (a calendar date reads as its midnight). */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  return formatDateTimeIn(value, zoneOf(value), fallback);
}

/**
 * Date and time such as 'March 4, 2025 at 7:30 PM' on the clock of `timeZone` (a page the server draws
 * passes the visitor's zone, components/ui/visitor-date.tsx); a calendar date reads as its midnight in UTC.
 */
export function formatDateTimeIn(value: string | null | undefined, timeZone: string, fallback = '—'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const zone = value && DATE_ONLY.test(value) ? 'UTC' : timeZone;
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === type)?.value;
  const clock = zoneFormatter(zone, CLOCK).formatToParts(date);
  const time = `${part('hour', clock)}:${part('minute', clock)} ${part('dayPeriod', clock)}`;
  return `${zoneFormatter(zone, DATE_STYLES.long).format(date)} at ${time}`;
}

/**
 * An ISO date or date and time as a Date, null when missing or unreadable. A calendar date (`YYYY-MM-DD`,
 * which must exist) is its midnight in UTC and is written in UTC, so it names the same day in every zone;
 * a date and time without an offset is the visitor's local time, as ECMAScript reads it.
 */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  if (DATE_ONLY.test(value)) return isDayKey(value) ? new Date(`${value}T00:00:00Z`) : null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The zone a value is written in: UTC for a calendar date (see toDate), else the visitor's. */
function zoneOf(value: string | null | undefined): string {
  return value && DATE_ONLY.test(value) ? 'UTC' : localZone();
}

let visitorZone: string | undefined;
function localZone(): string {
  visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorZone;
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
