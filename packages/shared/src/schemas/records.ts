import { z } from 'zod';
import { IsoDateTime, SeasonRefSchema } from './common.ts';

export const RecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(['game', 'season']),
  record: z.string(),
  rank: z.number().int(),
  value: z.number(),
  date: IsoDateTime.nullable(),
  gameId: z.number().int().nullable(),
  player: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  season: SeasonRefSchema.nullable(),
});
export type LeagueRecord = z.infer<typeof RecordSchema>;
