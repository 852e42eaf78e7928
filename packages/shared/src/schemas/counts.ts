import { z } from 'zod';

/** Portal dashboard cards: one number per table. */
export const CountsSchema = z.object({
  teams: z.number().int(),
  users: z.number().int(),
  stats: z.number().int(),
  articles: z.number().int(),
  players: z.number().int(),
  seasons: z.number().int(),
  awards: z.number().int(),
  games: z.number().int(),
  matches: z.number().int(),
});
export type Counts = z.infer<typeof CountsSchema>;
