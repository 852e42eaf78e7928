/**
 * Daily trivia storage (docs/product/trivia.md#daily-puzzle): the puzzle of each day, drawn once and kept,
 * and members' plays, kept for streaks and the daily board.
 */

import type { TriviaDifficulty } from '@league/shared/domain/trivia';
import type { DailyPastAnswer, DailyResult, DailyTriviaType } from '@league/shared/domain/trivia-daily';
import type { DailyBoardEntry } from '@league/shared/schemas/trivia-daily';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { triviaDailyPlays, triviaDailyPuzzles, triviaSpentTokens } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

export interface DailyPuzzleRow {
  date: string;
  number: number;
  type: DailyTriviaType;
  entityId: number;
  difficulty: TriviaDifficulty;
}

const puzzleColumns = {
  date: triviaDailyPuzzles.puzzleDate,
  number: triviaDailyPuzzles.number,
  type: triviaDailyPuzzles.entityType,
  entityId: triviaDailyPuzzles.entityId,
  difficulty: triviaDailyPuzzles.difficulty,
};

export async function selectDailyPuzzle(db: Db, date: string): Promise<DailyPuzzleRow | null> {
  const [row] = await db
    .select(puzzleColumns)
    .from(triviaDailyPuzzles)
    .where(eq(triviaDailyPuzzles.puzzleDate, date));
  return (row as DailyPuzzleRow | undefined) ?? null;
}

/** The day of the league's first daily puzzle, or null before there was one. */
export async function selectFirstPuzzleDate(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ first: string | null }>(
    db,
    sql`select min(puzzle_date)::text as first from trivia_daily_puzzles`,
  );
  return row?.first ?? null;
}

/** The answers of the days from `from` up to, not including, `before`. */
export function selectPastAnswers(db: Db, from: string, before: string): Promise<DailyPastAnswer[]> {
  return queryRows<DailyPastAnswer>(
    db,
    sql`select puzzle_date::text as date, entity_type as type, entity_id as id from trivia_daily_puzzles
        where puzzle_date >= ${from} and puzzle_date < ${before} order by puzzle_date`,
  );
}

/** Keeps the day's puzzle unless another request kept one first (then that one stands). */
export async function insertDailyPuzzle(db: Db, puzzle: DailyPuzzleRow): Promise<void> {
  await db
    .insert(triviaDailyPuzzles)
    .values({
      puzzleDate: puzzle.date,
      number: puzzle.number,
      entityType: puzzle.type,
      entityId: puzzle.entityId,
      difficulty: puzzle.difficulty,
    })
    .onConflictDoNothing();
}

/**
 * Gives a day a new answer (its old one was deleted from the league). Plays still running were about the old
 * answer and start again; finished ones stay.
 */
export async function replaceDailyAnswer(db: Db, puzzle: DailyPuzzleRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(triviaDailyPuzzles)
      .set({ entityType: puzzle.type, entityId: puzzle.entityId, difficulty: puzzle.difficulty })
      .where(eq(triviaDailyPuzzles.puzzleDate, puzzle.date));
    await tx
      .delete(triviaDailyPlays)
      .where(and(eq(triviaDailyPlays.puzzleDate, puzzle.date), isNull(triviaDailyPlays.finishedAt)));
  });
}

export interface DailyPlayRow {
  startedAt: Date;
  hintsUsed: number;
  hintCount: number;
  finishedAt: Date | null;
  solved: boolean;
  secondsTaken: number | null;
  score: number | null;
}

const playColumns = {
  startedAt: triviaDailyPlays.startedAt,
  hintsUsed: triviaDailyPlays.hintsUsed,
  hintCount: triviaDailyPlays.hintCount,
  finishedAt: triviaDailyPlays.finishedAt,
  solved: triviaDailyPlays.solved,
  secondsTaken: triviaDailyPlays.secondsTaken,
  score: triviaDailyPlays.score,
};

const playOf = (userId: number, date: string) =>
  and(eq(triviaDailyPlays.userId, userId), eq(triviaDailyPlays.puzzleDate, date));

export async function selectDailyPlay(db: Db, userId: number, date: string): Promise<DailyPlayRow | null> {
  const [row] = await db.select(playColumns).from(triviaDailyPlays).where(playOf(userId, date));
  return row ?? null;
}

