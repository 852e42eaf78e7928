/**
 * The day's puzzle (docs/product/trivia.md#daily-puzzle). The day (in the league's time zone) names the
 * puzzle; its answer is drawn once from a random sequence keyed by the server's secret and the date, then
 * kept, and its hints come in the same order for everyone.
 */
import { createHmac } from 'node:crypto';
import { addDaysToKey, todayKey } from '@league/shared/domain/day-keys';
import { triviaHintCount } from '@league/shared/domain/trivia';
import {
  DAILY_NO_REPEAT_DAYS,
  DAILY_TRIVIA_TYPES,
  type DailyCandidate,
  dailyPuzzleNumber,
  drawDailyAnswer,
} from '@league/shared/domain/trivia-daily';
import { arrangeHints } from '@league/shared/domain/trivia-hints';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  type DailyPuzzleRow,
  insertDailyPuzzle,
  replaceDailyAnswer,
  selectDailyPuzzle,
  selectFirstPuzzleDate,
  selectPastAnswers,
} from './daily-queries.ts';
import { createDailyTokens, type DailyTokens } from './daily-tokens.ts';
import { selectCandidateCounts } from './queries.ts';
import { buildHints, difficultyOf } from './service.ts';

export const NO_DAILY_PUZZLE = 'There is no daily puzzle yet: the league needs players or teams first.';

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

export interface ReadyPuzzle {
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
export async function puzzleOf(ctx: DailyTrivia, date: string): Promise<ReadyPuzzle> {
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

export const today = (ctx: DailyTrivia) => todayKey(ctx.timeZone, ctx.now());
