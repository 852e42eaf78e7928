/**
 * Trivia calls (docs/product/trivia.md#pages, docs/product/trivia.md#api). An item carries only server-built
 * hints and an opaque round token: never the answer, nor the entity id (which would reveal it through
 * /api/players/{id}).
 */
import { z } from 'zod';
import { TRIVIA_DIFFICULTIES, TRIVIA_TYPES } from '../domain/trivia.ts';

export const TriviaTypeSchema = z.enum(TRIVIA_TYPES, { error: 'type must be player, team or season' });
export const TriviaDifficultySchema = z.enum(TRIVIA_DIFFICULTIES, {
  error: 'difficulty must be easy, medium, hard or impossible',
});

export const TriviaItemParamsSchema = z.object({ type: TriviaTypeSchema });

export const TriviaItemQuerySchema = z.object({
  difficulty: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    TriviaDifficultySchema,
  ),
});

export const TriviaItemSchema = z.object({
  /** Opaque, signed round token to send back with the guess; expires after a while. */
  id: z.string(),
  type: TriviaTypeSchema,
  /** The item's real difficulty: the requested one, or the nearest available (scores use this one). */
  difficulty: TriviaDifficultySchema,
  /** How many hints the round may reveal; equals hints.length. */
  hintCount: z.number().int().min(1),
  /** First hint fixed (the first letter, free), the rest in a shuffled order. */
  hints: z.array(z.string()),
});
export type TriviaItem = z.infer<typeof TriviaItemSchema>;

export const TriviaGuessBodySchema = z.object({
  type: TriviaTypeSchema,
  id: z.string({ error: 'id must be the round token of a trivia item' }).min(1).max(1000),
  /** Trimmed by the server; may be empty only when giving up. */
  guess: z.string({ error: 'guess must be text' }).max(200, 'guess is too long').default(''),
  /** Give up (also sent when the timer runs out or the hints are exhausted): the answer is revealed. */
  giveUp: z.boolean().optional(),
});
export type TriviaGuessBody = z.infer<typeof TriviaGuessBodySchema>;

export const TriviaGuessResultSchema = z.object({
  correct: z.boolean(),
  /** Present only when the guess is correct or the player gave up. */
  answer: z.string().optional(),
  message: z.string(),
});
export type TriviaGuessResult = z.infer<typeof TriviaGuessResultSchema>;
