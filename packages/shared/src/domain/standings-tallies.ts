/**
 * The counting columns of the table (docs/product/standings.md#columns), kept per team by index so the
 * table and the clinch search (which adds and removes thousands of hypothetical results) share one
 * arithmetic.
 */
import { leaguePointsFor, type MatchFormat } from './match-formats.ts';

export interface TeamTally {
  played: number;
  won: number;
  lost: number;
  setsWon: number;
  setsLost: number;
  pointsWon: number;
  pointsLost: number;
  /** League points from results, less any deduction. */
  leaguePoints: number;
}

/** A counted result between two teams of the table, by their index. */
export interface CountedResult {
  matchId: number;
  time: number;
  team1: number;
  team2: number;
  team1Sets: number;
  team2Sets: number;
  /** Null when the match has no usable set scores: its sets count, its points do not. */
  team1Points: number | null;
  team2Points: number | null;
  team1LeaguePoints: number;
  team2LeaguePoints: number;
}

export function emptyTally(): TeamTally {
  return {
    played: 0,
    won: 0,
    lost: 0,
    setsWon: 0,
    setsLost: 0,
    pointsWon: 0,
    pointsLost: 0,
    leaguePoints: 0,
  };
}

/** A result between team indexes, with the league points the format gives each side. */
export function countedResult(
  format: MatchFormat,
  base: Omit<CountedResult, 'team1LeaguePoints' | 'team2LeaguePoints'>,
): CountedResult {
  return {
    ...base,
    team1LeaguePoints: leaguePointsFor(format, base.team1Sets, base.team2Sets) ?? 0,
    team2LeaguePoints: leaguePointsFor(format, base.team2Sets, base.team1Sets) ?? 0,
  };
}

function addSide(
  tally: TeamTally,
  sets: [number, number],
  points: [number, number] | null,
  lp: number,
  sign: number,
) {
  tally.played += sign;
  if (sets[0] > sets[1]) tally.won += sign;
  else tally.lost += sign;
  tally.setsWon += sign * sets[0];
  tally.setsLost += sign * sets[1];
  if (points) {
    tally.pointsWon += sign * points[0];
    tally.pointsLost += sign * points[1];
  }
  tally.leaguePoints += sign * lp;
}

/**
 * Adds a result to both teams' tallies (sign 1) or takes it back (sign -1): played, won or lost, sets won
 * and lost, points won and lost (only when the match has set scores) and league points.
 */
export function applyResult(tallies: TeamTally[], result: CountedResult, sign = 1): void {
  const one = tallies[result.team1];
  const two = tallies[result.team2];
  if (!one || !two) return;
  const p1 = result.team1Points;
  const p2 = result.team2Points;
  const points: [number, number] | null = p1 === null || p2 === null ? null : [p1, p2];
  addSide(one, [result.team1Sets, result.team2Sets], points, result.team1LeaguePoints, sign);
  addSide(
    two,
    [result.team2Sets, result.team1Sets],
    points && [points[1], points[0]],
    result.team2LeaguePoints,
    sign,
  );
}

/** Tallies of `count` teams over results, with each team's deduction already taken off its league points. */
export function tallyResults(
  count: number,
  results: readonly CountedResult[],
  deductions: readonly number[],
): TeamTally[] {
  const tallies = Array.from({ length: count }, (_, i) => ({
    ...emptyTally(),
    leaguePoints: 0 - (deductions[i] ?? 0),
  }));
  for (const result of results) applyResult(tallies, result);
  return tallies;
}
