/**
 * The stage (docs/product/games.md#stages) of a playoff match on the schedule, whose round is numbered the
 * Challonge way ("Round 2", "Losers Round 1"; docs/product/schedule-and-matches.md#data), so a game recorded
 * from it can be given the stage its match was played in.
 */
import { parseRoundFilter } from './bracket-import.ts';
import { STAGES, type Stage } from './league.ts';

const WINNERS_BY_DISTANCE = ['Finals', 'Semifinals', 'Quarterfinals', 'Round of 16'] as const;

/** Losers-bracket stages of a double elimination by its winners rounds (2 for 4 teams, 3 for 8, 4 for 16). */
const LOSERS_BY_WINNERS_ROUNDS: Record<number, Stage[]> = {
  2: ['Losers Bracket; Semifinals', 'Losers Bracket; Finals'],
  3: [
    'Losers Bracket; Round 1',
    'Losers Bracket; Quarterfinals',
    'Losers Bracket; Semifinals',
    'Losers Bracket; Finals',
  ],
  // Sixteen teams play every losers' round the league names.
  4: STAGES.filter((stage) => stage.startsWith('Losers Bracket;')),
};

/**
 * The losers' rounds of a double elimination of `teams` teams (4, 8 or 16), in order, as the league names
 * them; none for another size.
 */
export function losersStagesOf(teams: number): Stage[] {
  return [...(LOSERS_BY_WINNERS_ROUNDS[Math.log2(teams)] ?? [])];
}

/**
 * Rule: a round already named as a stage is that stage. Otherwise, with k winners rounds before the grand
 * final (k = log2 of twice the first round's matches, 4 teams → 2), winners round r is `Winners Bracket;`
 * Finals, Semifinals, Quarterfinals or Round of 16 as k − r is 0, 1, 2 or 3; round k + 1 is `Grand Finals`,
 * k + 2 `Grand Finals; Bracket Reset`; losers round r is the r-th losers stage of a bracket of that size.
 * Null when the bracket's size or the round cannot be read.
 */
export function stageOfPlayoffRound(round: string, firstRoundMatches: number): Stage | null {
  const named = STAGES.find((stage) => stage.toLowerCase() === round.trim().toLowerCase());
  if (named) return named;
  const number = parseRoundFilter(round);
  const k = Math.log2(firstRoundMatches * 2);
  if (number === null || !Number.isInteger(k) || k < 2 || k > 4) return null;
  if (number < 0) return LOSERS_BY_WINNERS_ROUNDS[k]?.[-number - 1] ?? null;
  if (number === k + 1) return 'Grand Finals';
  if (number === k + 2) return 'Grand Finals; Bracket Reset';
  const distance = WINNERS_BY_DISTANCE[k - number];
  return distance ? (`Winners Bracket; ${distance}` as Stage) : null;
}
