/**
 * The home page's 'Tonight / next up' block: which matches it shows and how far away they are. Days are
 * calendar days in the league's time zone, as on the schedule.
 */

import { dayKeyInZone, daysBetween } from '@league/shared/domain/day-keys';
import type { Match } from '@league/shared/schemas/matches';

export interface NextUp {
  /** 'today' when there are matches today, else 'next' (the next day that has some). */
  when: 'today' | 'next';
  day: string;
  matches: Match[];
}

/** Today's matches, else the next match day's; null when no match is left to play. */
export function nextUp(matches: readonly Match[], timeZone: string, now: Date): NextUp | null {
  const today = dayKeyInZone(now, timeZone);
  if (!today) return null;
  const byDay = new Map<string, Match[]>();
  for (const match of [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id)) {
    const day = dayKeyInZone(match.date, timeZone);
    if (!day || day < today) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), match]);
  }
  const todays = byDay.get(today);
  if (todays) return { when: 'today', day: today, matches: todays };
  const next = [...byDay.keys()].sort()[0];
  return next ? { when: 'next', day: next, matches: byDay.get(next) ?? [] } : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How far away a start is, in words: 'in 45 min', 'in 3 h', then calendar days in the league's zone
 * ('tomorrow', 'in 2 days'); 'now' once it has started.
 */
export function countdown(start: string, now: Date, timeZone: string): string {
  const ms = Date.parse(start) - now.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms <= 0) return 'now';
  if (ms < HOUR) return `in ${Math.max(1, Math.round(ms / MINUTE))} min`;
  const startDay = dayKeyInZone(start, timeZone);
  const today = dayKeyInZone(now, timeZone);
  const days = startDay && today ? daysBetween(today, startDay) : 0;
  if (days <= 0 || ms < 12 * HOUR) return `in ${Math.round(ms / HOUR)} h`;
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/**
 * Tonight's countdown: to the first of the day's matches still to start (scheduled, start after `now`),
 * or null when every one has started.
 */
export function tonightCountdown(matches: readonly Match[], now: Date, timeZone: string): string | null {
  const coming = matches
    .filter((m) => m.status === 'scheduled' && Date.parse(m.date) > now.getTime())
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0];
  return coming ? `first match ${countdown(coming.date, now, timeZone)}` : null;
}
