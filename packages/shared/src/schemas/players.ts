import { z } from 'zod';
import { TeamWithSeasonSchema } from './teams.ts';

export const PlayerBaseSchema = z.object({ id: z.number().int(), name: z.string(), position: z.string() });
export type PlayerBase = z.infer<typeof PlayerBaseSchema>;

export const PlayerMediumSchema = PlayerBaseSchema.extend({ teams: z.array(TeamWithSeasonSchema) });
export type PlayerMedium = z.infer<typeof PlayerMediumSchema>;
