/**
 * The daily trivia puzzle (docs/product/trivia.md#daily-puzzle). The day (in the league's time zone) names
 * the puzzle; its answer is drawn once from a random sequence keyed by the server's secret and the date, then
 * kept. A play reveals one hint per wrong guess and the answer only at the end; its state travels in a sealed
 * token, so guests need no storage, and members' plays are also kept, so a member plays each day once and the
 * board and streaks can be trusted.
 */

import { createHmac } from 'node:crypto';
import { addDaysToKey, todayKey } from '@league/shared/domain/day-keys';
import {
  isCorrectGuess,
  normalizeGuess,
  scoreTrivia,
  TRIVIA_TIMER_SECONDS,
  type TriviaOutcome,
  triviaHintCount,
} from '@league/shared/domain/trivia';
import {
  DAILY_BOARD_SIZE,
  DAILY_NO_REPEAT_DAYS,
  DAILY_TRIVIA_TYPES,
  type DailyCandidate,
  type DailyResult,
  type DailyTriviaType,
  dailyPuzzleNumber,
  dailyStreaks,
  drawDailyAnswer,
} from '@league/shared/domain/trivia-daily';
import { arrangeHints } from '@league/shared/domain/trivia-hints';
import type {
  DailyBoard,
  DailyGuessBody,
  DailyGuessResult,
  DailyHistory,
  DailyPlay,
  DailyPuzzle,
} from '@league/shared/schemas/trivia-daily';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import {
  type DailyPlayRow,
  type DailyPuzzleRow,
  finishAbandonedPlays,
  insertDailyPlay,
  insertDailyPuzzle,
  replaceDailyAnswer,
  selectDailyBoard,
  selectDailyPlay,
  selectDailyPuzzle,
  selectDailyResults,
  selectFirstPuzzleDate,
  selectPastAnswers,
  updateDailyPlay,
} from './daily-queries.ts';
import { createDailyTokens, type DailyTokens, spendPlayToken } from './daily-tokens.ts';
import { isKnownGuess, selectAnswer, selectCandidateCounts, selectGuessSuggestions } from './queries.ts';
import { buildHints, difficultyOf, EMPTY_GUESS, GAVE_UP, WRONG_GUESS } from './service.ts';

export const NO_DAILY_PUZZLE = 'There is no daily puzzle yet: the league needs players or teams first.';
export const INVALID_PLAY =
  "This puzzle play is invalid or has expired. Reload the page to see today's puzzle.";
export const ALREADY_PLAYED = "You have already played this day's puzzle. A new one comes tomorrow.";
export const MOVED_ON = 'This puzzle moved on in another window. Reload the page to carry on from there.';
export const MEMBER_PLAY = 'This play is kept on a member account: log in to carry on with it.';
export const TIME_RAN_OUT = 'Time ran out!';
/** A guess sent as the clock reaches zero still counts: the request takes a moment to arrive. */
const GRACE_SECONDS = 5;

export interface DailyTrivia {
  db: Db;
  tokens: DailyTokens;
  /** Keys the day's random draws: nobody can work out tomorrow's answer from the date. */
  secret: Uint8Array;
  timeZone: string;
  now: () => Date;
}

/** The daily puzzle's context for an app: the secret every instance shares, the league's time zone. */
export function createDailyTrivia(
  db: Db,
  secret: Uint8Array,
  timeZone: string,
  now: () => Date = () => new Date(),
): DailyTrivia {
  return { db, tokens: createDailyTokens(secret, now), secret, timeZone, now };
}

