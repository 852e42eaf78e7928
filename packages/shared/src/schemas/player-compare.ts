/**
 * GET /api/players/compare: up to four players' sums side by side (docs/product/compare.md#api), over
 * their career or one season.
 */
import { z } from 'zod';
import { parseComparedPlayers } from '../domain/player-compare.ts';
import { optionalPositiveInt } from './common.ts';
import { StatNumbersSchema } from './stats.ts';

export const PlayerCompareQuerySchema = z.object({
  /** `a,b,c`: one to four distinct player ids. */
  players: z
    .string({ error: 'players is required: one to four player ids, e.g. players=12,40' })
    .transform((raw, ctx) => {
      const parsed = parseComparedPlayers(raw);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message, input: raw });
        return z.NEVER;
      }
      if (parsed.ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'players needs at least one player id', input: raw });
        return z.NEVER;
      }
      return parsed.ids;
    }),
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
});
export type PlayerCompareQuery = z.output<typeof PlayerCompareQuerySchema>;

export const PlayerCompareEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  /** Games (stat lines) and sets of those games in scope: the divisors of per game / per set. */
  gamesPlayed: z.number().int(),
  setsPlayed: z.number().int(),
  totals: StatNumbersSchema,
});
export type PlayerCompareEntry = z.infer<typeof PlayerCompareEntrySchema>;

export const PlayerCompareResponseSchema = z.object({
  /** The season compared; null = career. */
  seasonNumber: z.number().int().nullable(),
  /** In the order asked for. */
  players: z.array(PlayerCompareEntrySchema),
});
export type PlayerCompareResponse = z.infer<typeof PlayerCompareResponseSchema>;
