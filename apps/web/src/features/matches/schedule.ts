/**
 * Pure helpers of the schedules page (docs/product/schedule-and-matches.md#schedules,
 * docs/product/schedule-and-matches.md#rules-and-constants). Calendar days are 'yyyy-MM-dd' keys; a match's
 * day is its date in the display time zone; the two-week window itself is shared
 * (@league/shared/domain/schedule-window).
 */

import { dayKeyInZone } from '@league/shared/domain/day-keys';
import { windowDays, windowEnd } from '@league/shared/domain/schedule-window';
import { zoneFormatter } from '@league/shared/domain/zone-formatters';
import type { Match } from '@league/shared/schemas/matches';

/** A day key written as its midnight in UTC, so the heading names the same day in every zone. */
const writeDay = (key: string, options: Intl.DateTimeFormatOptions) =>
  zoneFormatter('UTC', options).format(new Date(`${key}T00:00:00Z`));

export interface MatchDay {
  day: string;
  matches: Match[];
}

/** Matches of the window grouped by their day in `timeZone`, days and matches in time order. */
export function groupMatchesByDay(matches: readonly Match[], timeZone: string, start: string): MatchDay[] {
  const days = new Set(windowDays(start));
  const groups = new Map<string, Match[]>();
  const sorted = [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
  for (const match of sorted) {
    const day = dayKeyInZone(match.date, timeZone);
    if (!day || !days.has(day)) continue;
    const list = groups.get(day);
    if (list) list.push(match);
    else groups.set(day, [match]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({ day, matches: list }));
}

/**
 * The day the schedule opens on: today when it has matches, else the next day that has some, else none
 * (every shown day is past). `days` are in order.
 */
export function focusDay(days: readonly string[], today: string): string | null {
  return days.find((day) => day >= today) ?? null;
}

/** How many of the schedule's filters narrow the list (the count on the phone's Filters button). */
export function activeFilterCount(filters: ScheduleFilters): number {
  return [
    filters.season !== null,
    filters.round.trim() !== '',
    filters.search.trim() !== '',
    ...GROUP_FILTERS.map((key) => filters[key].trim() !== ''),
  ].filter(Boolean).length;
}

/**
 * Only completed matches show scores and a winner (docs/product/schedule-and-matches.md#rules-and-constants).
 */
export function showsResult(match: Pick<Match, 'status'>): boolean {
  return match.status.toLowerCase() === 'completed';
}

/** A match being played (docs/product/live.md#match-state): it shows its sets won so far, and no winner yet. */
export function isLive(match: Pick<Match, 'status'>): boolean {
  return match.status.toLowerCase() === 'live';
}

/** Shows the sets won (and the set scores): completed and live matches. */
export function showsScore(match: Pick<Match, 'status'>): boolean {
  return showsResult(match) || isLive(match);
}

/** The set being played, as the Live badge's line says it: 'Set 3 · 12-9', or 'Between sets'. */
export function currentSetText(match: Pick<Match, 'status' | 'currentSet'>): string | null {
  if (!isLive(match)) return null;
  const set = match.currentSet;
  return set ? `Set ${set.number} · ${set.team1Points}-${set.team2Points}` : 'Between sets';
}

/**
 * The winning side of a completed match (docs/product/schedule-and-matches.md#rules-and-constants): the
 * higher score; if only one team has a score, that team. Null when not completed, tied, or neither has a
 * score.
 */
export function matchWinner(match: Pick<Match, 'status' | 'team1Score' | 'team2Score'>): 1 | 2 | null {
  if (!showsResult(match)) return null;
  const { team1Score: one, team2Score: two } = match;
  if (one == null && two == null) return null;
  if (two == null) return 1;
  if (one == null) return 2;
  if (one === two) return null;
  return one > two ? 1 : 2;
}

/**
 * The status badge text; statuses other than scheduled, live and completed are not shown
 * (docs/product/schedule-and-matches.md#rules-and-constants, docs/product/live.md#match-state).
 */
export function statusLabel(status: string): 'Scheduled' | 'Live' | 'Completed' | null {
  const value = status.toLowerCase();
  if (value === 'scheduled') return 'Scheduled';
  if (value === 'live') return 'Live';
  if (value === 'completed') return 'Completed';
  return null;
}

/** The recorded set scores ('a-b'), in order. */
export function setScoresOf(match: Match): string[] {
  return [match.set1Score, match.set2Score, match.set3Score, match.set4Score, match.set5Score].filter(
    (score): score is string => typeof score === 'string' && score.trim() !== '',
  );
}

/** The filters that also choose the standings table (docs/product/standings.md#data), in the URL's words. */
export const GROUP_FILTERS = ['phase', 'region', 'division'] as const;
export type GroupFilter = (typeof GROUP_FILTERS)[number];

export interface ScheduleFilters {
  season: number | null;
  round: string;
  search: string;
  /** '' for every value. */
  phase: string;
  region: string;
  division: string;
}

const sameText = (value: string | null, wanted: string) =>
  (value ?? '').trim().toLowerCase() === wanted.trim().toLowerCase();

/**
 * Season number, round, phase, region and division (each exact, ignoring case) and a search over teams,
 * match number, round and tags.
 */
export function filterMatches(matches: readonly Match[], filters: ScheduleFilters): Match[] {
  const round = filters.round.trim().toLowerCase();
  const needle = filters.search.trim().toLowerCase();
  return matches.filter((match) => {
    if (filters.season !== null && match.season.seasonNumber !== filters.season) return false;
    if (round && match.round.toLowerCase() !== round) return false;
    for (const key of GROUP_FILTERS) {
      if (filters[key].trim() !== '' && !sameText(match[key], filters[key])) return false;
    }
    if (!needle) return true;
    return [match.team1Name, match.team2Name, match.matchNumber, match.round, ...match.tags].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/**
 * The values of a group filter among the window's matches, sorted, plus the selected one if absent (so a
 * shared link's filter still reads as chosen).
 */
export function groupOptions(matches: readonly Match[], key: GroupFilter, selected = ''): string[] {
  const byKey = new Map<string, string>();
  for (const match of matches) {
    const value = (match[key] ?? '').trim();
    if (value !== '' && !byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  }
  if (selected.trim() !== '' && !byKey.has(selected.trim().toLowerCase()))
    byKey.set(selected.toLowerCase(), selected);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The rounds present, in natural order ('Round 2' before 'Round 10'), plus the selected one if absent. */
export function roundOptions(matches: readonly Match[], selected = ''): string[] {
  const rounds = new Set(matches.map((match) => match.round).filter(Boolean));
  if (selected) rounds.add(selected);
  return [...rounds].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));
}

/**
 * The card's label says each thing once: the round, then the match number without the round it often
 * repeats ('Round 2' and 'Round 2 - Match 1' give 'Round 2' and 'Match 1'). A number that is only the
 * round gives no number; a number with another text stays whole. A playoff match is named by its stage, as
 * its game will be on the game page ('Winners Bracket; Quarterfinals' and 'Match 1').
 */
export function matchLabel(
  match: Pick<Match, 'round' | 'matchNumber'> & Partial<Pick<Match, 'playoffStage'>>,
): { round: string; number: string } {
  const round = match.round.trim();
  const number = match.matchNumber.trim();
  const named = (label: { round: string; number: string }) => ({
    ...label,
    round: match.playoffStage ?? label.round,
  });
  if (!round) return named({ round: '', number });
  if (number.toLowerCase() === round.toLowerCase()) return named({ round, number: '' });
  if (number.toLowerCase().startsWith(round.toLowerCase())) {
    const rest = number.slice(round.length);
    // Only a separator after the round marks a prefix: 'Round 1' is not a prefix of 'Round 10 - Match 2'.
    const separated = /^\s*[-–—:·,|]\s*(.+)$/.exec(rest);
    if (separated?.[1]) return named({ round, number: separated[1].trim() });
  }
  return named({ round, number });
}

/**
 * The teams playing in these matches, for the calendar menu: one entry per name whatever its case (the
 * schedule writes names by hand), as first written, sorted; placeholders such as TBD left out.
 */
export function teamNamesOf(matches: readonly Match[]): string[] {
  const byKey = new Map<string, string>();
  for (const match of matches) {
    for (const name of [match.team1Name, match.team2Name]) {
      const key = name.trim().toLowerCase();
      if (key !== '' && key !== 'tbd' && !byKey.has(key)) byKey.set(key, name.trim());
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** A match's start time in a time zone, e.g. '7:00 PM EST', or 'TBD' when it has no readable date. */
export function formatMatchTime(iso: string | null | undefined, timeZone: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'TBD';
  return zoneFormatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
}

/** A day heading such as 'Sunday, November 22'. */
export function formatDayHeading(day: string): string {
  return writeDay(day, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** The window as 'Nov 15 – Nov 28, 2026' (both years when it spans two). */
export function formatWindow(start: string): string {
  const last = windowEnd(start);
  const sameYear = start.slice(0, 4) === last.slice(0, 4);
  const withYear = { month: 'short', day: 'numeric', year: 'numeric' } as const;
  return `${writeDay(start, sameYear ? { month: 'short', day: 'numeric' } : withYear)} – ${writeDay(last, withYear)}`;
}
