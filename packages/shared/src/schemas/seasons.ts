import { z } from 'zod';
import { AwardSkinnySchema } from './awards.ts';
import { IsoDate, PageQuerySchema } from './common.ts';
import { GameBaseSchema, GameSkinnySchema } from './games.ts';
import { TeamBaseSchema } from './teams.ts';

export const SeasonSchema = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  theme: z.string(),
  image: z.string().nullable(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
});
export type Season = z.infer<typeof SeasonSchema>;

/** GET /api/seasons: each season with how much it holds, not the lists themselves. */
export const SeasonListItemSchema = SeasonSchema.extend({
  teamCount: z.number().int(),
  gameCount: z.number().int(),
  awardCount: z.number().int(),
});
export type SeasonListItem = z.infer<typeof SeasonListItemSchema>;

/** seasons/medium: seasons with their teams and games. */
export const SeasonMediumSchema = SeasonSchema.extend({
  teams: z.array(TeamBaseSchema),
  games: z.array(GameBaseSchema),
});
export type SeasonMedium = z.infer<typeof SeasonMediumSchema>;

/** Season page: teams by placement, games newest first, awards. */
export const SeasonDetailSchema = SeasonSchema.extend({
  teams: z.array(TeamBaseSchema),
  games: z.array(GameSkinnySchema),
  awards: z.array(AwardSkinnySchema),
});
export type SeasonDetail = z.infer<typeof SeasonDetailSchema>;

export const SeasonListQuerySchema = PageQuerySchema;
