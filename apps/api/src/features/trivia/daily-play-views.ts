/**
 * A daily play as the page shows it: still running (its state in a sealed token) or over with its result
 * and answer, and the score it ends with (docs/product/trivia.md#daily-puzzle).
 */
import { scoreTrivia, TRIVIA_TIMER_SECONDS, type TriviaOutcome } from '@league/shared/domain/trivia';
import type { DailyResult } from '@league/shared/domain/trivia-daily';
import type { DailyPlay } from '@league/shared/schemas/trivia-daily';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { DailyTrivia, ReadyPuzzle } from './daily-puzzle-service.ts';
import { type DailyPlayRow, finishAbandonedPlays } from './daily-queries.ts';
import { selectAnswer } from './queries.ts';

/** A guess sent as the clock reaches zero still counts: the request takes a moment to arrive. */
export const GRACE_SECONDS = 5;

export function secondsSince(ctx: DailyTrivia, startedAt: number): number {
  return Math.max(0, Math.floor((ctx.now().getTime() - startedAt) / 1000));
}

export interface PlayState {
  hintsUsed: number;
  startedAt: number;
}

export function resultOf(
  puzzle: ReadyPuzzle,
  play: { solved: boolean; hintsUsed: number; secondsTaken: number; score: number },
): DailyResult {
  return {
    date: puzzle.row.date,
    number: puzzle.row.number,
    solved: play.solved,
    hintsUsed: play.hintsUsed,
    hintCount: puzzle.hintCount,
    secondsTaken: play.secondsTaken,
    score: play.score,
  };
}

export function runningView(
  ctx: DailyTrivia,
  puzzle: ReadyPuzzle,
  state: PlayState,
  user: AuthUser | null,
): DailyPlay {
  return {
    status: 'playing',
    token: ctx.tokens.sign({ date: puzzle.row.date, ...state, userId: user?.id ?? null }),
    hints: puzzle.hints.slice(0, state.hintsUsed),
    secondsLeft: Math.max(0, TRIVIA_TIMER_SECONDS - secondsSince(ctx, state.startedAt)),
    answer: null,
    result: null,
  };
}

export async function finishedView(
  ctx: DailyTrivia,
  puzzle: ReadyPuzzle,
  result: DailyResult,
): Promise<DailyPlay> {
  return {
    status: result.solved ? 'solved' : 'failed',
    token: null,
    hints: puzzle.hints.slice(0, result.hintsUsed),
    secondsLeft: 0,
    answer: await selectAnswer(ctx.db, puzzle.row.type, puzzle.row.entityId),
    result,
  };
}

/** The end of a play: the score of the free game, from the hints used and the seconds left. */
export function ending(puzzle: ReadyPuzzle, hintsUsed: number, secondsTaken: number, outcome: TriviaOutcome) {
  const taken = Math.min(secondsTaken, TRIVIA_TIMER_SECONDS);
  const score = scoreTrivia({
    difficulty: puzzle.row.difficulty,
    hintsUsed,
    secondsLeft: TRIVIA_TIMER_SECONDS - taken,
    outcome,
  }).total;
  return { solved: outcome === 'correct', hintsUsed, secondsTaken: taken, score };
}

function rowResult(puzzle: ReadyPuzzle, row: DailyPlayRow): DailyResult | null {
  if (!row.finishedAt) return null;
  return resultOf(puzzle, {
    solved: row.solved,
    hintsUsed: row.hintsUsed,
    secondsTaken: row.secondsTaken ?? TRIVIA_TIMER_SECONDS,
    score: row.score ?? 0,
  });
}

/** Closes the plays a read is about that ran past the clock and the grace. */
export function closeAbandoned(ctx: DailyTrivia, scope: { userId: number } | { date: string }) {
  const before = new Date(ctx.now().getTime() - (TRIVIA_TIMER_SECONDS + GRACE_SECONDS) * 1000);
  return finishAbandonedPlays(ctx.db, scope, before, TRIVIA_TIMER_SECONDS);
}

/** A member's play as the page shows it: still running, or over with its result and answer. */
export async function memberView(
  ctx: DailyTrivia,
  puzzle: ReadyPuzzle,
  row: DailyPlayRow,
  user: AuthUser,
): Promise<DailyPlay> {
  const result = rowResult(puzzle, row);
  if (result) return finishedView(ctx, puzzle, result);
  return runningView(ctx, puzzle, { hintsUsed: row.hintsUsed, startedAt: row.startedAt.getTime() }, user);
}
