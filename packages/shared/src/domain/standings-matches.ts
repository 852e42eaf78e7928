/**
 * The schedule as the standings read it (docs/product/standings.md#data): which matches form a table (the
 * group), and what a match row says once read against the season's format: a counted result, a match still
 * to play, or a completed match that cannot be counted (and why).
 */
import { parseChallongeScores } from './bracket-import.ts';
import type { MatchPhase } from './league.ts';
import { isMatchResult, type MatchFormat } from './match-formats.ts';

/** The phase of the regular season; every other phase (playoffs…) feeds the bracket, not the table. */
export const REGULAR_PHASE: MatchPhase = 'qualifiers';

/** Fields of a match that select its table; a new grouping field is one more name here. */
export const GROUP_FIELDS = ['phase', 'region', 'division'] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];

/** Which matches form a table: each given field must match (any case); a missing one selects every value. */
export type StandingsGroup = Partial<Record<GroupField, string | null>>;

/**
 * A match's score as the schedule stores it: the sets each team won and each set's points ('25-20'), all null
 * until the match is played (docs/product/standings.md#data).
 */
export interface MatchScores {
  team1Score: number | null;
  team2Score: number | null;
  set1Score: string | null;
  set2Score: string | null;
  set3Score: string | null;
  set4Score: string | null;
  set5Score: string | null;
}

/** The five set-score fields of a match, in playing order. */
export const SET_SCORE_KEYS = ['set1Score', 'set2Score', 'set3Score', 'set4Score', 'set5Score'] as const;
export type SetScoreKey = (typeof SET_SCORE_KEYS)[number];

/** A match row as the schedule stores it (the API passes its rows as they are). */
export interface StandingsMatch extends MatchScores {
  id: number;
  status: string;
  phase: string;
  region: string;
  division?: string | null;
  date: string | Date;
  team1Name: string;
  team2Name: string;
}

/** What a match row says to the table. */
export type MatchReading =
  | { kind: 'remaining' }
  | {
      kind: 'result';
      team1Sets: number;
      team2Sets: number;
      /** Points of the sets, or null when the match has no usable set scores (its sets still count). */
      team1Points: number | null;
      team2Points: number | null;
    }
  | { kind: 'invalid'; reason: string };

/** Names compare as the database compares them: trimmed, any case. */
export function teamKeyOf(name: string): string {
  return name.trim().toLowerCase();
}

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a match belongs to a group (docs/product/standings.md#data): every field the group names equals
 * the match's (any case); a field the group leaves out (or null) selects every value. A group without a
 * phase means the regular phase.
 */
export function isInGroup(match: StandingsMatch, group: StandingsGroup): boolean {
  const wanted: StandingsGroup = { phase: REGULAR_PHASE, ...group };
  return GROUP_FIELDS.every((field) => {
    const value = wanted[field];
    return value == null || same(match[field], value);
  });
}

/** The values of each group field in a season's matches, for the filters (docs/product/standings.md#pages). */
export interface GroupChoices {
  phases: string[];
  regions: string[];
  /** Divisions of the regular phase: a season whose table is split by division has two or more. */
  divisions: string[];
}

/** Distinct values, trimmed, compared in any case (the first spelling kept), sorted. */
function distinctValues(values: readonly (string | null | undefined)[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) {
    const text = (value ?? '').trim();
    if (text !== '' && !byKey.has(text.toLowerCase())) byKey.set(text.toLowerCase(), text);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The filter choices of a season's matches: every phase and region, the regular phase's divisions. */
export function groupChoicesOf(matches: readonly StandingsMatch[]): GroupChoices {
  return {
    phases: distinctValues(matches.map((m) => m.phase)),
    regions: distinctValues(matches.map((m) => m.region)),
    divisions: distinctValues(matches.filter((m) => same(m.phase, REGULAR_PHASE)).map((m) => m.division)),
  };
}

/** A match's five set scores in playing order, null where a set has none. */
export function setScoresOf(match: Pick<MatchScores, SetScoreKey>): (string | null)[] {
  return SET_SCORE_KEYS.map((key) => match[key]);
}

/** The set scores a match has recorded, in playing order (the empty ones left out). */
export function recordedSetScoresOf(match: Pick<MatchScores, SetScoreKey>): string[] {
  return setScoresOf(match).filter((s): s is string => Boolean(s));
}

/** Points of the set scores, when they are present, readable, non-negative and agree with the sets. */
function pointsOf(match: StandingsMatch, team1Sets: number, team2Sets: number) {
  const texts = setScoresOf(match).filter((s): s is string => s != null && s.trim() !== '');
  const parsed = parseChallongeScores(texts.join(','));
  const sets = parsed.sets.filter((s): s is string => s !== null);
  if (texts.length === 0 || sets.length !== texts.length) return null;
  if (parsed.team1Sets !== team1Sets || parsed.team2Sets !== team2Sets) return null;
  let team1 = 0;
  let team2 = 0;
  for (const set of sets) {
    const [a, b] = set.split(/(?<=\d)-/).map(Number);
    if (a === undefined || b === undefined || a < 0 || b < 0) return null;
    team1 += a;
    team2 += b;
  }
  return { team1, team2 };
}

/** Sets won from the overall score, or from the set scores when the overall score is missing. */
function setsOf(match: StandingsMatch): [number, number] | null {
  if (match.team1Score != null && match.team2Score != null) return [match.team1Score, match.team2Score];
  const parsed = parseChallongeScores(setScoresOf(match).filter(Boolean).join(','));
  return parsed.team1Sets + parsed.team2Sets > 0 ? [parsed.team1Sets, parsed.team2Sets] : null;
}

/**
 * Reads a match against the format (docs/product/standings.md#rules-and-constants): anything not completed
 * is still to play; a completed match counts when its sets won (the overall score, else the set scores) are
 * a finished result of the format (3-1, not 2-1 in a best of 5); its points count only when every set score
 * reads as 'a-b' and the set scores give the same sets won. A completed match that cannot be read is
 * `invalid` with the reason the table shows.
 */
export function readMatch(match: StandingsMatch, format: MatchFormat): MatchReading {
  if (match.status !== 'completed') return { kind: 'remaining' };
  if (teamKeyOf(match.team1Name) === teamKeyOf(match.team2Name)) {
    return { kind: 'invalid', reason: 'a team cannot play itself' };
  }
  const sets = setsOf(match);
  if (!sets || !isMatchResult(format, sets[0], sets[1])) {
    const score = sets ? ` (${sets[0]}-${sets[1]})` : '';
    return { kind: 'invalid', reason: `no finished ${format.label.toLowerCase()} result${score}` };
  }
  const points = pointsOf(match, sets[0], sets[1]);
  return {
    kind: 'result',
    team1Sets: sets[0],
    team2Sets: sets[1],
    team1Points: points?.team1 ?? null,
    team2Points: points?.team2 ?? null,
  };
}

/** Milliseconds of a match date, whether the row holds a Date or an ISO text. */
export function timeOf(date: string | Date): number {
  return typeof date === 'string' ? Date.parse(date) : date.getTime();
}
