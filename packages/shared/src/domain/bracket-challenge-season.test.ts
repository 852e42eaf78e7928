import { describe, expect, it } from 'vitest';
import {
  type ChallengeMatch,
  challengeLockAt,
  isChallengeLocked,
  rankBrackets,
  seasonChallenge,
  splitSlot,
} from './bracket-challenge-season.ts';

let nextId = 1;
const match = (
  round: string,
  date: string,
  team1 = 'TBD',
  team2 = 'TBD',
  division: string | null = null,
): ChallengeMatch => ({
  id: nextId++,
  round,
  division,
  date: `2026-05-${date}T20:00:00.000Z`,
  status: 'scheduled',
  team1Name: team1,
  team2Name: team2,
});

describe('seasonChallenge', () => {
  it('reads a double-elimination bracket off the first playoff round', () => {
    const { brackets, waiting } = seasonChallenge([
      match('Round 2', '12'),
      match('Round 1', '05', 'Aces', 'Blocks'),
      match('Round 1', '06', 'Cats', 'Digs'),
      match('Losers Round 1', '12'),
    ]);
    expect(waiting).toBeNull();
    expect(brackets).toHaveLength(1);
    expect(brackets[0]?.format).toBe('double');
    expect(brackets[0]?.rounds[0]?.slots.map((s) => s.entrants)).toEqual([
      [{ team: 'Aces' }, { team: 'Blocks' }],
      [{ team: 'Cats' }, { team: 'Digs' }],
    ]);
  });

  it('draws one bracket per division, single elimination without a losers round', () => {
    const { brackets } = seasonChallenge([
      match('Semis', '05', 'E', 'F', 'D2'),
      match('Semis', '05', 'G', 'H', 'D2'),
      match('Semis', '04', 'A', 'B', 'D1'),
      match('Semis', '04', 'C', 'D', 'D1'),
    ]);
    expect(brackets.map((b) => [b.division, b.format, b.rounds[0]?.slots[0]?.id])).toEqual([
      ['D1', 'single', 'D1.W1-1'],
      ['D2', 'single', 'D2.W1-1'],
    ]);
  });

  it('waits for the first round teams, a bracket of 4, 8 or 16, and the playoffs themselves', () => {
    expect(
      seasonChallenge([match('Round 1', '05', 'Aces'), match('Round 1', '05', 'Cats', 'Digs')]).waiting,
    ).toBe('The bracket opens once every first-round team is known.');
    expect(seasonChallenge([match('Round 1', '05', 'A', 'B')]).waiting).toBe(
      'The first playoff round has 1 matches: the bracket challenge needs 4, 8 or 16 teams.',
    );
    expect(seasonChallenge([]).waiting).toBe('This season has no playoff matches yet.');
  });
});

describe('the lock', () => {
  const matches = [
    match('Round 2', '12'),
    match('Round 1', '05', 'A', 'B'),
    match('Round 1', '06', 'C', 'D'),
  ];
  const start = Date.parse('2026-05-05T20:00:00.000Z');

  it('locks at the first playoff match start on the given clock', () => {
    expect(challengeLockAt(matches)).toBe('2026-05-05T20:00:00.000Z');
    expect(isChallengeLocked(matches, new Date(start - 1000))).toBe(false);
    expect(isChallengeLocked(matches, new Date(start))).toBe(true);
    expect(isChallengeLocked(matches, new Date(start + 1000))).toBe(true);
  });

  it('locks as soon as a playoff match is no longer scheduled', () => {
    const live = matches.map((m, i) => (i === 2 ? { ...m, status: 'live' } : m));
    expect(isChallengeLocked(live, new Date(start - 60_000))).toBe(true);
    expect(isChallengeLocked([], new Date(start))).toBe(false);
  });
});

describe('splitSlot and rankBrackets', () => {
  it('splits a slot by team, most picked first', () => {
    expect(splitSlot([{ GF: 'Aces' }, { GF: 'aces ' }, { GF: 'Blocks' }, {}], 'GF')).toEqual([
      { team: 'Aces', picks: 2, percent: 67 },
      { team: 'Blocks', picks: 1, percent: 33 },
    ]);
    expect(splitSlot([], 'GF')).toEqual([]);
  });

  it('ranks by points then slots right, ties sharing a rank', () => {
    const ranked = rankBrackets([
      { userId: 1, name: 'b', points: 5, correct: 3 },
      { userId: 2, name: 'a', points: 5, correct: 3 },
      { userId: 3, name: 'c', points: 9, correct: 4 },
      { userId: 4, name: 'd', points: 5, correct: 2 },
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 2],
      ['d', 4],
    ]);
  });
});
