import { z } from 'zod';
import {
  IsoDateTime,
  optionalPositiveInt,
  optionalText,
  PageQuerySchema,
  PlayerRefSchema,
  SeasonRefSchema,
} from './common.ts';

export const AwardBaseSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: IsoDateTime,
  seasonId: z.number().int(),
});
export type AwardBase = z.infer<typeof AwardBaseSchema>;

export const AwardPlayerTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  season: SeasonRefSchema,
});

export const AwardPlayerSchema = PlayerRefSchema.extend({ teams: z.array(AwardPlayerTeamSchema) });
export type AwardPlayer = z.infer<typeof AwardPlayerSchema>;

/** awards/skinny: awards with their players and season. */
export const AwardSkinnySchema = AwardBaseSchema.extend({
  season: SeasonRefSchema,
  players: z.array(PlayerRefSchema),
});
export type AwardSkinny = z.infer<typeof AwardSkinnySchema>;

/** Full award: players with their teams and the seasons of those teams. */
export const AwardSchema = AwardBaseSchema.extend({
  season: SeasonRefSchema,
  players: z.array(AwardPlayerSchema),
});
export type Award = z.infer<typeof AwardSchema>;

/** Award page: the type's fixed description and each recipient's team in the award's season. */
export const AwardDetailSchema = AwardSchema.extend({
  typeDescription: z.string(),
  players: z.array(
    AwardPlayerSchema.extend({
      team: z
        .object({
          id: z.number().int(),
          name: z.string(),
          placement: z.string(),
          logoUrl: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type AwardDetail = z.infer<typeof AwardDetailSchema>;

/** `q` is a recipient's name fragment; `type` matches exactly, ignoring case. */
export const AwardListQuerySchema = PageQuerySchema.extend({
  q: optionalText(),
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  type: optionalText(),
});
export type AwardListQuery = z.infer<typeof AwardListQuerySchema>;
