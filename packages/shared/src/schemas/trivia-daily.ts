/**
 * Daily trivia calls (docs/product/trivia.md#daily-puzzle). Hints come one at a time, each wrong guess
 * bringing the next, and the answer only once the puzzle is over; the state of a play travels in a sealed
 * token, which for members the server also keeps.
 */
import { z } from 'zod';
import { DAILY_TRIVIA_TYPES, type DailyResult } from '../domain/trivia-daily.ts';
import { calendarDate } from './common.ts';
import { TriviaDifficultySchema } from './trivia.ts';

export const DailyTriviaTypeSchema = z.enum(DAILY_TRIVIA_TYPES);

const DayKeySchema = calendarDate({ format: 'Use a calendar date in the format YYYY-MM-DD' });

/** A finished daily puzzle: how it went, as kept in the browser and on a member's account. */
export const DailyResultSchema = z.object({
  date: z.string(),
  number: z.number().int(),
  solved: z.boolean(),
  hintsUsed: z.number().int(),
  hintCount: z.number().int(),
  secondsTaken: z.number().int(),
  score: z.number().int(),
}) satisfies z.ZodType<DailyResult>;

export const DailyPlaySchema = z.object({
  status: z.enum(['playing', 'solved', 'failed']),
  /** Send it with the next guess; null once the puzzle is over. */
  token: z.string().nullable(),
  /** The hints revealed so far, in order. */
  hints: z.array(z.string()),
  /** Seconds left on the clock when this answer was made (0 once over). */
  secondsLeft: z.number().int(),
  /** Only once the puzzle is over. */
  answer: z.string().nullable(),
  result: DailyResultSchema.nullable(),
});
export type DailyPlay = z.infer<typeof DailyPlaySchema>;

/** Today's puzzle as everyone sees it: what is to be guessed and how, without hints or any play. */
export const PublicDailyPuzzleSchema = z.object({
  date: z.string(),
  number: z.number().int(),
  type: DailyTriviaTypeSchema,
  difficulty: TriviaDifficultySchema,
  hintCount: z.number().int(),
  timerSeconds: z.number().int(),
});
export type PublicDailyPuzzle = z.infer<typeof PublicDailyPuzzleSchema>;

/** Today's puzzle with the asking member's play of it. */
export const DailyPuzzleSchema = PublicDailyPuzzleSchema.extend({
  /** The logged-in member's play of today's puzzle; null for guests and before starting. */
  play: DailyPlaySchema.nullable(),
});
export type DailyPuzzle = z.infer<typeof DailyPuzzleSchema>;

export const DailyGuessBodySchema = z.object({
  token: z.string({ error: 'token must be the token of a daily puzzle play' }).min(1).max(1000),
  guess: z.string({ error: 'guess must be text' }).max(200, 'guess is too long').default(''),
  /** Give up (also sent when the clock runs out): the puzzle ends and the answer is revealed. */
  giveUp: z.boolean().optional(),
});
export type DailyGuessBody = z.infer<typeof DailyGuessBodySchema>;

export const DailyGuessResultSchema = z.object({
  correct: z.boolean(),
  message: z.string(),
  play: DailyPlaySchema,
});
export type DailyGuessResult = z.infer<typeof DailyGuessResultSchema>;

/** The guess box's suggestions: names of a kind that start with the typed text. */
export const DailyGuessSuggestionsQuerySchema = z.object({
  type: DailyTriviaTypeSchema,
  q: z.string().trim().min(1, 'Type at least one letter').max(100, 'At most 100 characters'),
});
export const DailyGuessSuggestionsSchema = z.array(z.string());

export const DailyBoardQuerySchema = z.object({ date: DayKeySchema.optional() });

export const DailyBoardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  solved: z.boolean(),
  hintsUsed: z.number().int(),
  hintCount: z.number().int(),
  secondsTaken: z.number().int(),
  score: z.number().int(),
});
export type DailyBoardEntry = z.infer<typeof DailyBoardEntrySchema>;

export const DailyBoardSchema = z.object({
  date: z.string(),
  /** Null when that day had no puzzle. */
  number: z.number().int().nullable(),
  entries: z.array(DailyBoardEntrySchema),
});
export type DailyBoard = z.infer<typeof DailyBoardSchema>;

export const DailyHistorySchema = z.object({
  streaks: z.object({
    current: z.number().int(),
    best: z.number().int(),
    played: z.number().int(),
    solved: z.number().int(),
  }),
  /** Newest first. */
  results: z.array(DailyResultSchema),
});
export type DailyHistory = z.infer<typeof DailyHistorySchema>;
