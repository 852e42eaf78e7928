/**
 * Clinched and eliminated marks (docs/product/standings.md#clinched-and-eliminated): a mark is shown only
 * when it holds over every outcome of the open matches. Exact when the outcomes are few enough to rank
 * each one, else the sound bound; the answer says which proved it.
 */
import { createSubtreeBound } from './standings-bound.ts';
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
  /** Exact for the focus: whether each focused team surely is, or surely is not, within each target. */
  ranges: PositionRanges;
}

/** What a proof must settle: for these teams, whether they surely finish within (or outside) each target position. */
export interface ProofFocus {
  teams: readonly number[];
  targets: readonly number[];
}

export type Mark = 'clinched' | 'eliminated' | null;

export interface TeamMarks {
  /** A top-`playoffSpots` finish; null when the season has no playoff spots. */
  playoffs: Mark;
  first: Mark;
}

/** A claim still unrefuted: the team has always been within the target, or always outside it. */
function stillOpen(ranges: PositionRanges, team: number, target: number) {
  return {
    within: (ranges.worst[team] as number) <= target,
    outside: (ranges.best[team] as number) > target,
  };
}

/** The search may end once every focused claim has been refuted by some outcome. */
function settled(focus: ProofFocus) {
  return (ranges: PositionRanges) =>
    focus.teams.every((team) =>
      focus.targets.every((target) => {
        const open = stillOpen(ranges, team, target);
        return !open.within && !open.outside;
      }),
    );
}

/** Skips a part of the search whose outcomes (by the bound) cannot refute any focused claim still open. */
function unrefutable(
  state: StandingsState,
  allowed: AllowedResults,
  focus: ProofFocus,
): ExploreOptions['skip'] {
  const bound = createSubtreeBound(state, allowed);
  if (!bound) return undefined;
  return (depth, tallies, ranges) => {
    const below = bound(depth, tallies);
    return focus.teams.every((team) =>
      focus.targets.every((target) => {
        const open = stillOpen(ranges, team, target);
        const refutesWithin = open.within && (below.worst[team] as number) > target;
        const refutesOutside = open.outside && (below.best[team] as number) <= target;
        return !refutesWithin && !refutesOutside;
      }),
    );
  };
}

/** Ranges that prove nothing: every team anywhere from first to last. */
function openRanges(count: number): PositionRanges {
  return { best: new Array(count).fill(1), worst: new Array(count).fill(count) };
}

/**
 * Settles the focus over every outcome `allowed` leaves: ranked one by one when there are at most `limit`
 * (the `accept` filter applies; parts of the search that cannot change the answer are skipped, and the
 * search ends once nothing is left to prove), else bounded (`accept` ignored: the bound covers every
 * outcome, so it stays sound for a subset of them).
 */
export function provePositions(
  state: StandingsState,
  focus: ProofFocus,
  allowed: AllowedResults = allResultsAllowed(state),
  options: { accept?: ExploreOptions['accept']; limit?: number } = {},
): PositionProof {
  const outcomes = countOutcomes(allowed);
  const reported = Number.isFinite(outcomes) ? outcomes : null;
  if (outcomes <= (options.limit ?? EXACT_OUTCOME_LIMIT)) {
    const explore = {
      accept: options.accept,
      stop: settled(focus),
      skip: unrefutable(state, allowed, focus),
    };
    return { method: 'exact', outcomes: reported, ranges: exploreOutcomes(state, allowed, explore).ranges };
  }
  const bound = createSubtreeBound(state, allowed)?.(0, state.tallies);
  return { method: 'bound', outcomes: reported, ranges: bound ?? openRanges(state.names.length) };
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

/** The marks of every team in the state. */
export function markStandings(state: StandingsState): { proof: PositionProof; marks: TeamMarks[] } {
  const spots = state.settings.playoffSpots;
  const teams = state.names.map((_, team) => team);
  const proof = provePositions(state, { teams, targets: spots > 0 ? [spots, 1] : [1] });
  return { proof, marks: teams.map((team) => marksOf(proof.ranges, team, spots)) };
}
