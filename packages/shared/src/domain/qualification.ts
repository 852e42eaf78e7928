/**
 * Who qualifies for a rate leaderboard (docs/product/leaderboard.md#qualification): per-game and per-set
 * rates, and percentages, are ranked only over players (or teams) with a big enough sample, as box scores
 * rank "qualified" leaders. The minimum is a share of the most sets played in the view (and, when the board
 * is sorted by a percentage, of the most attempts behind it), so it fits a single round as well as the
 * whole history. Pure: the server applies it while building the page, the page states it above the table.
 */
import type { StatNumbers } from './league.ts';
import { getStatColumn, isPercentColumn, type StatColumnKey, type StatMode } from './stat-columns.ts';

/** The share of the most sets (and attempts) in the view a row needs, in percent. */
export const QUALIFY_PERCENT = 30;

/** `auto`: the rule applies where it makes sense (the default); `off`: every row is ranked. */
export const QUALIFY_CHOICES = ['auto', 'off'] as const;
export type QualifyChoice = (typeof QUALIFY_CHOICES)[number];

/** The attempts each percentage is taken over. */
const ATTEMPTS_OF: Partial<Record<StatColumnKey, 'spikeAttempts' | 'apeAttempts' | 'totalAttempts'>> = {
  spikePct: 'spikeAttempts',
  spikeEfficiency: 'spikeAttempts',
  apePct: 'apeAttempts',
  totalSpikePct: 'totalAttempts',
  totalEfficiency: 'totalAttempts',
};

export type AttemptsColumn = 'spikeAttempts' | 'apeAttempts' | 'totalAttempts';

/** A row as the rule sees it: the sets it played (a team: its sets) and its summed numbers. */
export interface QualifyInput {
  sets: number;
  totals: StatNumbers;
}

/** A minimum and the most in the view it was taken from. */
export interface QualifyMinimum {
  min: number;
  most: number;
}

export interface QualificationRule {
  percent: number;
  sets: QualifyMinimum;
  /** With a percentage sort: the attempts behind it (spike, ape or total) and their minimum. */
  attempts: (QualifyMinimum & { column: AttemptsColumn }) | null;
}

/** The attempts column behind a percentage column; null for counts. */
export function attemptsColumnOf(column: StatColumnKey | 'name'): AttemptsColumn | null {
  return column === 'name' ? null : (ATTEMPTS_OF[column] ?? null);
}

function attemptsOf(totals: StatNumbers, column: AttemptsColumn): number {
  return column === 'totalAttempts' ? totals.spikeAttempts + totals.apeAttempts : totals[column];
}

/**
 * Whether a view ranks rates: Per Game and Per Set always, Total when sorted by a percentage. Totals sorted
 * by a count need no sample: a count is its own sample.
 */
export function qualificationApplies(mode: StatMode, sortColumn: StatColumnKey | 'name'): boolean {
  return mode !== 'total' || (sortColumn !== 'name' && isPercentColumn(sortColumn));
}

/**
 * `percent` % of `most`, rounded up, in whole numbers: 30 % of 40 sets is 12, of 41 is 13 (12.3 rounds
 * up), of 0 is 0. Integer arithmetic, so 30 % of 10 is exactly 3 (0.3 × 10 in floating point is not).
 */
export function minimumOf(most: number, percent: number = QUALIFY_PERCENT): number {
  if (!(most > 0)) return 0;
  return Math.ceil((Math.floor(most) * percent) / 100);
}

/**
 * The rule of a view, from every row in it (before the name search and the advanced filters, so narrowing
 * the list never moves the bar); null when the view needs none or the choice is `off`.
 */
export function qualificationRule(
  rows: readonly QualifyInput[],
  view: { mode: StatMode; sortColumn: StatColumnKey | 'name'; qualify: QualifyChoice },
  percent: number = QUALIFY_PERCENT,
): QualificationRule | null {
  if (view.qualify === 'off' || !qualificationApplies(view.mode, view.sortColumn)) return null;
  const column = attemptsColumnOf(view.sortColumn);
  let mostSets = 0;
  let mostAttempts = 0;
  for (const row of rows) {
    if (row.sets > mostSets) mostSets = row.sets;
    if (column) mostAttempts = Math.max(mostAttempts, attemptsOf(row.totals, column));
  }
  return {
    percent,
    sets: { min: minimumOf(mostSets, percent), most: mostSets },
    attempts: column ? { column, min: minimumOf(mostAttempts, percent), most: mostAttempts } : null,
  };
}

/** Whether a row meets the rule (at the minimum counts as meeting it); every row does without one. */
export function isQualified(row: QualifyInput, rule: QualificationRule | null): boolean {
  if (!rule) return true;
  if (row.sets < rule.sets.min) return false;
  return !rule.attempts || attemptsOf(row.totals, rule.attempts.column) >= rule.attempts.min;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The rule in words, stated above the table: 'Qualified: at least 12 sets (30% of the most sets played in
 * this view, 40) and 45 total attempts (30% of the most, 150).'
 */
export function describeQualification(rule: QualificationRule): string {
  const sets = `at least ${plural(rule.sets.min, 'set', 'sets')} (${rule.percent}% of the most sets played in this view, ${rule.sets.most})`;
  if (!rule.attempts) return `Qualified: ${sets}.`;
  const label = getStatColumn(rule.attempts.column).label.toLowerCase();
  const attempts = rule.attempts.min === 1 ? label.replace(/s$/, '') : label;
  return `Qualified: ${sets} and ${rule.attempts.min} ${attempts} (${rule.percent}% of the most, ${rule.attempts.most}).`;
}