/** Starts a member's play of a day, unless one was started already; answers the play that stands. */
export async function insertDailyPlay(
  db: Db,
  userId: number,
  date: string,
  start: { startedAt: Date; hintsUsed: number; hintCount: number },
): Promise<DailyPlayRow> {
  await db
    .insert(triviaDailyPlays)
    .values({ userId, puzzleDate: date, ...start })
    .onConflictDoNothing();
  const play = await selectDailyPlay(db, userId, date);
  if (!play) throw new Error('daily play vanished after insert');
  return play;
}

/**
 * Moves a running play on, only from the state the caller saw (`hintsUsed`): a second window acting on the
 * same play gets null instead of a double step.
 */
export async function updateDailyPlay(
  db: Db,
  userId: number,
  date: string,
  seenHintsUsed: number,
  change: Partial<Omit<DailyPlayRow, 'startedAt' | 'hintCount'>>,
): Promise<DailyPlayRow | null> {
  const [row] = await db
    .update(triviaDailyPlays)
    .set(change)
    .where(
      and(
        playOf(userId, date),
        eq(triviaDailyPlays.hintsUsed, seenHintsUsed),
        isNull(triviaDailyPlays.finishedAt),
      ),
    )
    .returning(playColumns);
  return row ?? null;
}

/**
 * Plays left running past the clock (a closed tab) end as not solved, so boards and streaks see them: those
 * of one member, or of one day, whichever the read is about.
 */
export async function finishAbandonedPlays(
  db: Db,
  scope: { userId: number } | { date: string },
  startedBefore: Date,
  timerSeconds: number,
): Promise<void> {
  await db
    .update(triviaDailyPlays)
    .set({
      finishedAt: sql`${triviaDailyPlays.startedAt} + make_interval(secs => ${timerSeconds})`,
      solved: false,
      secondsTaken: timerSeconds,
      score: 0,
    })
    .where(
      and(
        'userId' in scope
          ? eq(triviaDailyPlays.userId, scope.userId)
          : eq(triviaDailyPlays.puzzleDate, scope.date),
        isNull(triviaDailyPlays.finishedAt),
        lt(triviaDailyPlays.startedAt, startedBefore),
      ),
    );
}

/** A day's finished plays, best first: higher score, then quicker, then earlier. */
export function selectDailyBoard(db: Db, date: string, limit: number): Promise<DailyBoardEntry[]> {
  return queryRows<DailyBoardEntry>(
    db,
    sql`select (rank() over (order by pl.score desc, pl.seconds_taken asc))::int as rank, u.username,
               pl.solved, pl.hints_used as "hintsUsed", pl.hint_count as "hintCount",
               pl.seconds_taken as "secondsTaken", pl.score
        from trivia_daily_plays pl join users u on u.id = pl.user_id
        where pl.puzzle_date = ${date} and pl.finished_at is not null
        order by pl.score desc, pl.seconds_taken asc, pl.finished_at asc, u.id
        limit ${limit}`,
  );
}

/** A member's finished plays, newest first. */
export function selectDailyResults(db: Db, userId: number): Promise<DailyResult[]> {
  return queryRows<DailyResult>(
    db,
    sql`select pl.puzzle_date::text as date, pz.number, pl.solved, pl.hints_used as "hintsUsed",
               pl.hint_count as "hintCount", pl.seconds_taken as "secondsTaken", pl.score
        from trivia_daily_plays pl join trivia_daily_puzzles pz on pz.puzzle_date = pl.puzzle_date
        where pl.user_id = ${userId} and pl.finished_at is not null
        order by pl.puzzle_date desc`,
  );
}

/**
 * Marks a token used; answers false when it was used already (a replay, or a second request racing this
 * one: the primary key lets exactly one of them in).
 */
export async function spendToken(db: Db, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insert(triviaSpentTokens)
    .values({ tokenHash, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: triviaSpentTokens.tokenHash });
  return spent.length === 1;
}

/** Forgets the used tokens that have expired anyway (a replay of one is refused as expired). */
export async function deleteExpiredSpentTokens(db: Db, now: Date): Promise<void> {
  await db.delete(triviaSpentTokens).where(lt(triviaSpentTokens.expiresAt, now));
}
