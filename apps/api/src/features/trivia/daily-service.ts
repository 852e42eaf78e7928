/**
 * The daily trivia puzzle's plays (docs/product/trivia.md#daily-puzzle); the day's puzzle is drawn in
 * daily-puzzle-service.ts and a play is shown by daily-play-views.ts. A play reveals one hint per wrong guess
 * and the answer only at the end; its state travels in a sealed token, so guests need no storage, and
 * members' plays are also kept, so a member plays each day once and the board and streaks can be trusted.
 */

import { isCorrectGuess, normalizeGuess, TRIVIA_TIMER_SECONDS } from '@league/shared/domain/trivia';
import { DAILY_BOARD_SIZE, type DailyTriviaType, dailyStreaks } from '@league/shared/domain/trivia-daily';
import type {
  DailyBoard,
  DailyGuessBody,
  DailyGuessResult,
  DailyHistory,
  DailyPlay,
  DailyPuzzle,
  PublicDailyPuzzle,
} from '@league/shared/schemas/trivia-daily';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import {
  closeAbandoned,
  ending,
  finishedView,
  GRACE_SECONDS,
  memberView,
  type PlayState,
  resultOf,
  runningView,
  secondsSince,
} from './daily-play-views.ts';
import { type DailyTrivia, puzzleOf, type ReadyPuzzle, today } from './daily-puzzle-service.ts';
import {
  insertDailyPlay,
  selectDailyBoard,
  selectDailyPlay,
  selectDailyPuzzle,
  selectDailyResults,
  updateDailyPlay,
} from './daily-queries.ts';
import { spendPlayToken } from './daily-tokens.ts';
import { isKnownGuess, selectAnswer, selectGuessSuggestions } from './queries.ts';
import { EMPTY_GUESS, GAVE_UP, WRONG_GUESS } from './service.ts';

export const INVALID_PLAY =
  "This puzzle play is invalid or has expired. Reload the page to see today's puzzle.";
export const ALREADY_PLAYED = "You have already played this day's puzzle. A new one comes tomorrow.";
export const MOVED_ON = 'This puzzle moved on in another window. Reload the page to carry on from there.';
export const MEMBER_PLAY = 'This play is kept on a member account: log in to carry on with it.';
export const TIME_RAN_OUT = 'Time ran out!';

/** Today's puzzle without its hints: the same for everyone. */
export async function getPublicDailyPuzzle(ctx: DailyTrivia): Promise<PublicDailyPuzzle> {
  return publicView(await puzzleOf(ctx, today(ctx)));
}

/** Today's puzzle without its hints, and the member's play of it when there is one. */
export async function getDailyPuzzle(ctx: DailyTrivia, user: AuthUser | null): Promise<DailyPuzzle> {
  const puzzle = await puzzleOf(ctx, today(ctx));
  let play: DailyPlay | null = null;
  if (user) {
    await closeAbandoned(ctx, { userId: user.id });
    const row = await selectDailyPlay(ctx.db, user.id, puzzle.row.date);
    if (row) play = await memberView(ctx, puzzle, row, user);
  }
  return { ...publicView(puzzle), play };
}

function publicView(puzzle: ReadyPuzzle): PublicDailyPuzzle {
  return {
    date: puzzle.row.date,
    number: puzzle.row.number,
    type: puzzle.row.type,
    difficulty: puzzle.row.difficulty,
    hintCount: puzzle.hintCount,
    timerSeconds: TRIVIA_TIMER_SECONDS,
  };
}

/** Starts today's puzzle: the clock runs from now, the first hint shows. A member's started play resumes. */
export async function startDailyPuzzle(ctx: DailyTrivia, user: AuthUser | null): Promise<DailyPlay> {
  const puzzle = await puzzleOf(ctx, today(ctx));
  const startedAt = ctx.now();
  if (!user) return runningView(ctx, puzzle, { hintsUsed: 1, startedAt: startedAt.getTime() }, null);
  await closeAbandoned(ctx, { userId: user.id });
  const row = await insertDailyPlay(ctx.db, user.id, puzzle.row.date, {
    startedAt,
    hintsUsed: 1,
    hintCount: puzzle.hintCount,
  });
  return memberView(ctx, puzzle, row, user);
}

/**
 * A guess (or giving up) in a play. A right guess, giving up, the clock or a wrong guess on the last hint
 * ends it; any other wrong guess reveals the next hint.
 */
