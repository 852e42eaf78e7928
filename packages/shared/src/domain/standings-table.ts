/**
 * The standings table of one group (docs/product/standings.md#pages, docs/product/standings.md#columns):
 * the counting columns, the order by the season's tie-breaker chain, each tie explained, recent form, the
 * clinched and eliminated marks and what each team in contention needs.
 */
import { explainTies, type TieExplanation } from './standings-explain.ts';
import { formOf, type TeamForm } from './standings-form.ts';
import { markStandings, type ProofMethod, type TeamMarks } from './standings-marks.ts';
import { fraction, ratioValue } from './standings-measures.ts';
import { needsOf, type TeamNeeds } from './standings-needs.ts';
import type { NeedsGoal } from './standings-needs-text.ts';
import { renderStandingsRules, type StandingsRulesText } from './standings-rules-text.ts';
import { prepareStandings, rankContextOf, type StandingsInput } from './standings-state.ts';
import type { TeamTally } from './standings-tallies.ts';
import { rankTeams } from './tie-break-ranking.ts';

export interface StandingsRow extends TeamTally, TeamForm {
  /** 1-based; teams the chain could not separate share the position of the first of them. */
  position: number;
  /** Level with another team on every tie-breaker (the order shown is by name). */
  tied: boolean;
  team: string;
  /** Sets won / sets lost; null when no set was lost (shown MAX); 0 before any set. */
  setRatio: number | null;
  /** Points won / points lost over matches with set scores; null when no point was lost. */
  pointRatio: number | null;
  /** League points deducted by staff (already taken off `leaguePoints`). */
  deduction: number;
  tie: TieExplanation | null;
  marks: TeamMarks;
  needs: TeamNeeds | null;
}

export interface StandingsTable {
  rows: StandingsRow[];
  /** How the marks were proven and over how many outcomes of the open matches (null: too many to count). */
  proof: { method: ProofMethod; outcomes: number | null; openMatches: number };
  /** Completed matches of the group that could not be counted, with the reason (shown under the table). */
  uncounted: { matchId: number; reason: string }[];
  /** Counted matches without set scores: their sets count, their points do not. */
  withoutPoints: number[];
  rules: StandingsRulesText;
}

/** The goal a team's line is about: a playoff spot until clinched, then first place; none once settled. */
function goalOf(marks: TeamMarks, playoffSpots: number): NeedsGoal | null {
  if (playoffSpots > 0 && marks.playoffs === null) return 'playoffs';
  if (marks.first === null) return 'first';
  return null;
}

/**
 * Builds the table of `input.group` (docs/product/standings.md#data). `needs: false` leaves out the
 * per-team search for "what X needs" (the costliest part) when a compact table does not show it.
 */
export function buildStandings(input: StandingsInput, options: { needs?: boolean } = {}): StandingsTable {
  const state = prepareStandings(input);
  const ctx = rankContextOf(state);
  const ranking = rankTeams(state.chain, ctx);
  const explanations = explainTies(ranking, state.chain, ctx, state.names);
  const { proof, marks } = markStandings(state);
  const order = ranking.tiers.flat();
  const spots = state.settings.playoffSpots;
  const rows: StandingsRow[] = [];
  let before = 0;
  for (const tier of ranking.tiers) {
    for (const team of tier) {
      const tally = state.tallies[team] as TeamTally;
      const teamMarks = marks[team] as TeamMarks;
      const goal = options.needs === false ? null : goalOf(teamMarks, spots);
      rows.push({
        position: before + 1,
        tied: tier.length > 1,
        team: state.names[team] ?? '',
        ...tally,
        setRatio: ratioValue(fraction(tally.setsWon, tally.setsLost)),
        pointRatio: ratioValue(fraction(tally.pointsWon, tally.pointsLost)),
        deduction: state.deductions[team] ?? 0,
        ...formOf(state, team),
        tie: explanations[team] ?? null,
        marks: teamMarks,
        needs: goal ? needsOf(state, team, goal, order) : null,
      });
    }
    before += tier.length;
  }
  return {
    rows,
    proof: { method: proof.method, outcomes: proof.outcomes, openMatches: state.open.length },
    uncounted: state.uncounted,
    withoutPoints: state.withoutPoints,
    rules: renderStandingsRules(state.settings, state.names),
  };
}
