import { describe, expect, it } from 'vitest';
import { challengeBracket, challengeSlots } from './bracket-challenge.ts';
import {
  actualBracket,
  type BracketPicks,
  type ChallengeResult,
  checkBracketPicks,
  scoreBracketPicks,
} from './bracket-challenge-picks.ts';

const FOUR = challengeBracket(
  [
    ['Aces', 'Blocks'],
    ['Cats', 'Digs'],
  ],
  'double',
);

/** Aces beat Cats in the winners' final; Blocks come through the losers' side. */
const NO_RESET: BracketPicks = {
  'W1-1': 'Aces',
  'W1-2': 'Cats',
  'L1-1': 'Blocks',
  'W2-1': 'Aces',
  'L2-1': 'Blocks',
  GF: 'Aces',
};
const WITH_RESET: BracketPicks = { ...NO_RESET, GF: 'Blocks', 'GF-reset': 'Aces' };

const won = (team1: string, team2: string, winner = team1): ChallengeResult => ({ team1, team2, winner });

describe('challengeBracket', () => {
  it('lays out 4 teams double elimination in play order, later rounds worth more', () => {
    expect(FOUR.rounds.map((r) => [r.stage, r.points, r.slots.map((s) => s.id)])).toEqual([
      ['Winners Bracket; Semifinals', 1, ['W1-1', 'W1-2']],
      ['Losers Bracket; Semifinals', 2, ['L1-1']],
      ['Winners Bracket; Finals', 2, ['W2-1']],
      ['Losers Bracket; Finals', 3, ['L2-1']],
      ['Grand Finals', 4, ['GF']],
      ['Grand Finals; Bracket Reset', 5, ['GF-reset']],
    ]);
    // The winners' final's loser drops to meet the losers' semifinal's winner.
    expect(FOUR.rounds[3]?.slots[0]?.entrants).toEqual([{ winnerOf: 'L1-1' }, { loserOf: 'W2-1' }]);
  });

  it('lays out 8 teams double elimination with the league stage names', () => {
    const eight = challengeBracket(
      [
        ['A', 'B'],
        ['C', 'D'],
        ['E', 'F'],
        ['G', 'H'],
      ],
      'double',
      'D2',
    );
    expect(eight.rounds.map((r) => [r.stage, r.points, r.slots.length])).toEqual([
      ['Winners Bracket; Quarterfinals', 1, 4],
      ['Losers Bracket; Round 1', 2, 2],
      ['Winners Bracket; Semifinals', 2, 2],
      ['Losers Bracket; Quarterfinals', 3, 2],
      ['Losers Bracket; Semifinals', 4, 1],
      ['Winners Bracket; Finals', 3, 1],
      ['Losers Bracket; Finals', 5, 1],
      ['Grand Finals', 6, 1],
      ['Grand Finals; Bracket Reset', 7, 1],
    ]);
    expect(challengeSlots(eight)[0]?.slot.id).toBe('D2.W1-1');
    // Semifinal losers meet the losers' side in reverse order.
    expect(eight.rounds[3]?.slots.map((s) => s.entrants)).toEqual([
      [{ winnerOf: 'D2.L1-1' }, { loserOf: 'D2.W2-2' }],
      [{ winnerOf: 'D2.L1-2' }, { loserOf: 'D2.W2-1' }],
    ]);
  });

  it('lays out single elimination as the winners rounds alone', () => {
    const single = challengeBracket(
      [
        ['A', 'B'],
        ['C', 'D'],
        ['E', 'F'],
        ['G', 'H'],
      ],
      'single',
    );
    expect(single.rounds.map((r) => [r.stage, r.points])).toEqual([
      ['Single Elimination; Quarterfinals', 1],
      ['Single Elimination; Semifinals', 2],
      ['Single Elimination; Finals', 3],
    ]);
  });
});

