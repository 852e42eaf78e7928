/**
 * The sound bound used when a schedule has too many outcomes to try, and to skip parts of the exact search
 * that cannot change a mark (docs/product/standings.md#clinched-and-eliminated): on the chain's first
 * criterion, if it is a count that only grows (league points, matches won, sets won), each team has a
 * guaranteed minimum (its value now plus the least each of its open matches can add) and a possible
 * maximum. A rival whose maximum reaches a team's minimum may finish ahead of it (a level value goes down
 * the chain, which counts as "may finish ahead"); a rival whose minimum is above a team's maximum surely does.
 */
import type { AllowedResults, PositionRanges } from './standings-outcomes.ts';
import type { StandingsState } from './standings-state.ts';
import type { TeamTally } from './standings-tallies.ts';

/** Position ranges of the outcomes below a point of the search: after the first `depth` open matches. */
export type SubtreeBound = (depth: number, tallies: readonly TeamTally[]) => PositionRanges;

/**
 * best = 1 + rivals whose minimum is above the team's maximum; worst = 1 + rivals whose maximum reaches the
 * team's minimum. Every true position lies inside.
 */
function rangesOf(min: readonly number[], max: readonly number[]): PositionRanges {
  const best = min.map((_, team) => 1 + min.filter((m, r) => r !== team && m > (max[team] as number)).length);
  const worst = min.map(
    (_, team) => 1 + max.filter((m, r) => r !== team && m >= (min[team] as number)).length,
  );
  return { best, worst };
}

/**
 * A bound for any point of the search: the least and most each team can still add from open match `depth`
 * on are summed once, from the last match back. Null when the chain does not start with a count.
 */
export function createSubtreeBound(state: StandingsState, allowed: AllowedResults): SubtreeBound | null {
  const count = state.chain[0]?.count;
  if (!count) return null;
  const n = state.names.length;
  const minFrom: number[][] = [new Array(n).fill(0)];
  const maxFrom: number[][] = [new Array(n).fill(0)];
  for (let i = state.open.length - 1; i >= 0; i--) {
    const match = state.open[i];
    const min = [...(minFrom[0] as number[])];
    const max = [...(maxFrom[0] as number[])];
    const results = allowed[i] ?? [];
    if (match && results.length > 0) {
      for (const [team, side] of [
        [match.team1, 0],
        [match.team2, 1],
      ] as const) {
        const gains = results.map((r) => count.gain(state.format, r[side], r[1 - side] as number));
        min[team] = (min[team] as number) + Math.min(...gains);
        max[team] = (max[team] as number) + Math.max(...gains);
      }
    }
    minFrom.unshift(min);
    maxFrom.unshift(max);
  }
  return (depth, tallies) => {
    const now = tallies.map(count.of);
    const min = now.map((v, t) => v + (minFrom[depth]?.[t] ?? 0));
    const max = now.map((v, t) => v + (maxFrom[depth]?.[t] ?? 0));
    return rangesOf(min, max);
  };
}

/** Sound position ranges over every outcome `allowed` leaves, without trying any; null as above. */
export function boundRanges(state: StandingsState, allowed: AllowedResults): PositionRanges | null {
  return createSubtreeBound(state, allowed)?.(0, state.tallies) ?? null;
}
