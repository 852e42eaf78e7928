import type { DailyResult } from '@league/shared/domain/trivia-daily';
import { describe, expect, it } from 'vitest';
import { withDailyResult } from './use-daily-game.ts';

const result = (date: string, solved = true): DailyResult => ({
  date,
  number: 1,
  solved,
  hintsUsed: 1,
  hintCount: 8,
  secondsTaken: 20,
  score: solved ? 400 : 0,
});

describe("a member's history with the play just finished", () => {
  it('counts a solve into the current streak at once, newest first', () => {
    const before = {
      streaks: { current: 0, best: 1, played: 1, solved: 1 },
      results: [result('2026-11-20')],
    };
    const after = withDailyResult(before, result('2026-11-28'));
    expect(after.results.map((r) => r.date)).toEqual(['2026-11-28', '2026-11-20']);
    expect(after.streaks).toEqual({ current: 1, best: 1, played: 2, solved: 2 });
  });

  it('extends a streak that ended yesterday, and a failed play ends it', () => {
    const before = {
      streaks: { current: 2, best: 2, played: 2, solved: 2 },
      results: [result('2026-11-27'), result('2026-11-26')],
    };
    expect(withDailyResult(before, result('2026-11-28')).streaks.current).toBe(3);
    expect(withDailyResult(before, result('2026-11-28', false)).streaks).toEqual({
      current: 0,
      best: 2,
      played: 3,
      solved: 2,
    });
  });

  it("keeps one result a day: the server's read replaces nothing twice", () => {
    const before = {
      streaks: { current: 1, best: 1, played: 1, solved: 1 },
      results: [result('2026-11-28')],
    };
    expect(withDailyResult(before, result('2026-11-28')).results).toHaveLength(1);
  });
});
