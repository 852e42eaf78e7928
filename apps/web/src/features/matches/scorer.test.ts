import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import {
  addPoint,
  canEndSet,
  canFinish,
  canScore,
  endSet,
  type ScorerScore,
  scoreOf,
  setNumberOf,
  setsWonOf,
} from './scorer.ts';

const start: ScorerScore = { sets: [], current: null };

describe('the scorer', () => {
  it('counts points, ends a set with a leader and moves to the next', () => {
    let score = addPoint(addPoint(addPoint(start, 1), 1), 2);
    expect(score.current).toEqual({ team1Points: 2, team2Points: 1 });
    expect(canEndSet(score)).toBe(true);
    score = endSet(score);
    expect(score).toEqual({ sets: ['2-1'], current: null });
    expect(setNumberOf(score)).toBe(2);
    expect(setsWonOf(score)).toEqual({ team1: 1, team2: 0 });
  });

  it('never ends a tied set and finishes only between sets with a winner', () => {
    const tied = addPoint(addPoint(start, 1), 2);
    expect(canEndSet(tied)).toBe(false);
    expect(endSet(tied)).toBe(tied);
    expect(canFinish({ sets: ['25-20'], current: null })).toBe(true);
    expect(canFinish({ sets: ['25-20', '20-25'], current: null })).toBe(false);
    expect(canFinish({ sets: ['25-20'], current: { team1Points: 3, team2Points: 0 } })).toBe(false);
  });

  it('starts no sixth set', () => {
    const five: ScorerScore = { sets: ['25-1', '1-25', '25-1', '1-25', '15-1'], current: null };
    expect(canScore(five)).toBe(false);
    expect(canScore({ ...five, sets: five.sets.slice(1) })).toBe(true);
  });

  it('reads the score a live match shows', () => {
    const match = {
      status: 'live',
      set1Score: '25-20',
      set2Score: null,
      set3Score: null,
      set4Score: null,
      set5Score: null,
      currentSet: { number: 2, team1Points: 4, team2Points: 6 },
    } as Match;
    expect(scoreOf(match)).toEqual({ sets: ['25-20'], current: { team1Points: 4, team2Points: 6 } });
  });
});
