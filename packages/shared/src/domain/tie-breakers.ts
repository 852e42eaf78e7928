/**
 * Tie-breakers as data (docs/product/standings.md#tie-breakers): each criterion has an id, a label, a one-line
 * rule (shown under the table), how its value reads in an explanation, and a measure over a group of tied
 * teams. Staff order them into a chain per season; the rules text, the table and the clinch search read the
 * same chain.
 */
import { leaguePointsFor, type MatchFormat, type MatchFormatId } from './match-formats.ts';
import { count, fraction, type Measure, type MeasureKind } from './standings-measures.ts';
import type { CountedResult, TeamTally } from './standings-tallies.ts';

export const TIE_BREAKER_IDS = [
  'leaguePoints',
  'matchesWon',
  'setRatio',
  'pointRatio',
  'headToHead',
  'setsWon',
  'coinFlip',
] as const;
export type TieBreakerId = (typeof TIE_BREAKER_IDS)[number];

/** What a criterion may look at while ranking a group of teams (by index). */
export interface RankContext {
  format: MatchFormat;
  tallies: readonly TeamTally[];
  /** Every counted result, for the head-to-head mini-table. */
  results: readonly CountedResult[];
  /** Team name keys by index (`teamKeyOf`), for the recorded coin flips. */
  keys: readonly string[];
  /** Coin flips recorded by staff: team keys in the order drawn, first ranks highest. */
  coinFlips: readonly (readonly string[])[];
  /** Teams whose point totals can still change (the clinch search): their point ratio is unknown. */
  pointsOpen?: readonly boolean[];
}

export interface TieBreaker {
  id: TieBreakerId;
  label: string;
  /** One line for the rules under the table. */
  rule: string;
  kind: MeasureKind;
  /** 'table': a team's whole record; 'tiedTeams': only the matches among the teams being separated. */
  scope: 'table' | 'tiedTeams';
  /** Each team's value in the group (higher ranks first); null where it cannot be known yet. */
  measure(group: readonly number[], ctx: RankContext): (Measure | null)[];
  /**
   * For counts of the record that only grow with results (the bound of the clinch search): the team's
   * value, and how much one result (sets won, lost) adds to it.
   */
  count?: {
    of: (tally: TeamTally) => number;
    gain: (format: MatchFormat, won: number, lost: number) => number;
  };
}

const byTally =
  (pick: (t: TeamTally) => Measure) =>
  (group: readonly number[], ctx: RankContext): (Measure | null)[] =>
    group.map((team) => {
      const tally = ctx.tallies[team];
      return tally ? pick(tally) : null;
    });

/** League points of each team in the matches among the group only. */
function headToHead(group: readonly number[], ctx: RankContext): Measure[] {
  const points = new Map(group.map((team) => [team, 0]));
  for (const r of ctx.results) {
    const one = points.get(r.team1);
    const two = points.get(r.team2);
    if (one === undefined || two === undefined) continue;
    points.set(r.team1, one + r.team1LeaguePoints);
    points.set(r.team2, two + r.team2LeaguePoints);
  }
  return group.map((team) => count(points.get(team) ?? 0));
}

/** The position in the first recorded flip that holds every team of the group; null without one. */
function coinFlip(group: readonly number[], ctx: RankContext): (Measure | null)[] {
  const keys = group.map((team) => ctx.keys[team] ?? '');
  const order = ctx.coinFlips.find((flip) => keys.every((key) => flip.includes(key)));
  return keys.map((key) => (order ? count(order.length - order.indexOf(key)) : null));
}

export const TIE_BREAKERS: readonly TieBreaker[] = [
  {
    id: 'leaguePoints',
    label: 'League points',
    rule: 'More league points, from the points scheme, less any deduction.',
    kind: 'count',
    scope: 'table',
    measure: byTally((t) => count(t.leaguePoints)),
    count: {
      of: (t) => t.leaguePoints,
      gain: (format, won, lost) => leaguePointsFor(format, won, lost) ?? 0,
    },
  },
  {
    id: 'matchesWon',
    label: 'Matches won',
    rule: 'More matches won.',
    kind: 'count',
    scope: 'table',
    measure: byTally((t) => count(t.won)),
    count: { of: (t) => t.won, gain: (_format, won, lost) => (won > lost ? 1 : 0) },
  },
  {
    id: 'setRatio',
    label: 'Set ratio',
    rule: 'Sets won divided by sets lost; a team that has lost no set ranks above any ratio.',
    kind: 'ratio',
    scope: 'table',
    measure: byTally((t) => fraction(t.setsWon, t.setsLost)),
  },
  {
    id: 'pointRatio',
    label: 'Point ratio',
    rule: 'Points won divided by points lost, over the matches that have set scores.',
    kind: 'ratio',
    scope: 'table',
    measure: (group, ctx) =>
      group.map((team) => {
        const tally = ctx.tallies[team];
        return !tally || ctx.pointsOpen?.[team] ? null : fraction(tally.pointsWon, tally.pointsLost);
      }),
  },
  {
    id: 'headToHead',
    label: 'Head-to-head',
    rule: 'League points in the matches among the tied teams only (a mini-table of those teams).',
    kind: 'count',
    scope: 'tiedTeams',
    measure: headToHead,
  },
  {
    id: 'setsWon',
    label: 'Sets won',
    rule: 'More sets won.',
    kind: 'count',
    scope: 'table',
    measure: byTally((t) => count(t.setsWon)),
    count: { of: (t) => t.setsWon, gain: (_format, won) => won },
  },
  {
    id: 'coinFlip',
    label: 'Coin flip',
    rule: 'The order of a coin flip recorded by staff; without one the tie stays unresolved.',
    kind: 'count',
    scope: 'tiedTeams',
    measure: coinFlip,
  },
];

/** Whether a text names a criterion of the registry. */
export function isTieBreakerId(value: string): value is TieBreakerId {
  return (TIE_BREAKER_IDS as readonly string[]).includes(value);
}

export function getTieBreaker(id: TieBreakerId): TieBreaker {
  return TIE_BREAKERS.find((t) => t.id === id) as TieBreaker;
}

/**
 * The default chain of each format (docs/product/standings.md#tie-breakers). Best of 5 follows the usual
 * volleyball order (matches won, then set and point ratios); best of 3 puts head-to-head before the set
 * ratio, because with at most three sets a match, set ratios tie far more often.
 */
export const DEFAULT_TIE_BREAKERS: Record<MatchFormatId, readonly TieBreakerId[]> = {
  bestOf5: ['leaguePoints', 'matchesWon', 'setRatio', 'pointRatio', 'headToHead', 'coinFlip'],
  bestOf3: ['leaguePoints', 'matchesWon', 'headToHead', 'setRatio', 'pointRatio', 'coinFlip'],
};
