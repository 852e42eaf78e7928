import { describe, expect, it } from 'vitest';
import { addDaysToKey } from './day-keys.ts';
import {
  DAILY_NO_REPEAT_DAYS,
  type DailyCandidate,
  type DailyPastAnswer,
  type DailyResult,
  dailyEmojiLine,
  dailyPuzzleNumber,
  dailyShareText,
  dailyStreaks,
  drawDailyAnswer,
  formatPuzzleTime,
} from './trivia-daily.ts';

/** A repeatable sequence of numbers in [0, 1). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const players = (count: number, difficulty: DailyCandidate['difficulty'] = 'easy'): DailyCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ type: 'player', id: i + 1, difficulty }));

/** Draws `days` days in a row from `first`, each day seeing the answers before it. */
function drawDays(first: string, days: number, candidates: DailyCandidate[]): DailyPastAnswer[] {
  const history: DailyPastAnswer[] = [];
  for (let d = 0; d < days; d += 1) {
    const date = addDaysToKey(first, d);
    const answer = drawDailyAnswer(date, candidates, history, sequence(d + 1));
    if (!answer) throw new Error('no answer');
    history.push({ date, type: answer.type, id: answer.id });
  }
  return history;
}

describe('drawDailyAnswer', () => {
  it('gives the same answer for the same day, whatever order the candidates come in', () => {
    const candidates: DailyCandidate[] = [...players(30), { type: 'team', id: 4, difficulty: 'medium' }];
    const a = drawDailyAnswer('2026-11-24', candidates, [], sequence(7));
    const b = drawDailyAnswer('2026-11-24', [...candidates].reverse(), [], sequence(7));
    expect(a).toEqual(b);
  });

  it('never repeats an answer within the window while fresh candidates remain', () => {
    const history = drawDays('2026-01-01', DAILY_NO_REPEAT_DAYS + 1, players(DAILY_NO_REPEAT_DAYS + 1));
    expect(new Set(history.map((h) => h.id)).size).toBe(DAILY_NO_REPEAT_DAYS + 1);
  });

  it('allows an answer again once the window has passed', () => {
    const old: DailyPastAnswer[] = [{ date: '2026-01-01', type: 'player', id: 1 }];
    const onlyOne = players(1);
    // Still inside the window, the only candidate comes back because there is no other.
    expect(
      drawDailyAnswer(addDaysToKey('2026-01-01', DAILY_NO_REPEAT_DAYS), onlyOne, old, () => 0.5),
    ).toEqual(onlyOne[0]);
    const two = players(2);
    // Inside the window the other one is chosen, whatever the random number says.
    expect(drawDailyAnswer(addDaysToKey('2026-01-01', DAILY_NO_REPEAT_DAYS), two, old, () => 0)?.id).toBe(2);
    // One day past the window both are fresh again: random 0 takes the first.
    expect(drawDailyAnswer(addDaysToKey('2026-01-01', DAILY_NO_REPEAT_DAYS + 1), two, old, () => 0)?.id).toBe(
      1,
    );
  });

  it('brings back the least recently asked when there are fewer candidates than days', () => {
    const history = drawDays('2026-01-01', 9, players(3));
    // Three candidates over nine days: a strict rotation.
    expect(history.map((h) => h.id).slice(3)).toEqual([
      ...history.map((h) => h.id).slice(0, 3),
      ...history.map((h) => h.id).slice(0, 3),
    ]);
  });

  it('ignores answers of the same day or later (a redraw of today does not see itself)', () => {
    const history: DailyPastAnswer[] = [{ date: '2026-11-24', type: 'player', id: 1 }];
    expect(drawDailyAnswer('2026-11-24', players(2), history, () => 0)?.id).toBe(1);
  });

  it('prefers well-known candidates and falls back to any', () => {
    const mixed = [...players(3, 'hard'), { type: 'team' as const, id: 9, difficulty: 'medium' as const }];
    expect(drawDailyAnswer('2026-11-24', mixed, [], () => 0.99)).toEqual(mixed[3]);
    expect(drawDailyAnswer('2026-11-24', players(3, 'impossible'), [], () => 0)?.id).toBe(1);
    expect(drawDailyAnswer('2026-11-24', [], [], () => 0)).toBeNull();
  });
});

describe('dailyPuzzleNumber', () => {
  it('counts calendar days from the first puzzle, which is #1', () => {
    expect(dailyPuzzleNumber('2026-11-24', '2026-11-24')).toBe(1);
    expect(dailyPuzzleNumber('2026-11-24', '2027-01-01')).toBe(39);
  });
});

const result = (date: string, solved: boolean, extra: Partial<DailyResult> = {}): DailyResult => ({
  date,
  number: 1,
  solved,
  hintsUsed: 3,
  hintCount: 8,
  secondsTaken: 42,
  score: solved ? 370 : 0,
  ...extra,
});

describe('dailyStreaks', () => {
  it('counts solved days in a row up to today, or yesterday while today is unplayed', () => {
    const results = [result('2026-11-20', true), result('2026-11-22', true), result('2026-11-23', true)];
    expect(dailyStreaks(results, '2026-11-23')).toEqual({ current: 2, best: 2, played: 3, solved: 3 });
    expect(dailyStreaks(results, '2026-11-24').current).toBe(2);
    expect(dailyStreaks(results, '2026-11-25').current).toBe(0);
  });

  it('ends a streak on a failed day, and keeps the best one', () => {
    const results = [
      result('2026-11-01', true),
      result('2026-11-02', true),
      result('2026-11-03', true),
      result('2026-11-04', false),
      result('2026-11-05', true),
    ];
    expect(dailyStreaks(results, '2026-11-05')).toEqual({ current: 1, best: 3, played: 5, solved: 4 });
    expect(dailyStreaks([result('2026-11-05', false)], '2026-11-05').current).toBe(0);
    expect(dailyStreaks([], '2026-11-05')).toEqual({ current: 0, best: 0, played: 0, solved: 0 });
  });
});

describe('the shared result', () => {
  it('draws one square per hint', () => {
    expect(dailyEmojiLine({ solved: true, hintsUsed: 3, hintCount: 8 })).toBe('🟥🟥🟩⬜⬜⬜⬜⬜');
    expect(dailyEmojiLine({ solved: true, hintsUsed: 1, hintCount: 6 })).toBe('🟩⬜⬜⬜⬜⬜');
    expect(dailyEmojiLine({ solved: false, hintsUsed: 8, hintCount: 8 })).toBe('🟥🟥🟥🟥🟥🟥🟥🟥');
    expect(dailyEmojiLine({ solved: false, hintsUsed: 2, hintCount: 6 })).toBe('🟥🟥⬜⬜⬜⬜');
  });

  it('says how it went and links back, without the answer', () => {
    const text = dailyShareText('Volley League', 'https://league.example/trivia/daily', {
      ...result('2026-11-24', true),
      number: 12,
    });
    expect(text).toBe(
      'Volley League Daily Trivia #12: solved with 3 of 8 hints in 0:42, 370 points\n🟥🟥🟩⬜⬜⬜⬜⬜\nhttps://league.example/trivia/daily',
    );
    expect(dailyShareText('V', 'u', result('2026-11-24', false, { hintsUsed: 8 }))).toBe(
      'V Daily Trivia #1: not solved (8 of 8 hints)\n🟥🟥🟥🟥🟥🟥🟥🟥\nu',
    );
  });

  it('formats times as m:ss', () => {
    expect(formatPuzzleTime(42)).toBe('0:42');
    expect(formatPuzzleTime(60)).toBe('1:00');
    expect(formatPuzzleTime(-3)).toBe('0:00');
  });
});
