/**
 * Calendar days as 'yyyy-MM-dd' keys. A day is always a day somewhere: an instant becomes a key through a
 * time zone (the league's, or the visitor's), and keys are compared and moved as plain calendar dates, with
 * no time of day to slip across midnight or a daylight-saving change.
 */

import { zoneFormatter } from './zone-formatters.ts';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a key; only for arithmetic on keys. */
function utcMidnight(key: string): number {
  return Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
}

function keyOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar day 'yyyy-MM-dd' (not 2026-02-30). */
export function isDayKey(value: string | null | undefined): value is string {
  if (!value || !DAY_KEY.test(value)) return false;
  const ms = utcMidnight(value);
  return !Number.isNaN(ms) && keyOfUtc(ms) === value;
}

/** `key` moved by `days` calendar days. */
export function addDaysToKey(key: string, days: number): string {
  return keyOfUtc(utcMidnight(key) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The calendar day of an instant in a time zone, or null for an unreadable date. */
export function dayKeyInZone(iso: string | Date, timeZone: string): string | null {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return null;
  const formatter = zoneFormatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in a time zone. */
export function todayKey(timeZone: string, now: Date = new Date()): string {
  return dayKeyInZone(now, timeZone) ?? keyOfUtc(now.getTime());
}

/**
 * The first instant of a day in a time zone: the day's UTC midnight moved by the zone's offset at that
 * moment (offset = the zone's wall clock minus UTC's, read with Intl). Used to count what came before today.
 */
export function dayStartInZone(key: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${key}T00:00:00Z`);
  const wall = zoneFormatter(timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(wall.formatToParts(new Date(utcMidnight)).map((p) => [p.type, p.value]));
  const wallAsUtc = Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
  );
  return new Date(utcMidnight - (wallAsUtc - utcMidnight));
}