describe('checkBracketPicks', () => {
  it('accepts a whole bracket, with or without the reset', () => {
    expect(checkBracketPicks([FOUR], NO_RESET)).toBeNull();
    expect(checkBracketPicks([FOUR], WITH_RESET)).toBeNull();
  });

  it('refuses an unknown slot, a winner not in the slot, a missing pick and a reset not played', () => {
    expect(checkBracketPicks([FOUR], { ...NO_RESET, 'W9-1': 'Aces' })).toBe(
      'Unknown slot W9-1: the bracket has no such match',
    );
    expect(checkBracketPicks([FOUR], { ...NO_RESET, 'W2-1': 'Blocks' })).toBe(
      'Blocks is not in Winners Bracket Finals: pick Aces or Cats',
    );
    const { 'L2-1': _, ...missing } = NO_RESET;
    expect(checkBracketPicks([FOUR], missing)).toBe(
      'The bracket is incomplete: pick the winner of Losers Bracket Finals',
    );
    expect(checkBracketPicks([FOUR], { ...NO_RESET, 'GF-reset': 'Aces' })).toBe(
      "Grand Finals Bracket Reset is played only when the losers' side wins the Grand Finals: leave it out",
    );
    expect(checkBracketPicks([FOUR], { ...NO_RESET, GF: 'Blocks' })).toBe(
      'The bracket is incomplete: pick the winner of Grand Finals Bracket Reset',
    );
  });

  it('follows the member’s own earlier picks into later slots', () => {
    // With Digs over Cats, Digs lose the winners' final to Aces and meet Cats in the losers' final.
    const picks = { ...NO_RESET, 'W1-2': 'Digs', 'L1-1': 'Cats' };
    expect(checkBracketPicks([FOUR], picks)).toBe(
      'Blocks is not in Losers Bracket Finals: pick Cats or Digs',
    );
    expect(checkBracketPicks([FOUR], { ...picks, 'L2-1': 'Digs', GF: 'Aces' })).toBeNull();
  });
});

describe('scoring a bracket', () => {
  const played = [
    won('Aces', 'Blocks'),
    won('Cats', 'Digs'),
    won('Blocks', 'Digs'),
    won('Aces', 'Cats'),
    won('Cats', 'Blocks', 'Blocks'),
  ];
  const score = (picks: BracketPicks, results: ChallengeResult[]) =>
    scoreBracketPicks([{ bracket: FOUR, actual: actualBracket(FOUR, results) }], picks);

  it('scores each decided slot picked right with its round points', () => {
    // Semifinals 1+1, losers' semifinal 2, winners' final 2, losers' final 3 (Blocks beat Cats).
    expect(score(NO_RESET, played)).toEqual({ points: 1 + 1 + 2 + 2 + 3, correct: 5, decided: 5 });
  });

  it('plays the reset when the losers’ side wins the Grand Finals, and scores it', () => {
    const withReset = [...played, won('Aces', 'Blocks', 'Blocks'), won('Aces', 'Blocks', 'Aces')];
    const actual = actualBracket(FOUR, withReset);
    expect(actual.get('GF')).toEqual({ teams: ['Aces', 'Blocks'], winner: 'Blocks', played: true });
    // The semifinal's Aces–Blocks result fills W1-1 only; the two later meetings fill GF and its reset in order.
    expect(actual.get('GF-reset')).toEqual({ teams: ['Aces', 'Blocks'], winner: 'Aces', played: true });
    expect(score(WITH_RESET, withReset)).toEqual({ points: 9 + 4 + 5, correct: 7, decided: 7 });
    // A bracket without the reset misses the Grand Finals (Aces lost it) and has no reset pick.
    expect(score(NO_RESET, withReset)).toEqual({ points: 9, correct: 5, decided: 7 });
  });

  it('plays no reset when the winners’ side wins the Grand Finals', () => {
    const final = [...played, won('Aces', 'Blocks')];
    const actual = actualBracket(FOUR, final);
    expect(actual.get('GF-reset')).toEqual({ teams: ['Aces', 'Blocks'], winner: null, played: false });
    expect(score(NO_RESET, final)).toEqual({ points: 13, correct: 6, decided: 6 });
    expect(score(WITH_RESET, final)).toEqual({ points: 9, correct: 5, decided: 6 });
  });

  it('scores afresh after a correction', () => {
    const corrected = played.map((r, i) => (i === 3 ? won('Aces', 'Cats', 'Cats') : r));
    // Cats won the winners' final after all: the losers' final is Blocks against Aces, not played yet.
    expect(score(NO_RESET, corrected)).toEqual({ points: 1 + 1 + 2, correct: 3, decided: 4 });
  });

  it('leaves slots undecided until their result, scoring nothing for them', () => {
    expect(score(NO_RESET, [])).toEqual({ points: 0, correct: 0, decided: 0 });
    expect(score(NO_RESET, [won('Blocks', 'Aces', 'Blocks')])).toEqual({ points: 0, correct: 0, decided: 1 });
  });
});
