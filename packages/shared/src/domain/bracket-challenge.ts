/**
 * The bracket challenge's bracket (docs/product/pickem.md#bracket-challenge): the shape a member fills, built
 * from the first playoff round of the season's schedule. Every slot names where its two teams come from (a
 * team of the first round, or the winner or loser of an earlier slot), so a member's later picks follow from
 * their own earlier ones. Pure: the server and the page build the same bracket from the same matches.
 */
import type { Stage } from './league.ts';
import { losersStagesOf } from './playoff-stages.ts';

/** Where a slot's team comes from. */
export type ChallengeEntrant = { team: string } | { winnerOf: string } | { loserOf: string };

export interface ChallengeSlot {
  /** Unique in the season: `W1-1`, `L2-1`, `GF`, `GF-reset`, after `D2.` in a division's bracket. */
  id: string;
  entrants: [ChallengeEntrant, ChallengeEntrant];
}

export interface ChallengeRound {
  stage: Stage;
  /** Points for each slot of the round picked right (the rule is challengeBracket's). */
  points: number;
  /** The Grand Finals' reset: played only when the losers' side wins the Grand Finals. */
  reset: boolean;
  slots: ChallengeSlot[];
}

export interface ChallengeBracket {
  /** The division ("D1"), null for a season without divisions. */
  division: string | null;
  format: 'double' | 'single';
  /** In play order: a slot's sources are always in an earlier round. */
  rounds: ChallengeRound[];
}

/** How many first-round matches a bracket may start with (4, 8 or 16 teams). */
export const CHALLENGE_FIRST_ROUNDS = [2, 4, 8] as const;

const WINNERS_STAGES: Record<number, Stage> = {
  8: 'Winners Bracket; Round of 16',
  4: 'Winners Bracket; Quarterfinals',
  2: 'Winners Bracket; Semifinals',
  1: 'Winners Bracket; Finals',
};
const SINGLE_STAGES: Record<number, Stage> = {
  8: 'Single Elimination; Round of 16',
  4: 'Single Elimination; Quarterfinals',
  2: 'Single Elimination; Semifinals',
  1: 'Single Elimination; Finals',
};

const winnerOf = (slot: ChallengeSlot): ChallengeEntrant => ({ winnerOf: slot.id });
const loserOf = (slot: ChallengeSlot): ChallengeEntrant => ({ loserOf: slot.id });

function pairUp<T>(items: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i + 1 < items.length; i += 2) pairs.push([items[i] as T, items[i + 1] as T]);
  return pairs;
}

/**
 * The bracket that starts with `firstRound`'s pairs (in schedule order; pair i's winner meets pair i+1's).
 * Double elimination, as the league plays it: the first round's losers pair up in the losers' bracket; each
 * later winners' round drops its losers, in reverse order (no early rematch), against the losers' side, which
 * then pairs up its winners until one is left; the Grand Finals meet the two sides' champions, and a Bracket
 * Reset is played when the losers' side wins them. Single elimination is the winners' rounds alone.
 *
 * Points: a round is worth its depth, 1 for the first round and one more than the deepest
 * round feeding it (4 teams, double: semifinals 1, winners' final and losers' semifinal 2, losers' final 3,
 * Grand Finals 4, Bracket Reset 5), so later rounds are worth more.
 */
export function challengeBracket(
  firstRound: readonly (readonly [string, string])[],
  format: 'double' | 'single',
  division: string | null = null,
): ChallengeBracket {
  const prefix = division ? `${division}.` : '';
  const depth = new Map<string, number>();
  const rounds: ChallengeRound[] = [];
  const addRound = (
    stage: Stage,
    key: string,
    entrants: [ChallengeEntrant, ChallengeEntrant][],
    reset = false,
  ) => {
    const slots = entrants.map((pair, i) => ({
      id: key.startsWith('GF') ? `${prefix}${key}` : `${prefix}${key}-${i + 1}`,
      entrants: pair,
    }));
    const deepest = Math.max(
      0,
      ...slots.flatMap((s) =>
        s.entrants.map((e) => ('team' in e ? 0 : (depth.get('winnerOf' in e ? e.winnerOf : e.loserOf) ?? 0))),
      ),
    );
    const points = deepest + 1 + (reset ? 1 : 0);
    for (const slot of slots) depth.set(slot.id, points);
    rounds.push({ stage, points, reset, slots });
    return slots;
  };

  let winners = addRound(
    (format === 'double' ? WINNERS_STAGES : SINGLE_STAGES)[firstRound.length] as Stage,
    'W1',
    firstRound.map(([a, b]) => [{ team: a }, { team: b }]),
  );
  const losersStages = losersStagesOf(firstRound.length * 2);
  let losers: ChallengeSlot[] = [];
  let losersRound = 0;
  const addLosersRound = (pairs: [ChallengeEntrant, ChallengeEntrant][]) => {
    losersRound += 1;
    return addRound(losersStages.shift() as Stage, `L${losersRound}`, pairs);
  };
  if (format === 'double') losers = addLosersRound(pairUp(winners).map(([a, b]) => [loserOf(a), loserOf(b)]));
  for (let round = 2; winners.length > 1; round += 1) {
    const stages = format === 'double' ? WINNERS_STAGES : SINGLE_STAGES;
    winners = addRound(
      stages[winners.length / 2] as Stage,
      `W${round}`,
      pairUp(winners).map(([a, b]) => [winnerOf(a), winnerOf(b)]),
    );
    if (format === 'single') continue;
    const dropped = [...winners].reverse();
    losers = addLosersRound(losers.map((slot, i) => [winnerOf(slot), loserOf(dropped[i] as ChallengeSlot)]));
    if (losers.length > 1)
      losers = addLosersRound(pairUp(losers).map(([a, b]) => [winnerOf(a), winnerOf(b)]));
  }
  if (format === 'double') {
    const [champion, challenger] = [winners[0] as ChallengeSlot, losers[0] as ChallengeSlot];
    const final: [ChallengeEntrant, ChallengeEntrant] = [winnerOf(champion), winnerOf(challenger)];
    addRound('Grand Finals', 'GF', [final]);
    addRound('Grand Finals; Bracket Reset', 'GF-reset', [final], true);
  }
  return { division, format, rounds };
}

/** The round's words for people: "Winners Bracket; Semifinals" → "Winners Bracket Semifinals". */
export function challengeRoundLabel(stage: string): string {
  return stage.replace('; ', ' ');
}

/** Every slot of a bracket with its round, in play order. */
export function challengeSlots(
  bracket: ChallengeBracket,
): { slot: ChallengeSlot; round: ChallengeRound; index: number }[] {
  return bracket.rounds.flatMap((round) => round.slots.map((slot, index) => ({ slot, round, index })));
}

/** A team's name as compared: case and outer spaces do not count. */
export const sameTeam = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
