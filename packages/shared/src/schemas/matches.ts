import { z } from 'zod';
import { IsoDateTime, SeasonRefSchema } from './common.ts';

export const MatchSchema = z.object({
  id: z.number().int(),
  matchNumber: z.string(),
  status: z.string(),
  round: z.string(),
  phase: z.string(),
  region: z.string(),
  date: IsoDateTime,
  tags: z.array(z.string()),
  team1Name: z.string(),
  team2Name: z.string(),
  team1LogoUrl: z.string().nullable(),
  team2LogoUrl: z.string().nullable(),
  team1Score: z.number().int().nullable(),
  team2Score: z.number().int().nullable(),
  set1Score: z.string().nullable(),
  set2Score: z.string().nullable(),
  set3Score: z.string().nullable(),
  set4Score: z.string().nullable(),
  set5Score: z.string().nullable(),
  seasonId: z.number().int(),
  season: SeasonRefSchema,
});
export type Match = z.infer<typeof MatchSchema>;
