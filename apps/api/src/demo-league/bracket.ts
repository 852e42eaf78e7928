/**
 * A double-elimination bracket over 4, 8 or 16 seeded teams, named with the league's stage strings.
 * Losers drop into the losers bracket; the losers-bracket champion meets the winners-bracket champion in
 * the Grand Finals, and a bracket reset is played when the losers-bracket side wins the first one.
 * Eliminated teams get the placement of the places they finish in (7th–8th → "Top 8", 4th → "4th Place").
 */
import type { Placement, Stage } from '@league/shared/domain/league';
import { losersStagesOf } from '@league/shared/domain/playoff-stages';
import type { SeriesResult } from './model.ts';

export interface BracketSeries<T> extends SeriesResult {
  stage: Stage;
  /** Play night of the stage (0 = Round of 16 … 5 = Grand Finals), the stats page's round groups. */
  slot: number;
  team1: T;
  team2: T;
  winner: T;
  loser: T;
}

export interface BracketResult<T> {
  series: BracketSeries<T>[];
  placements: Map<T, Placement>;
}

export type PlaySeries<T> = (team1: T, team2: T, bestOf: 3 | 5, stage: Stage) => SeriesResult;

const WINNERS_STAGES: Record<number, Stage> = {
  16: 'Winners Bracket; Round of 16',
  8: 'Winners Bracket; Quarterfinals',
  4: 'Winners Bracket; Semifinals',
  2: 'Winners Bracket; Finals',
};

/** Matches the stats page's round groups R1–R6 (docs/product/leaderboard.md#stage-groups), counted from 0. */
const STAGE_SLOTS: Partial<Record<Stage, number>> = {
  'Winners Bracket; Round of 16': 0,
  'Winners Bracket; Quarterfinals': 1,
  'Losers Bracket; Round 1': 1,
  'Winners Bracket; Semifinals': 2,
  'Losers Bracket; Round 2': 2,
  'Winners Bracket; Finals': 3,
  'Losers Bracket; Round 3': 3,
  'Losers Bracket; Quarterfinals': 3,
  'Losers Bracket; Semifinals': 4,
  'Losers Bracket; Finals': 4,
  'Grand Finals': 5,
  'Grand Finals; Bracket Reset': 5,
};

/** Early rounds are best of 3; from the semifinals on, best of 5. */
const BEST_OF_THREE = new Set<Stage>([
  'Winners Bracket; Round of 16',
  'Winners Bracket; Quarterfinals',
  'Losers Bracket; Round 1',
  'Losers Bracket; Round 2',
  'Losers Bracket; Round 3',
]);

/** Placement of a team knocked out while `alive` teams were still in the bracket. */
const ELIMINATION_PLACEMENTS: Record<number, Placement> = {
  16: 'Top 16',
  12: 'Top 12',
  8: 'Top 8',
  6: 'Top 6',
  4: '4th Place',
  3: '3rd Place',
};

/** Seed positions of the first round, so that seed 1 can meet seed 2 only in the final: 0,7,3,4,1,6,2,5. */
export function seedOrder(size: number): number[] {
  if (size <= 2) return [0, 1];
  return seedOrder(size / 2).flatMap((seed) => [seed, size - 1 - seed]);
}

export function playDoubleElimination<T>(seeds: readonly T[], play: PlaySeries<T>): BracketResult<T> {
  const size = seeds.length;
  if (![4, 8, 16].includes(size)) throw new Error(`A bracket needs 4, 8 or 16 teams, not ${size}`);
  const rank = new Map(seeds.map((team, index) => [team, index]));
  const series: BracketSeries<T>[] = [];
  const placements = new Map<T, Placement>();
  const losersStages = losersStagesOf(size);
  let alive = size;

  const playOne = (a: T, b: T, stage: Stage) => {
    // The better seed is always team 1.
    const [team1, team2] = (rank.get(a) ?? 0) <= (rank.get(b) ?? 0) ? [a, b] : [b, a];
    const result = play(team1, team2, BEST_OF_THREE.has(stage) ? 3 : 5, stage);
    const team1Won = result.team1Sets > result.team2Sets;
    const game = { ...result, stage, slot: STAGE_SLOTS[stage] ?? 0, team1, team2 };
    series.push({ ...game, winner: team1Won ? team1 : team2, loser: team1Won ? team2 : team1 });
    return team1Won ? { winner: team1, loser: team2 } : { winner: team2, loser: team1 };
  };
  const playLosersRound = (pairs: [T, T][]) => {
    const stage = losersStages.shift() as Stage;
    const placement = ELIMINATION_PLACEMENTS[alive] as Placement;
    const winners = pairs.map(([a, b]) => {
      const { winner, loser } = playOne(a, b, stage);
      placements.set(loser, placement);
      return winner;
    });
    alive -= pairs.length;
    return winners;
  };

  let winnersSide = seedOrder(size).map((index) => seeds[index] as T);
  let losersSide: T[] = [];
  let firstRound = true;
  while (winnersSide.length > 1) {
    const stage = WINNERS_STAGES[winnersSide.length] as Stage;
    const results = pairUp(winnersSide).map(([a, b]) => playOne(a, b, stage));
    winnersSide = results.map((r) => r.winner);
    const dropped = results.map((r) => r.loser);
    if (firstRound) {
      losersSide = playLosersRound(pairUp(dropped));
      firstRound = false;
      continue;
    }
    // Teams dropping from the winners side meet the losers side in reverse order, avoiding early rematches.
    const reversed = [...dropped].reverse();
    losersSide = playLosersRound(losersSide.map((team, i): [T, T] => [team, reversed[i] as T]));
    if (losersSide.length > 1) losersSide = playLosersRound(pairUp(losersSide));
  }

  const champion = winnersSide[0] as T;
  const challenger = losersSide[0] as T;
  let final = playOne(champion, challenger, 'Grand Finals');
  if (final.winner === challenger) final = playOne(champion, challenger, 'Grand Finals; Bracket Reset');
  placements.set(final.winner, '1st Place');
  placements.set(final.loser, '2nd Place');
  return { series, placements };
}

function pairUp<T>(teams: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i + 1 < teams.length; i += 2) pairs.push([teams[i] as T, teams[i + 1] as T]);
  return pairs;
}
