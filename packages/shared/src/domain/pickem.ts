/**
 * Pick'em (docs/product/pickem.md): what a member may pick for a match, when picks lock, how a pick scores,
 * how the picks of a match split, and what the model (the "house") picks. Pure: the server passes the clock,
 * the match's format and its result.
 */
import { MATCH_FORMATS, type MatchFormatId } from './match-formats.ts';

export const PICK_SIDES = ['team1', 'team2'] as const;
export type PickSide = (typeof PICK_SIDES)[number];

/**
 * Points of a pick (docs/product/pickem.md#scoring): the winner right earns WINNER, the exact set score
 * (with the right winner) earns EXACT_SETS more. A wrong winner earns nothing.
 */
export const PICK_POINTS = { winner: 3, exactSets: 2 } as const;

/** The most a pick can earn. */
export const PICK_MAX_POINTS = PICK_POINTS.winner + PICK_POINTS.exactSets;

/** A pick: the side that wins and the set score, winner first ("3-1"). */
export interface Pick {
  winner: PickSide;
  sets: string;
}

/** A completed match's result in the same terms: who won and the set score, winner first. */
export type PickOutcome = Pick;

/**
 * The set scores a pick may name for a format, winner first: the format's rows where the winner took the
 * sets it needs (best of 5: 3-0, 3-1, 3-2; best of 3: 2-0, 2-1).
 */
export function pickSetScores(format: MatchFormatId): string[] {
  const found = MATCH_FORMATS.find((f) => f.id === format) ?? MATCH_FORMATS[0];
  if (!found) return [];
  return found.points.filter((row) => row.won === found.setsToWin).map((row) => `${row.won}-${row.lost}`);
}

/** Whether `sets` is a set score a pick of `format` may name. */
export function isPickSetScore(format: MatchFormatId, sets: string): boolean {
  return pickSetScores(format).includes(sets);
}

/**
 * The outcome of a match's result in sets: the side with more sets wins, the set score is winner first.
 * Null when there is no result or it is a draw in sets (no pick can score it).
 */
export function pickOutcome(team1Score: number | null, team2Score: number | null): PickOutcome | null {
  if (team1Score === null || team2Score === null || team1Score === team2Score) return null;
  const winner: PickSide = team1Score > team2Score ? 'team1' : 'team2';
  const [won, lost] = winner === 'team1' ? [team1Score, team2Score] : [team2Score, team1Score];
  return { winner, sets: `${won}-${lost}` };
}

/**
 * The points of a pick for an outcome: PICK_POINTS.winner for the right winner, plus PICK_POINTS.exactSets
 * when the set score is the result's too; 0 for the wrong winner. Scoring again after a correction answers
 * the points of the corrected result: nothing of the first scoring is kept.
 */
export function scorePick(pick: Pick, outcome: PickOutcome): number {
  if (pick.winner !== outcome.winner) return 0;
  return PICK_POINTS.winner + (pick.sets === outcome.sets ? PICK_POINTS.exactSets : 0);
}

/**
 * Whether a match's picks are locked (docs/product/pickem.md#the-lock): from its start time on the server's
 * clock (`now >= start`), or as soon as it is no longer scheduled (live, completed), whichever comes first.
 */
export function isPickLocked(match: { date: string | Date; status: string }, now: Date): boolean {
  const start = typeof match.date === 'string' ? Date.parse(match.date) : match.date.getTime();
  return match.status !== 'scheduled' || now.getTime() >= start;
}

/** How a match's picks split: the count and the whole-number share of each side (shares sum to 100). */
export interface PickSplit {
  total: number;
  team1: number;
  team2: number;
  team1Percent: number;
  team2Percent: number;
}

/** The split of a match's picks; the team 1 share is rounded and team 2 takes the rest, so they sum to 100. */
export function splitPicks(winners: readonly PickSide[]): PickSplit {
  const team1 = winners.filter((w) => w === 'team1').length;
  const total = winners.length;
  const team1Percent = total === 0 ? 0 : Math.round((100 * team1) / total);
  return {
    total,
    team1,
    team2: total - team1,
    team1Percent,
    team2Percent: total === 0 ? 0 : 100 - team1Percent,
  };
}

/**
 * What the house (the model, docs/product/ratings.md#what-the-model-said) picks from team 1's win probability
 * before the match: the favourite (team 1 at exactly 50%), and a set score by how strong the favourite is.
 * The favourite's chance p (≥ 0.5) picks among the format's scores from the most lopsided down: best of 5,
 * p ≥ 0.75 → 3-0, p ≥ 0.6 → 3-1, else 3-2; best of 3, p ≥ 0.65 → 2-0, else 2-1. Null without a forecast.
 */
export function housePick(team1Probability: number | null, format: MatchFormatId): Pick | null {
  if (team1Probability === null || !Number.isFinite(team1Probability)) return null;
  const winner: PickSide = team1Probability >= 0.5 ? 'team1' : 'team2';
  const p = Math.max(team1Probability, 1 - team1Probability);
  const scores = pickSetScores(format);
  const thresholds = format === 'bestOf3' ? [0.65] : [0.75, 0.6];
  const index = thresholds.findIndex((t) => p >= t);
  const sets = scores[index === -1 ? thresholds.length : index] ?? scores[scores.length - 1] ?? '';
  return { winner, sets };
}