/** A repeatable sequence of numbers in [0, 1) for a purpose and day (mulberry32 over an HMAC seed). */
function dayRandom(secret: Uint8Array, purpose: string, date: string): () => number {
  let state = createHmac('sha256', secret).update(`${purpose}:${date}`).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function dailyCandidates(db: Db): Promise<DailyCandidate[]> {
  const lists = await Promise.all(
    DAILY_TRIVIA_TYPES.map(async (type) =>
      (await selectCandidateCounts(db, type)).map(({ id, count }) => ({
        type,
        id,
        difficulty: difficultyOf(type, count),
      })),
    ),
  );
  return lists.flat();
}

async function drawPuzzle(ctx: DailyTrivia, date: string, number: number): Promise<DailyPuzzleRow> {
  const history = await selectPastAnswers(ctx.db, addDaysToKey(date, -DAILY_NO_REPEAT_DAYS), date);
  const answer = drawDailyAnswer(
    date,
    await dailyCandidates(ctx.db),
    history,
    dayRandom(ctx.secret, 'daily-trivia-answer', date),
  );
  if (!answer) throw new AppError('NOT_FOUND', NO_DAILY_PUZZLE);
  return { date, number, type: answer.type, entityId: answer.id, difficulty: answer.difficulty };
}

interface ReadyPuzzle {
  row: DailyPuzzleRow;
  hints: string[];
  hintCount: number;
}

/** The day's hints, in the same order for everyone (null when its answer has left the league). */
async function puzzleHints(ctx: DailyTrivia, row: DailyPuzzleRow): Promise<ReadyPuzzle | null> {
  const built = await buildHints(ctx.db, row.type, row.entityId);
  if (!built) return null;
  const hintCount = triviaHintCount(row.type, row.difficulty, built.length);
  const hints = arrangeHints(built, dayRandom(ctx.secret, 'daily-trivia-hints', row.date)).slice(
    0,
    hintCount,
  );
  return { row, hints, hintCount };
}

/** A day's puzzle: the kept one, or drawn now for a day that has none yet. */
async function puzzleOf(ctx: DailyTrivia, date: string): Promise<ReadyPuzzle> {
  let row = await selectDailyPuzzle(ctx.db, date);
  if (!row) {
    const first = await selectFirstPuzzleDate(ctx.db);
    await insertDailyPuzzle(ctx.db, await drawPuzzle(ctx, date, first ? dailyPuzzleNumber(first, date) : 1));
    // Another instance may have kept its draw first: the kept one is the day's.
    row = await selectDailyPuzzle(ctx.db, date);
    if (!row) throw new Error('daily puzzle vanished after insert');
  }
  const ready = await puzzleHints(ctx, row);
  if (ready) return ready;
  // The answer was deleted from the league: the day gets another one.
  const redrawn = await drawPuzzle(ctx, date, row.number);
  await replaceDailyAnswer(ctx.db, redrawn);
  const again = await puzzleHints(ctx, redrawn);
  if (!again) throw new AppError('NOT_FOUND', NO_DAILY_PUZZLE);
  return again;
}

const today = (ctx: DailyTrivia) => todayKey(ctx.timeZone, ctx.now());

function secondsSince(ctx: DailyTrivia, startedAt: number): number {
  return Math.max(0, Math.floor((ctx.now().getTime() - startedAt) / 1000));
}

interface PlayState {
  hintsUsed: number;
  startedAt: number;
}

function resultOf(
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

function runningView(
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

async function finishedView(ctx: DailyTrivia, puzzle: ReadyPuzzle, result: DailyResult): Promise<DailyPlay> {
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
function ending(puzzle: ReadyPuzzle, hintsUsed: number, secondsTaken: number, outcome: TriviaOutcome) {
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
function closeAbandoned(ctx: DailyTrivia, scope: { userId: number } | { date: string }) {
  const before = new Date(ctx.now().getTime() - (TRIVIA_TIMER_SECONDS + GRACE_SECONDS) * 1000);
  return finishAbandonedPlays(ctx.db, scope, before, TRIVIA_TIMER_SECONDS);
}

/** A member's play as the page shows it: still running, or over with its result and answer. */
async function memberView(
  ctx: DailyTrivia,
  puzzle: ReadyPuzzle,
  row: DailyPlayRow,
  user: AuthUser,
): Promise<DailyPlay> {
  const result = rowResult(puzzle, row);
  if (result) return finishedView(ctx, puzzle, result);
  return runningView(ctx, puzzle, { hintsUsed: row.hintsUsed, startedAt: row.startedAt.getTime() }, user);
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
  return {
    date: puzzle.row.date,
    number: puzzle.row.number,
    type: puzzle.row.type,
    difficulty: puzzle.row.difficulty,
    hintCount: puzzle.hintCount,
    timerSeconds: TRIVIA_TIMER_SECONDS,
    play,
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
