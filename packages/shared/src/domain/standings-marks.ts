/**
 * Clinched and eliminated marks (docs/product/standings.md#clinched-and-eliminated): a mark is shown only
 * when it holds over every outcome of the open matches. Exact when the outcomes are few enough to rank
 * each one, else the sound bound; the answer says which proved it.
 */
import { boundRanges } from './standings-bound.ts';
import {
  type AllowedResults,
  allResultsAllowed,
  countOutcomes,
  EXACT_OUTCOME_LIMIT,
  type ExploreOptions,
  exploreOutcomes,
  type PositionRanges,
} from './standings-outcomes.ts';
import type { StandingsState } from './standings-state.ts';

export type ProofMethod = 'exact' | 'bound';

export interface PositionProof {
  method: ProofMethod;
  /** Outcomes of the open matches (null past the largest exact integer). */
  outcomes: number | null;
  ranges: PositionRanges;
}

export type Mark = 'clinched' | 'eliminated' | null;

export interface TeamMarks {
  /** A top-`playoffSpots` finish; null when the season has no playoff spots. */
  playoffs: Mark;
  first: Mark;
}

/** Ranges that prove nothing: every team anywhere from first to last. */
function openRanges(count: number): PositionRanges {
  return { best: new Array(count).fill(1), worst: new Array(count).fill(count) };
}

/**
 * Each team's best and worst position over every outcome `allowed` leaves (all of them by default):
 * ranked one by one when there are at most `limit` (the `accept` filter applies), else bounded (`accept`
 * ignored: the bound covers every outcome, so it stays sound for a subset of them).
 */
export function provePositions(
  state: StandingsState,
  allowed: AllowedResults = allResultsAllowed(state),
  options: ExploreOptions & { limit?: number } = {},
): PositionProof {
  const outcomes = countOutcomes(allowed);
  const reported = Number.isFinite(outcomes) ? outcomes : null;
  if (outcomes <= (options.limit ?? EXACT_OUTCOME_LIMIT)) {
    return { method: 'exact', outcomes: reported, ranges: exploreOutcomes(state, allowed, options).ranges };
  }
  const ranges = boundRanges(state, allowed) ?? openRanges(state.names.length);
  return { method: 'bound', outcomes: reported, ranges };
}

/** A mark for reaching position `target` or better: clinched when even the worst is good enough. */
function markFor(best: number, worst: number, target: number): Mark {
  if (worst <= target) return 'clinched';
  if (best > target) return 'eliminated';
  return null;
}

/**
 * The marks of one team: playoffs clinched when its worst position is within the playoff spots,
 * eliminated when its best is outside them; first place likewise with position 1. A season with no playoff
 * spots has no playoff mark.
 */
export function marksOf(ranges: PositionRanges, team: number, playoffSpots: number): TeamMarks {
  const best = ranges.best[team] ?? 1;
  const worst = ranges.worst[team] ?? Number.POSITIVE_INFINITY;
  // No outcome was looked at (a filter left none): nothing is proven.
  if (best > worst) return { playoffs: null, first: null };
  return {
    playoffs: playoffSpots > 0 ? markFor(best, worst, playoffSpots) : null,
    first: markFor(best, worst, 1),
  };
}

/** Stops the search once no team can be marked any more: every team can still finish first and outside the spots. */
export function nothingLeftToMark(playoffSpots: number) {
  const target = Math.max(playoffSpots, 1);
  return (ranges: PositionRanges) =>
    ranges.best.every((best, team) => best <= 1 && (ranges.worst[team] ?? 0) > target);
}

/** The marks of every team in the state. */
export function markStandings(state: StandingsState): { proof: PositionProof; marks: TeamMarks[] } {
  const spots = state.settings.playoffSpots;
  const proof = provePositions(state, allResultsAllowed(state), { stop: nothingLeftToMark(spots) });
  return { proof, marks: state.names.map((_, team) => marksOf(proof.ranges, team, spots)) };
}
