/**
 * The bracket challenge's contract (docs/product/pickem.md#bracket-challenge): a season's brackets with their
 * lock, results, splits once locked and board; a member's own filled bracket.
 */
import { z } from 'zod';
import { IsoDateTime, optionalPositiveInt, wholeNumber } from './common.ts';

export const BRACKET_PICKS_MESSAGE = 'picks must name each slot’s winner, such as {"W1-1": "Golden Wolves"}';

/** How many slots a filled bracket may name: three divisions of 16 teams, double elimination (31 slots each). */
export const MAX_BRACKET_PICKS = 100;

/** `{seasonNumber, picks: {slotId: team}}`: the whole bracket; the server checks it against the season's. */
export const BracketEntryBodySchema = z.object({
  seasonNumber: wholeNumber('seasonNumber must be a positive whole number'),
  picks: z
    .record(
      z.string().min(1).max(40, 'A slot id is at most 40 characters'),
      z.string({ error: BRACKET_PICKS_MESSAGE }).trim().min(1, BRACKET_PICKS_MESSAGE).max(100),
      { error: BRACKET_PICKS_MESSAGE },
    )
    .refine((picks) => Object.keys(picks).length <= MAX_BRACKET_PICKS, {
      message: `A bracket names at most ${MAX_BRACKET_PICKS} slots`,
    }),
});
export type BracketEntryBody = z.infer<typeof BracketEntryBodySchema>;

/** `?seasonNumber=`: without it, the current season. */
export const BracketChallengeQuerySchema = z.object({
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
});

const EntrantSchema = z.union([
  z.object({ team: z.string() }),
  z.object({ winnerOf: z.string() }),
  z.object({ loserOf: z.string() }),
]);

const SplitRowSchema = z.object({ team: z.string(), picks: z.number().int(), percent: z.number().int() });

export const ChallengeSlotSchema = z.object({
  id: z.string(),
  entrants: z.tuple([EntrantSchema, EntrantSchema]),
  /** What the season's results say so far: the two teams once known, the winner once played. */
  teams: z.tuple([z.string().nullable(), z.string().nullable()]),
  winner: z.string().nullable(),
  /** False for a Bracket Reset the season did not play (yet). */
  played: z.boolean(),
  /** How the members' brackets split on this slot: null until the lock. */
  split: z.array(SplitRowSchema).nullable(),
});

export const ChallengeRoundSchema = z.object({
  stage: z.string(),
  label: z.string(),
  points: z.number().int(),
  reset: z.boolean(),
  slots: z.array(ChallengeSlotSchema),
});

export const ChallengeBracketSchema = z.object({
  division: z.string().nullable(),
  format: z.enum(['double', 'single']),
  rounds: z.array(ChallengeRoundSchema),
});
export type ChallengeBracketView = z.infer<typeof ChallengeBracketSchema>;

export const BracketLeaderRowSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  correct: z.number().int(),
});

export const BracketChallengeReadSchema = z.object({
  seasonNumber: z.number().int(),
  /** The server's clock when it answered: the page counts down to the lock from it. */
  serverTime: IsoDateTime,
  /** The first playoff match's start; null without playoff matches. */
  lockAt: IsoDateTime.nullable(),
  locked: z.boolean(),
  /** Why the bracket cannot be filled yet; null when it can (or could, before the lock). */
  waiting: z.string().nullable(),
  /** How many members filled a bracket. */
  entries: z.number().int(),
  brackets: z.array(ChallengeBracketSchema),
  leaderboard: z.array(BracketLeaderRowSchema),
});
export type BracketChallengeRead = z.infer<typeof BracketChallengeReadSchema>;

/** The caller's filled bracket; `points` and `correct` null until a playoff result decides a slot. */
export const BracketEntrySchema = z.object({
  seasonNumber: z.number().int(),
  picks: z.record(z.string(), z.string()),
  points: z.number().int().nullable(),
  correct: z.number().int().nullable(),
  updatedAt: IsoDateTime,
});
export type BracketEntry = z.infer<typeof BracketEntrySchema>;

export const MyBracketEntrySchema = z.object({ entry: BracketEntrySchema.nullable() });
export type MyBracketEntry = z.infer<typeof MyBracketEntrySchema>;
