import { z } from 'zod';
import { AwardSkinnySchema } from './awards.ts';
import { IsoDate, PageQuerySchema } from './common.ts';
import { GameBaseSchema, GameSkinnySchema } from './games.ts';
import { RosterPlayerSchema, TeamBaseSchema } from './teams.ts';

export const SeasonSchema = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  theme: z.string(),
  image: z.string().nullable(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
});
export type Season = z.infer<typeof SeasonSchema>;

/** The seasons page's list (GET /api/pages/seasons): each season with how much it holds, not the lists. */
export const SeasonListItemSchema = SeasonSchema.extend({
  teamCount: z.number().int(),
  gameCount: z.number().int(),
  awardCount: z.number().int(),
});
export type SeasonListItem = z.infer<typeof SeasonListItemSchema>;

/**
 * GET /api/seasons (legacy shape, docs/product/api-contract.md#legacy-shapes): each season with its counts
 * and its award objects (with their players and season).
 */
export const LegacySeasonListItemSchema = SeasonListItemSchema.extend({ awards: z.array(AwardSkinnySchema) });
export type LegacySeasonListItem = z.infer<typeof LegacySeasonListItemSchema>;

/** seasons/medium: seasons with their teams and games. */
export const SeasonMediumSchema = SeasonSchema.extend({
  teams: z.array(TeamBaseSchema),
  games: z.array(GameBaseSchema),
});
export type SeasonMedium = z.infer<typeof SeasonMediumSchema>;

/** Season page (GET /api/pages/seasons/{id}): teams by placement, games newest first, awards. */
export const SeasonDetailSchema = SeasonSchema.extend({
  teams: z.array(TeamBaseSchema),
  games: z.array(GameSkinnySchema),
  awards: z.array(AwardSkinnySchema),
});
export type SeasonDetail = z.infer<typeof SeasonDetailSchema>;

/** A season's team with its roster by name (legacy `teams[].players[]`). */
export const LegacySeasonTeamSchema = TeamBaseSchema.extend({ players: z.array(RosterPlayerSchema) });

/** GET /api/seasons/{id} (legacy shape): the season page's read model with each team's roster. */
export const LegacySeasonDetailSchema = SeasonDetailSchema.extend({ teams: z.array(LegacySeasonTeamSchema) });
export type LegacySeasonDetail = z.infer<typeof LegacySeasonDetailSchema>;

export const SeasonListQuerySchema = PageQuerySchema;
