/**
 * "What a team needs" (docs/product/standings.md#what-a-team-needs): the smallest set of its own wins that
 * clinches its goal whatever else happens, found by trying its open matches as wins (fewest first), each
 * try proven like a mark; else whether winning out plus one rival dropping a match is enough; else an
 * honest line that it needs help.
 */

import { type ProofMethod, provePositions } from './standings-marks.ts';
import { combinations, describeNeeds, type NeedsGoal } from './standings-needs-text.ts';
import type { AllowedResults, SetResult } from './standings-outcomes.ts';
import { allResultsAllowed, countOutcomes } from './standings-outcomes.ts';
import type { StandingsState } from './standings-state.ts';

/** Each try ranks its outcomes one by one up to this many, else it is bounded. */
export const NEEDS_EXACT_LIMIT = 50_000;

/**
 * `help`: winning out is proven not to be enough; `contention`: the schedule was too large to prove either
 * way, so the line claims nothing beyond the team not being eliminated.
 */
export type NeedsKind = 'wins' | 'anyWins' | 'winOutAndHelp' | 'help' | 'contention';

export interface TeamNeeds {
  goal: NeedsGoal;
  kind: NeedsKind;
  /** `wins`: the opponents (and matches) to beat, by date; `anyWins`: how many wins of its open matches. */
  wins: number;
  opponents: string[];
  matchIds: number[];
  /** `winOutAndHelp`: the rival that must lose one of its other matches. */
  rival: string | null;
  /** How the line was proven; null for `help` and `contention`. */
  method: ProofMethod | null;
  text: string;
}

const wins = (results: readonly SetResult[], side: 0 | 1) =>
  results.filter((r) => r[side] > (r[1 - side] as number));

/** `allowed` with the team winning each open match of `winning` (by index into `state.open`). */
function withWins(state: StandingsState, allowed: AllowedResults, team: number, winning: readonly number[]) {
  return allowed.map((results, i) =>
    winning.includes(i) ? wins(results, state.open[i]?.team1 === team ? 0 : 1) : results,
  );
}

/** Whether every outcome left by `allowed` (and `accept`) puts the team at `target` or better. */
function clinches(
  state: StandingsState,
  team: number,
  target: number,
  allowed: AllowedResults,
  accept?: (choice: readonly number[]) => boolean,
): ProofMethod | null {
  const proof = provePositions(state, { teams: [team], targets: [target] }, allowed, {
    accept,
    limit: NEEDS_EXACT_LIMIT,
  });
  const best = proof.ranges.best[team] ?? 1;
  const worst = proof.ranges.worst[team] ?? Number.POSITIVE_INFINITY;
  return best <= worst && worst <= target ? proof.method : null;
}

/** The fewest wins that clinch: the first working set in date order, or `anyWins` when every set of that size works. */
function searchWins(
  state: StandingsState,
  team: number,
  target: number,
  mine: number[],
  all: AllowedResults,
) {
  for (let size = 1; size <= mine.length; size++) {
    const sets = combinations(mine, size);
    const working = sets.flatMap((set) => {
      const method = clinches(state, team, target, withWins(state, all, team, set));
      return method ? [{ set, method }] : [];
    });
    const first = working[0];
    if (first) return { ...first, any: working.length === sets.length && size < mine.length };
  }
  return null;
}

/** A rival whose single dropped match (beside the team winning out) clinches; exact proofs only. */
function searchHelp(state: StandingsState, team: number, target: number, mine: number[], order: number[]) {
  const allowed = withWins(state, allResultsAllowed(state), team, mine);
  for (const rival of order) {
    if (rival === team) continue;
    const theirs = state.open.flatMap((m, i) =>
      !m.completed && (m.team1 === rival || m.team2 === rival) && m.team1 !== team && m.team2 !== team
        ? [i]
        : [],
    );
    if (theirs.length === 0) continue;
    const dropped = (choice: readonly number[]) =>
      theirs.some((i) => {
        const result = allowed[i]?.[choice[i] ?? 0];
        const side = state.open[i]?.team1 === rival ? 0 : 1;
        return result !== undefined && result[side] < (result[1 - side] as number);
      });
    if (clinches(state, team, target, allowed, dropped) === 'exact') return rival;
  }
  return null;
}

/**
 * What `team` needs to reach position `target` (its goal), given the table order for naming rivals
 * (docs/product/standings.md#what-a-team-needs).
 */
export function needsOf(state: StandingsState, team: number, goal: NeedsGoal, order: number[]): TeamNeeds {
  const target = goal === 'first' ? 1 : state.settings.playoffSpots;
  const mine = state.open.flatMap((m, i) =>
    !m.completed && (m.team1 === team || m.team2 === team) ? [i] : [],
  );
  const base = {
    goal,
    wins: 0,
    opponents: [] as string[],
    matchIds: [] as number[],
    rival: null as string | null,
  };
  const found = searchWins(state, team, target, mine, allResultsAllowed(state));
  if (found) {
    const matches = found.set.map((i) => state.open[i]).filter((m) => m !== undefined);
    const opponents = matches.map((m) => state.names[m.team1 === team ? m.team2 : m.team1] ?? '');
    const needs = found.any
      ? { ...base, kind: 'anyWins' as const, wins: found.set.length }
      : {
          ...base,
          kind: 'wins' as const,
          wins: found.set.length,
          opponents,
          matchIds: matches.map((m) => m.matchId),
        };
    return { ...needs, method: found.method, text: describeNeeds({ ...needs, mine: mine.length }) };
  }
  const rival = searchHelp(state, team, target, mine, order);
  if (rival !== null) {
    const needs = {
      ...base,
      kind: 'winOutAndHelp' as const,
      wins: mine.length,
      rival: state.names[rival] ?? '',
    };
    return { ...needs, method: 'exact', text: describeNeeds({ ...needs, mine: mine.length }) };
  }
  const winOut = withWins(state, allResultsAllowed(state), team, mine);
  const kind = countOutcomes(winOut) <= NEEDS_EXACT_LIMIT ? ('help' as const) : ('contention' as const);
  const needs = { ...base, kind };
  return { ...needs, method: null, text: describeNeeds({ ...needs, mine: mine.length }) };
}
