import { z } from 'zod';
import { STAT_FIELDS, type StatField } from '../domain/league.ts';

const count = z.number().int().min(0);
export const StatNumbersSchema = z.object(
  Object.fromEntries(STAT_FIELDS.map((f) => [f, count])) as Record<StatField, typeof count>,
);

export const StatLineSchema = StatNumbersSchema.extend({
  id: z.number().int(),
  gameId: z.number().int(),
  playerId: z.number().int(),
  player: z.object({ id: z.number().int(), name: z.string() }),
});
export type StatLine = z.infer<typeof StatLineSchema>;
