import { z } from 'zod';
import { IsoDateTime, SeasonRefSchema } from './common.ts';

export const GameTeamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});

export const GameBaseSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  date: IsoDateTime,
  stage: z.string().nullable(),
  seasonId: z.number().int(),
  team1Id: z.number().int(),
  team2Id: z.number().int(),
  team1Score: z.number().int(),
  team2Score: z.number().int(),
  videoUrl: z.string().nullable(),
});
export type GameBase = z.infer<typeof GameBaseSchema>;

/** games/skinny: a game with its season and its two teams in order (team 1 first). */
export const GameSkinnySchema = GameBaseSchema.extend({
  season: SeasonRefSchema,
  teams: z.array(GameTeamRefSchema),
});
export type GameSkinny = z.infer<typeof GameSkinnySchema>;
