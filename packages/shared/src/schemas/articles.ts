import { z } from 'zod';
import { IsoDateTime } from './common.ts';

export const ArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  createdAt: IsoDateTime,
  likes: z.number().int(),
  /** null = pending, true = approved, false = rejected. */
  approved: z.boolean().nullable(),
  userId: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;
