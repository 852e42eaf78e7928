/**
 * The rules shown under the table (docs/product/standings.md#rules-under-the-table), rendered from the
 * settings the table was computed with: the points scheme, the chain in order with each criterion's rule,
 * the procedure, the playoff spots and the manual adjustments. The page shows exactly the applied rules.
 */
import { describePointsScheme, getMatchFormat } from './match-formats.ts';
import { teamKeyOf } from './standings-matches.ts';
import type { StandingsAdjustment, StandingsSettings } from './standings-state.ts';
import { getTieBreaker } from './tie-breakers.ts';

export interface StandingsRulesText {
  /** 'Best of 5 sets: 3 points for a 3-0 or 3-1 win, …' */
  scheme: string;
  /** Which matches count, and what a match without set scores counts. */
  counting: string;
  /** How the chain is applied, including the restart for smaller tied groups. */
  procedure: string;
  /** The chain, numbered: '1. League points: More league points, …' */
  tieBreakers: string[];
  playoffs: string | null;
  /** One line per deduction: 'Storm Crows: 3 points deducted (late roster).' */
  adjustments: string[];
}

export const COUNTING_RULE =
  'Only completed matches of the regular phase count; playoff matches feed the bracket. A match without set scores counts its sets but no points.';

export const PROCEDURE_RULE =
  'Teams are ordered by the first criterion; teams level on it by the next, and so on. When a criterion splits level teams into smaller groups, each smaller group is ordered again from the first criterion, so head-to-head only counts the matches among the teams still level. Teams level on every criterion share a position and are listed by name.';

export const MARKS_RULE =
  'A clinched or eliminated mark appears only when it holds whatever the results of the remaining matches.';

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** 'Storm Crows: 3 points deducted (late roster).' */
export function describeAdjustment(a: StandingsAdjustment): string {
  return `${a.teamName}: ${points(a.points)} deducted (${a.reason}).`;
}

/**
 * The rules of a table. With `teamNames`, only the adjustments of teams in this table are listed (a season
 * with several regions shows each table its own).
 */
export function renderStandingsRules(
  settings: StandingsSettings,
  teamNames?: readonly string[],
): StandingsRulesText {
  const format = getMatchFormat(settings.format);
  const inTable = teamNames ? new Set(teamNames.map(teamKeyOf)) : null;
  const spots = settings.playoffSpots;
  return {
    scheme: describePointsScheme(format),
    counting: COUNTING_RULE,
    procedure: PROCEDURE_RULE,
    tieBreakers: settings.tieBreakers.map((id, i) => {
      const t = getTieBreaker(id);
      return `${i + 1}. ${t.label}: ${t.rule}`;
    }),
    playoffs:
      spots > 0
        ? `${spots === 1 ? 'The top team reaches' : `The top ${spots} reach`} the playoffs. ${MARKS_RULE}`
        : null,
    adjustments: settings.adjustments
      .filter((a) => !inTable || inTable.has(teamKeyOf(a.teamName)))
      .map(describeAdjustment),
  };
}
