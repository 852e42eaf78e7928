import { z } from 'zod';
import { IsoDate } from './common.ts';

export const SeasonSchema = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  theme: z.string(),
  image: z.string().nullable(),
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
});
export type Season = z.infer<typeof SeasonSchema>;

/** Season summary with a theme and start date, embedded in teams (public §3). */
export const SeasonSummarySchema = SeasonSchema.pick({
  id: true,
  seasonNumber: true,
  theme: true,
  startDate: true,
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;
