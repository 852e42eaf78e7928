import { z } from 'zod';
import { IsoDateTime, SeasonRefSchema } from './common.ts';

export const AwardBaseSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: IsoDateTime,
  seasonId: z.number().int(),
});
export type AwardBase = z.infer<typeof AwardBaseSchema>;

export const AwardPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), season: SeasonRefSchema })),
});

/** awards/skinny: awards with their players and season. */
export const AwardSkinnySchema = AwardBaseSchema.extend({
  season: SeasonRefSchema,
  players: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AwardSkinny = z.infer<typeof AwardSkinnySchema>;

/** Full award: players with their teams and the seasons of those teams. */
export const AwardSchema = AwardBaseSchema.extend({
  season: SeasonRefSchema,
  players: z.array(AwardPlayerSchema),
});
export type Award = z.infer<typeof AwardSchema>;
