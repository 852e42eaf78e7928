/**
 * The daily trivia puzzle (docs/product/trivia.md#daily-puzzle): one player or team a day, the same for
 * everyone, drawn by the server from the date and never repeated within a season's worth of days; played
 * once, with the free game's timer, hints and score. These are its pure rules: the draw, streaks and the
 * result text people share (which must never give the answer away).
 */
import { addDaysToKey, daysBetween } from './day-keys.ts';
import type { TriviaDifficulty } from './trivia.ts';

/** The daily puzzle asks about players and teams (season trivia is still switched off). */
export const DAILY_TRIVIA_TYPES = ['player', 'team'] as const;
export type DailyTriviaType = (typeof DAILY_TRIVIA_TYPES)[number];

/**
 * No answer comes back within this many days: a season runs at least ten weeks with a month between
 * seasons (the league's FAQ), so a hundred days is a season's worth.
 */
export const DAILY_NO_REPEAT_DAYS = 100;

/** The daily puzzle asks about well-known players and teams: easy or medium ones while there are any. */
export const DAILY_DIFFICULTIES: readonly TriviaDifficulty[] = ['easy', 'medium'];

/** How many members the daily board shows. */
export const DAILY_BOARD_SIZE = 50;

/** A player or team that could be a day's answer. */
export interface DailyCandidate {
  type: DailyTriviaType;
  id: number;
  difficulty: TriviaDifficulty;
}

/** An earlier day's answer. */
export interface DailyPastAnswer {
  date: string;
  type: DailyTriviaType;
  id: number;
}

const keyOf = (c: { type: string; id: number }) => `${c.type}:${c.id}`;

/**
 * The answer of `date`: a candidate drawn with `random` among the well-known ones (any when none is) that
 * was not an answer in the DAILY_NO_REPEAT_DAYS before `date`; when every one was, the one whose last day
 * is the longest ago. The same candidates, history and random give the same answer: the candidates are
 * ordered here, so the caller's order does not matter.
 */
export function drawDailyAnswer(
  date: string,
  candidates: readonly DailyCandidate[],
  history: readonly DailyPastAnswer[],
  random: () => number,
): DailyCandidate | null {
  const sorted = [...candidates].sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id);
  const wellKnown = sorted.filter((c) => DAILY_DIFFICULTIES.includes(c.difficulty));
  const pool = wellKnown.length > 0 ? wellKnown : sorted;
  if (pool.length === 0) return null;

  const lastDay = new Map<string, string>();
  for (const past of history) {
    if (past.date >= date) continue;
    const key = keyOf(past);
    const known = lastDay.get(key);
    if (!known || past.date > known) lastDay.set(key, past.date);
  }
  const windowStart = addDaysToKey(date, -DAILY_NO_REPEAT_DAYS);
  const fresh = pool.filter((c) => {
    const last = lastDay.get(keyOf(c));
    return !last || last < windowStart;
  });
  if (fresh.length > 0) return fresh[Math.floor(random() * fresh.length)] ?? null;
  // Fewer candidates than days in the window: the least recently asked comes back first.
  return pool.reduce((oldest, c) =>
    (lastDay.get(keyOf(c)) ?? '') < (lastDay.get(keyOf(oldest)) ?? '') ? c : oldest,
  );
}

/** A day's puzzle number: the first puzzle the league ever had is #1, and each calendar day adds one. */
export function dailyPuzzleNumber(firstDate: string, date: string): number {
  return daysBetween(firstDate, date) + 1;
}

/** A finished daily puzzle, as the browser keeps it for guests and the server for members. */
export interface DailyResult {
  date: string;
  number: number;
  solved: boolean;
  /** Hints revealed when the game ended, the free first one included. */
  hintsUsed: number;
  hintCount: number;
  secondsTaken: number;
  score: number;
}

export interface DailyStreaks {
  /** Solved days in a row, ending today, or yesterday while today's puzzle is still to play. */
  current: number;
  best: number;
  played: number;
  solved: number;
}

/** Streaks count solved days in a row; a failed or missed day ends a streak. */
export function dailyStreaks(results: readonly DailyResult[], today: string): DailyStreaks {
  const solvedDays = [...new Set(results.filter((r) => r.solved).map((r) => r.date))].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of solvedDays) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const solved = new Set(solvedDays);
  const playedToday = results.some((r) => r.date === today);
  let day = solved.has(today) || playedToday ? today : addDaysToKey(today, -1);
  let current = 0;
  while (solved.has(day)) {
    current += 1;
    day = addDaysToKey(day, -1);
  }
  return {
    current,
    best,
    played: new Set(results.map((r) => r.date)).size,
    solved: solvedDays.length,
  };
}

/** 0:42, 1:00. */
export function formatPuzzleTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * One square per hint the puzzle had: a red one for each hint that came with a wrong guess, green for the
 * hint the answer came on, white for hints never needed. A failed puzzle has no green square.
 */
export function dailyEmojiLine(result: Pick<DailyResult, 'solved' | 'hintsUsed' | 'hintCount'>): string {
  const used = Math.min(Math.max(result.hintsUsed, 1), result.hintCount);
  const wrong = result.solved ? used - 1 : used;
  return '🟥'.repeat(wrong) + (result.solved ? '🟩' : '') + '⬜'.repeat(result.hintCount - used);
}

/** The text a player shares: the puzzle, how it went and a link back; never the answer. */
export function dailyShareText(siteName: string, url: string, result: DailyResult): string {
  const outcome = result.solved
    ? `solved with ${result.hintsUsed} of ${result.hintCount} hints in ${formatPuzzleTime(result.secondsTaken)}, ${result.score} points`
    : `not solved (${result.hintsUsed} of ${result.hintCount} hints)`;
  return [`${siteName} Daily Trivia #${result.number}: ${outcome}`, dailyEmojiLine(result), url].join('\n');
}
