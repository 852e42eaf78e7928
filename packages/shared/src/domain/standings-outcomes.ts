/**
 * Every way the rest of a table can go (docs/product/standings.md#clinched-and-eliminated): each open match
 * can end in any result its format allows, and the table is ranked after each combination. Set points of
 * open matches are unknown, so the point ratio of a team with an open match is unknown and any tie that
 * reaches it stays open: it counts against every mark.
 */
import { matchResultsOf } from './match-formats.ts';
import { rankContextOf, type StandingsState } from './standings-state.ts';
import { applyResult, type CountedResult, countedResult, type TeamTally } from './standings-tallies.ts';
import { rankTeams } from './tie-break-ranking.ts';

/** Above this many combinations the exact search gives way to the bound (docs/product/standings.md#rules-and-constants). */
export const EXACT_OUTCOME_LIMIT = 200_000;

/** A result of an open match: [team1 sets, team2 sets]. */
export type SetResult = readonly [number, number];

/** The results each open match may still have, in the order of `state.open`. */
export type AllowedResults = readonly (readonly SetResult[])[];

/** Each team's best (lowest) and worst (highest) position over the outcomes looked at. */
export interface PositionRanges {
  best: number[];
  worst: number[];
}

/** Every open match free to end in any result of the format. */
export function allResultsAllowed(state: StandingsState): AllowedResults {
  const results = matchResultsOf(state.format);
  return state.open.map(() => results);
}

/** How many combinations `allowed` holds (Infinity past the largest exact integer). */
export function countOutcomes(allowed: AllowedResults): number {
  let product = 1;
  for (const results of allowed) product *= results.length;
  return product > Number.MAX_SAFE_INTEGER ? Number.POSITIVE_INFINITY : product;
}

export interface ExploreOptions {
  /** Outcomes to skip (a choice is the index into `allowed` of each open match's result). */
  accept?: (choice: readonly number[]) => boolean;
  /** Checked after each outcome: true ends the search (nothing more can be proven). */
  stop?: (ranges: PositionRanges) => boolean;
  /**
   * Checked before going below a point of the search (after the first `depth` open matches): true skips
   * every outcome below it. The ranges then only hold what the caller's skip rule keeps exact.
   */
  skip?: (depth: number, tallies: readonly TeamTally[], ranges: PositionRanges) => boolean;
}

/** Every result each open match may have, built once: the search only adds and removes them. */
function candidateResults(state: StandingsState, allowed: AllowedResults): CountedResult[][] {
  return state.open.map((match, i) =>
    (allowed[i] ?? []).map(([team1Sets, team2Sets]) =>
      countedResult(state.format, {
        matchId: match.matchId,
        time: match.time,
        team1: match.team1,
        team2: match.team2,
        team1Sets,
        team2Sets,
        team1Points: null,
        team2Points: null,
      }),
    ),
  );
}

/** Widens each team's range by its span in one ranking (a tie spans all its positions). */
function widenRanges(ranges: PositionRanges, tiers: readonly number[][]): void {
  let before = 0;
  for (const tier of tiers) {
    for (const team of tier) {
      ranges.best[team] = Math.min(ranges.best[team] as number, before + 1);
      ranges.worst[team] = Math.max(ranges.worst[team] as number, before + tier.length);
    }
    before += tier.length;
  }
}

/**
 * Ranks the table after every accepted combination of results and keeps each team's best and worst
 * position. Answers the ranges and how many outcomes were ranked. One set of tallies is updated in place: a
 * result is added going down the search and taken back coming up. A team with an open match has an unknown
 * point ratio in every outcome.
 */
export function exploreOutcomes(
  state: StandingsState,
  allowed: AllowedResults,
  options: ExploreOptions = {},
): { ranges: PositionRanges; ranked: number } {
  const n = state.names.length;
  const tallies = state.tallies.map((t) => ({ ...t }));
  const results: CountedResult[] = [...state.results];
  const pointsOpen = state.names.map((_, team) =>
    state.open.some((m) => m.team1 === team || m.team2 === team),
  );
  const ctx = rankContextOf(state, tallies, results, pointsOpen);
  const ranges: PositionRanges = { best: new Array(n).fill(n + 1), worst: new Array(n).fill(0) };
  const candidates = candidateResults(state, allowed);
  const choice: number[] = [];
  let ranked = 0;
  let stopped = false;
  const visit = (i: number) => {
    const next = candidates[i];
    if (!next) {
      if (options.accept && !options.accept(choice)) return;
      ranked++;
      widenRanges(ranges, rankTeams(state.chain, ctx, false).tiers);
      stopped = options.stop?.(ranges) ?? false;
      return;
    }
    if (options.skip?.(i, tallies, ranges)) return;
    for (let k = 0; k < next.length && !stopped; k++) {
      const result = next[k] as CountedResult;
      choice[i] = k;
      applyResult(tallies, result);
      results.push(result);
      visit(i + 1);
      results.pop();
      applyResult(tallies, result, -1);
    }
  };
  visit(0);
  return { ranges, ranked };
}
