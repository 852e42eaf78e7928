/**
 * The sound bound used when a schedule has too many outcomes to try (docs/product/standings.md#clinched-and-eliminated):
 * on the chain's first criterion, if it is a count that only grows (league points, matches won, sets won),
 * each team has a guaranteed minimum (its value now plus the least each open match can add) and a possible
 * maximum. A rival whose maximum reaches a team's minimum may finish ahead of it (a level value goes down the
 * chain, which counts as "may finish ahead"); a rival whose minimum is above a team's maximum surely does.
 */
import type { AllowedResults, PositionRanges } from './standings-outcomes.ts';
import { rankContextOf, type StandingsState } from './standings-state.ts';

/** Each team's guaranteed minimum and possible maximum of the first criterion; null when it is not a count. */
function valueSpans(state: StandingsState, allowed: AllowedResults) {
  const first = state.chain[0];
  const gain = first?.gain;
  if (!first || !gain) return null;
  const all = state.names.map((_, i) => i);
  const now = first.measure(all, rankContextOf(state));
  const min = now.map((m) => m?.num ?? 0);
  const max = [...min];
  state.open.forEach((match, i) => {
    const results = allowed[i] ?? [];
    for (const [team, side] of [
      [match.team1, 0],
      [match.team2, 1],
    ] as const) {
      const gains = results.map((r) => gain(state.format, r[side], r[1 - side] as number));
      if (gains.length === 0) continue;
      min[team] = (min[team] ?? 0) + Math.min(...gains);
      max[team] = (max[team] ?? 0) + Math.max(...gains);
    }
  });
  return { min, max };
}

/**
 * Sound position ranges without trying outcomes: best = 1 + rivals whose minimum is above the team's
 * maximum; worst = 1 + rivals whose maximum reaches the team's minimum. Every true position lies inside.
 * Null when the chain does not start with a count.
 */
export function boundRanges(state: StandingsState, allowed: AllowedResults): PositionRanges | null {
  const spans = valueSpans(state, allowed);
  if (!spans) return null;
  const { min, max } = spans;
  const best = state.names.map((_, team) => {
    const surelyAhead = min.filter((m, rival) => rival !== team && m > (max[team] as number)).length;
    return 1 + surelyAhead;
  });
  const worst = state.names.map((_, team) => {
    const mayBeAhead = max.filter((m, rival) => rival !== team && m >= (min[team] as number)).length;
    return 1 + mayBeAhead;
  });
  return { best, worst };
}
