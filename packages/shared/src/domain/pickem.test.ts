import { describe, expect, it } from 'vitest';
import {
  housePick,
  isPickLocked,
  isPickSetScore,
  PICK_MAX_POINTS,
  PICK_POINTS,
  pickOutcome,
  pickSetScores,
  scorePick,
  splitPicks,
} from './pickem.ts';
import { pickemWeekOf, rankPickers, topThree } from './pickem-leaderboard.ts';

describe('pick set scores', () => {
  it('follows the season format', () => {
    expect(pickSetScores('bestOf5')).toEqual(['3-0', '3-1', '3-2']);
    expect(pickSetScores('bestOf3')).toEqual(['2-0', '2-1']);
    expect(isPickSetScore('bestOf3', '3-1')).toBe(false);
    expect(isPickSetScore('bestOf5', '3-2')).toBe(true);
  });
});

describe('scorePick', () => {
  const cases = (format: 'bestOf5' | 'bestOf3') =>
    pickSetScores(format).flatMap((picked) =>
      pickSetScores(format).flatMap((result) =>
        (['team1', 'team2'] as const).flatMap((pickedWinner) =>
          (['team1', 'team2'] as const).map((resultWinner) => ({
            picked,
            result,
            pickedWinner,
            resultWinner,
          })),
        ),
      ),
    );

  it.each([...cases('bestOf5'), ...cases('bestOf3')])(
    '$pickedWinner $picked against $resultWinner $result',
    ({ picked, result, pickedWinner, resultWinner }) => {
      const [won, lost] = result.split('-').map(Number) as [number, number];
      const outcome = pickOutcome(
        resultWinner === 'team1' ? won : lost,
        resultWinner === 'team1' ? lost : won,
      );
      expect(outcome).toEqual({ winner: resultWinner, sets: result });
      const points = scorePick({ winner: pickedWinner, sets: picked }, outcome!);
      const expected =
        pickedWinner !== resultWinner ? 0 : picked === result ? PICK_MAX_POINTS : PICK_POINTS.winner;
      expect(points).toBe(expected);
    },
  );

  it('scores a correction afresh: nothing of the first scoring stays', () => {
    const pick = { winner: 'team1' as const, sets: '3-1' };
    const first = scorePick(pick, pickOutcome(3, 1)!);
    expect(first).toBe(5);
    expect(scorePick(pick, pickOutcome(3, 2)!)).toBe(3);
    expect(scorePick(pick, pickOutcome(2, 3)!)).toBe(0);
  });

  it('has no outcome without a result or for a draw in sets', () => {
    expect(pickOutcome(null, 2)).toBeNull();
    expect(pickOutcome(2, 2)).toBeNull();
  });
});

describe('isPickLocked', () => {
  const start = '2026-11-27T20:00:00.000Z';
  it('locks at the start time, on the clock it is given', () => {
    expect(isPickLocked({ date: start, status: 'scheduled' }, new Date('2026-11-27T19:59:59.999Z'))).toBe(
      false,
    );
    expect(isPickLocked({ date: start, status: 'scheduled' }, new Date(start))).toBe(true);
    expect(isPickLocked({ date: start, status: 'scheduled' }, new Date('2026-11-27T20:00:01.000Z'))).toBe(
      true,
    );
  });
  it('locks a match that is live or completed before its time', () => {
    expect(isPickLocked({ date: start, status: 'live' }, new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(isPickLocked({ date: start, status: 'completed' }, new Date('2026-11-27T10:00:00Z'))).toBe(true);
  });
});

describe('splitPicks', () => {
  it('shares sum to 100', () => {
    expect(splitPicks(['team1', 'team1', 'team2'])).toEqual({
      total: 3,
      team1: 2,
      team2: 1,
      team1Percent: 67,
      team2Percent: 33,
    });
    expect(splitPicks([])).toMatchObject({ total: 0, team1Percent: 0, team2Percent: 0 });
  });
});

describe('housePick', () => {
  it('picks the favourite with a set score by strength, at each threshold', () => {
    expect(housePick(0.75, 'bestOf5')).toEqual({ winner: 'team1', sets: '3-0' });
    expect(housePick(0.7499, 'bestOf5')).toEqual({ winner: 'team1', sets: '3-1' });
    expect(housePick(0.6, 'bestOf5')).toEqual({ winner: 'team1', sets: '3-1' });
    expect(housePick(0.5999, 'bestOf5')).toEqual({ winner: 'team1', sets: '3-2' });
    expect(housePick(0.5, 'bestOf5')).toEqual({ winner: 'team1', sets: '3-2' });
    expect(housePick(0.2, 'bestOf5')).toEqual({ winner: 'team2', sets: '3-0' });
    expect(housePick(0.35, 'bestOf3')).toEqual({ winner: 'team2', sets: '2-0' });
    expect(housePick(0.64, 'bestOf3')).toEqual({ winner: 'team1', sets: '2-1' });
    expect(housePick(null, 'bestOf5')).toBeNull();
  });
});

describe("pick'em leaderboard", () => {
  it('groups a late Sunday evening with its week in the league zone', () => {
    // Sunday 29 Nov 23:30 in New York is Monday 30 Nov in UTC.
    expect(pickemWeekOf('2026-11-30T04:30:00Z', 'America/New_York')).toBe('2026-11-23');
    expect(pickemWeekOf('2026-11-30T04:30:00Z', 'UTC')).toBe('2026-11-30');
  });

  it('ranks by points, exact scores, fewer picks; ties share a rank', () => {
    const t = (name: string, points: number, exact: number, picks: number, userId: number | null = 1) => ({
      userId,
      name,
      points,
      exact,
      picks,
      winners: 0,
    });
    const ranked = rankPickers([
      t('b', 10, 1, 4),
      t('a', 10, 1, 4),
      t('c', 10, 2, 4),
      t('house', 12, 0, 4, null),
      t('d', 0, 0, 1),
    ]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ['house', 1],
      ['c', 2],
      ['a', 3],
      ['b', 3],
      ['d', 5],
    ]);
    expect(topThree(ranked).map((r) => r.name)).toEqual(['c', 'a', 'b']);
  });
});
