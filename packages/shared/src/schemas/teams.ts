import { z } from 'zod';
import { SeasonSummarySchema } from './seasons.ts';

export const TeamBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  placement: z.string(),
  logoUrl: z.string().nullable(),
  seasonId: z.number().int(),
});
export type TeamBase = z.infer<typeof TeamBaseSchema>;

export const TeamWithSeasonSchema = TeamBaseSchema.extend({ season: SeasonSummarySchema });
export type TeamWithSeason = z.infer<typeof TeamWithSeasonSchema>;

export const RosterPlayerSchema = z.object({ id: z.number().int(), name: z.string(), position: z.string() });
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>;

export const TeamMediumSchema = TeamWithSeasonSchema.extend({ players: z.array(RosterPlayerSchema) });
export type TeamMedium = z.infer<typeof TeamMediumSchema>;