export async function guessDailyPuzzle(
  ctx: DailyTrivia,
  user: AuthUser | null,
  body: DailyGuessBody,
): Promise<DailyGuessResult> {
  const guess = body.guess.trim();
  if (guess === '' && !body.giveUp) throw badRequest(EMPTY_GUESS);
  const claims = ctx.tokens.verify(body.token);
  if (!claims) throw badRequest(INVALID_PLAY);
  // A member's play goes on only with that member's login; a guest's may be taken over by logging in.
  if (claims.userId !== null && !user) throw new AppError('UNAUTHORIZED', MEMBER_PLAY);
  if (claims.userId !== null && claims.userId !== user?.id) throw badRequest(INVALID_PLAY);
  const puzzle = await puzzleOf(ctx, claims.date);
  // Only a name the league knows is a guess: a typo is refused before anything moves, so it costs no hint.
  if (!body.giveUp && !(await isKnownGuess(ctx.db, puzzle.row.type, normalizeGuess(guess))))
    throw badRequest(unknownGuessMessage(puzzle.row.type, guess));

  let state: PlayState = { hintsUsed: claims.hintsUsed, startedAt: claims.startedAt };
  if (user) {
    // A member's play is the one the server keeps (started in this browser before logging in, it is kept now).
    const row = await insertDailyPlay(ctx.db, user.id, claims.date, {
      startedAt: new Date(claims.startedAt),
      hintsUsed: claims.hintsUsed,
      hintCount: puzzle.hintCount,
    });
    if (row.finishedAt) throw new AppError('CONFLICT', ALREADY_PLAYED);
    if (row.hintsUsed !== claims.hintsUsed) throw new AppError('CONFLICT', MOVED_ON);
    state = { hintsUsed: row.hintsUsed, startedAt: row.startedAt.getTime() };
  }
  if (state.hintsUsed < 1 || state.hintsUsed > puzzle.hintCount) throw badRequest(INVALID_PLAY);
  // Each step once: a token sent again (a replay trying another candidate, a double send) is refused.
  if (!(await spendPlayToken(ctx.db, body.token, claims, ctx.now())))
    throw new AppError('CONFLICT', MOVED_ON);

  const taken = secondsSince(ctx, state.startedAt);
  const answer = await selectAnswer(ctx.db, puzzle.row.type, puzzle.row.entityId);
  let next: { end: ReturnType<typeof ending>; message: string; correct: boolean } | null;
  if (taken > TRIVIA_TIMER_SECONDS + GRACE_SECONDS) {
    next = { end: ending(puzzle, state.hintsUsed, taken, 'timeout'), message: TIME_RAN_OUT, correct: false };
  } else if (answer !== null && guess !== '' && isCorrectGuess(puzzle.row.type, answer, guess)) {
    next = {
      end: ending(puzzle, state.hintsUsed, taken, 'correct'),
      message: `Correct! It was ${answer}.`,
      correct: true,
    };
  } else if (body.giveUp || state.hintsUsed >= puzzle.hintCount) {
    next = { end: ending(puzzle, state.hintsUsed, taken, 'failed'), message: GAVE_UP, correct: false };
  } else {
    next = null;
  }

  if (!next) {
    const moved = { hintsUsed: state.hintsUsed + 1, startedAt: state.startedAt };
    if (user) await advanceMemberPlay(ctx, user, puzzle, state.hintsUsed, { hintsUsed: moved.hintsUsed });
    return { correct: false, message: WRONG_GUESS, play: runningView(ctx, puzzle, moved, user) };
  }
  const { end } = next;
  if (user) {
    await advanceMemberPlay(ctx, user, puzzle, state.hintsUsed, {
      finishedAt: ctx.now(),
      solved: end.solved,
      secondsTaken: end.secondsTaken,
      score: end.score,
    });
  }
  return {
    correct: next.correct,
    message: next.message,
    play: await finishedView(ctx, puzzle, resultOf(puzzle, end)),
  };
}

async function advanceMemberPlay(
  ctx: DailyTrivia,
  user: AuthUser,
  puzzle: ReadyPuzzle,
  seenHintsUsed: number,
  change: Parameters<typeof updateDailyPlay>[4],
): Promise<void> {
  if (!(await updateDailyPlay(ctx.db, user.id, puzzle.row.date, seenHintsUsed, change)))
    throw new AppError('CONFLICT', MOVED_ON);
}

/** The refusal of a guess that names nobody (docs/product/trivia.md#daily-puzzle). */
export function unknownGuessMessage(type: DailyTriviaType, guess: string): string {
  return `No ${type} is named "${guess}": pick a name from the suggestions.`;
}

/** How many names the guess box suggests at most. */
export const GUESS_SUGGESTION_LIMIT = 8;

/** Names of the puzzle's kind that start with the typed text, for the guess box. */
export async function suggestGuesses(
  ctx: DailyTrivia,
  type: DailyTriviaType,
  typed: string,
): Promise<string[]> {
  const prefix = normalizeGuess(typed);
  if (prefix === '') return [];
  return (await selectGuessSuggestions(ctx.db, type, prefix, GUESS_SUGGESTION_LIMIT)).map((row) => row.name);
}

/** Members' finished plays of a day (today by default), best first. */
export async function dailyBoard(ctx: DailyTrivia, date?: string): Promise<DailyBoard> {
  const day = date ?? today(ctx);
  const puzzle = await selectDailyPuzzle(ctx.db, day);
  if (!puzzle) return { date: day, number: null, entries: [] };
  await closeAbandoned(ctx, { date: day });
  return { date: day, number: puzzle.number, entries: await selectDailyBoard(ctx.db, day, DAILY_BOARD_SIZE) };
}

/** A member's past results and streaks. */
export async function dailyHistory(ctx: DailyTrivia, user: AuthUser): Promise<DailyHistory> {
  await closeAbandoned(ctx, { userId: user.id });
  const results = await selectDailyResults(ctx.db, user.id);
  return { streaks: dailyStreaks(results, today(ctx)), results };
}
