import { describe, expect, it } from 'vitest';
import {
  applySetUpdate,
  checkLiveScore,
  finishedSets,
  type LiveScore,
  parseSetPoints,
  setsWon,
} from './live-match.ts';

const start: LiveScore = { sets: [], current: null };
const update = (setNumber: number, team1Points: number, team2Points: number, setOver = false) => ({
  setNumber,
  team1Points,
  team2Points,
  setOver,
});

describe('setsWon', () => {
  it('counts each finished set for the side with more points, a tie for nobody', () => {
    expect(
      setsWon([
        { team1: 25, team2: 20 },
        { team1: 18, team2: 25 },
        { team1: 25, team2: 23 },
        { team1: 10, team2: 10 },
      ]),
    ).toEqual({ team1: 2, team2: 1 });
  });
});

describe('parseSetPoints and finishedSets', () => {
  it('reads 25-21 with or without spaces, nothing else', () => {
    expect(parseSetPoints('25-21')).toEqual({ team1: 25, team2: 21 });
    expect(parseSetPoints(' 9 - 25 ')).toEqual({ team1: 9, team2: 25 });
    expect(parseSetPoints('25:21')).toBeNull();
    expect(parseSetPoints(null)).toBeNull();
  });

  it('stops at the first set not played', () => {
    expect(finishedSets(['25-20', '20-25', null, '25-1', null])).toEqual([
      { team1: 25, team2: 20 },
      { team1: 20, team2: 25 },
    ]);
  });
});

describe('applySetUpdate', () => {
  it('moves the set being played, then finishes it', () => {
    const playing = applySetUpdate(start, update(1, 12, 9));
    expect(playing).toEqual({ sets: [], current: { team1: 12, team2: 9 } });
    const done = applySetUpdate(playing as LiveScore, update(1, 25, 21, true));
    expect(done).toEqual({ sets: [{ team1: 25, team2: 21 }], current: null });
  });

  it('takes a finished set again (a correction) and keeps the set being played', () => {
    const score: LiveScore = { sets: [{ team1: 25, team2: 21 }], current: { team1: 3, team2: 1 } };
    expect(applySetUpdate(score, update(1, 25, 23, true))).toEqual({
      sets: [{ team1: 25, team2: 23 }],
      current: { team1: 3, team2: 1 },
    });
  });

  it('refuses a set that skips one, a tied finish, a reopened set and a sixth set', () => {
    expect(applySetUpdate(start, update(2, 1, 0))).toEqual({
      problem: 'Set 2 cannot come before set 1',
    });
    expect(applySetUpdate(start, update(1, 24, 24, true))).toEqual({
      problem: 'Set 1 cannot end tied at 24-24',
    });
    const oneSet: LiveScore = { sets: [{ team1: 25, team2: 21 }], current: null };
    expect(applySetUpdate(oneSet, update(1, 20, 20))).toEqual({ problem: 'Set 1 is already over' });
    expect(applySetUpdate(oneSet, update(6, 1, 0))).toEqual({ problem: 'Set number must be from 1 to 5' });
    expect(applySetUpdate(oneSet, update(0, 1, 0))).toEqual({ problem: 'Set number must be from 1 to 5' });
  });

  it('accepts the fifth set and nothing after it', () => {
    const four: LiveScore = {
      sets: [
        { team1: 25, team2: 20 },
        { team1: 20, team2: 25 },
        { team1: 25, team2: 20 },
        { team1: 20, team2: 25 },
      ],
      current: null,
    };
    const five = applySetUpdate(four, update(5, 15, 13, true)) as LiveScore;
    expect(five.sets).toHaveLength(5);
    expect(applySetUpdate(five, update(6, 0, 0))).toHaveProperty('problem');
  });
});

describe('checkLiveScore', () => {
  it('allows up to five finished sets with a winner each and a current set within the five', () => {
    expect(checkLiveScore({ sets: [], current: { team1: 0, team2: 0 } })).toBeNull();
    expect(checkLiveScore({ sets: [{ team1: 25, team2: 25 }], current: null })).toBe('Set 1 cannot end tied');
    const five = Array.from({ length: 5 }, () => ({ team1: 25, team2: 20 }));
    expect(checkLiveScore({ sets: five, current: null })).toBeNull();
    expect(checkLiveScore({ sets: five, current: { team1: 1, team2: 0 } })).toMatch(/no set after the fifth/);
    expect(checkLiveScore({ sets: [...five, { team1: 25, team2: 20 }], current: null })).toMatch(/at most 5/);
  });
});
