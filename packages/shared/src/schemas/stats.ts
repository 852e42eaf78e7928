import { z } from 'zod';
import { STAT_FIELDS, type StatField } from '../domain/league.ts';
import { optionalPositiveInt, optionalText, PageQuerySchema, PlayerRefSchema } from './common.ts';

const count = z.number().int().min(0);
/** The 13 recorded numbers of a stat line, or their sums. */
export const StatNumbersSchema = z.object(
  Object.fromEntries(STAT_FIELDS.map((f) => [f, count])) as Record<StatField, typeof count>,
);

export const StatLineSchema = StatNumbersSchema.extend({
  id: z.number().int(),
  gameId: z.number().int(),
  playerId: z.number().int(),
  player: PlayerRefSchema,
});
export type StatLine = z.infer<typeof StatLineSchema>;

/** GET /api/stats rows (legacy shape): the line with its player and where its game sits. */
export const StatEntrySchema = StatLineSchema.extend({
  game: z.object({
    id: z.number().int(),
    seasonId: z.number().int(),
    seasonNumber: z.number().int(),
    stage: z.string().nullable(),
  }),
});
export type StatEntry = z.infer<typeof StatEntrySchema>;

/**
 * Filters of the portal's stats table: `q` is a player name fragment, or a number matching a game id or
 * a player id.
 */
export const StatListQuerySchema = PageQuerySchema.extend({
  q: optionalText(),
  gameId: optionalPositiveInt('gameId must be a positive whole number'),
  playerId: optionalPositiveInt('playerId must be a positive whole number'),
});
export type StatListQuery = z.infer<typeof StatListQuerySchema>;
