/**
 * Dates and times as they arrive from outside (docs/product/api-contract.md#dates): read exactly, never moved.
 * `Date.parse` moves an impossible day to a real one (2026-02-30 becomes 2 March) and reads years the database
 * cannot hold (0000, 275760), so every date in a query or a body is read here instead.
 */

/** The years a date may name: none before the league could exist, and far inside the database's range. */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;

/** A UTC offset may be at most 14 hours (Kiribati); PostgreSQL refuses more. */
const MAX_OFFSET_MINUTES = 14 * 60;

const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/i;

/** What is wrong with a date text: its shape, its year, its day, or its time of day. */
export type DateTextProblem = 'format' | 'year' | 'day' | 'time';

export type DateText =
  | {
      ok: true;
      /** The calendar day as written, YYYY-MM-DD. */
      day: string;
      /** The instant: the time as written in its zone (UTC when it names none; midnight for a bare day). */
      iso: string;
      /** Whether a time of day was written. */
      hasTime: boolean;
    }
  | { ok: false; problem: DateTextProblem };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Reads `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM[:SS[.fraction]][Z|±HH:MM]` (a space for the `T`, the offset's colon
 * optional). Rules: the year within DATE_YEARS; the month 1–12 and the day within its month (29 February only
 * in a leap year); hours 0–23, minutes and seconds 0–59; an offset of at most ±14:00. A fraction of a second
 * is cut to milliseconds.
 */
export function readDateText(text: string): DateText {
  const m = DATE_TEXT.exec(text.trim());
  if (!m) return { ok: false, problem: 'format' };
  const [year, month, day] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return { ok: false, problem: 'year' };
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return { ok: false, problem: 'day' };
  const [hour, minute, second] = [m[4], m[5], m[6]].map((v) => Number(v ?? 0)) as [number, number, number];
  const offset = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11])) : 0;
  if (
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    Number(m[11] ?? 0) > 59 ||
    Math.abs(offset) > MAX_OFFSET_MINUTES
  )
    return { ok: false, problem: 'time' };
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const instant = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000;
  return {
    ok: true,
    day: `${m[1]}-${m[2]}-${m[3]}`,
    iso: new Date(instant).toISOString(),
    hasTime: m[4] !== undefined,
  };
}
