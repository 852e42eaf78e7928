import { z } from 'zod';
import { IsoDateTime, PageQuerySchema } from './common.ts';

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

/**
 * The article fields' rules (docs/product/articles.md#writing-an-article); the messages are shown to the
 * writer word for word.
 */
const title = z
  .string({ error: 'Title must be at least 1 character' })
  .trim()
  .min(1, 'Title must be at least 1 character')
  .max(200, 'Title must be at most 200 characters');
const summary = z
  .string({ error: 'Summary must be at least 50 characters' })
  .trim()
  .min(50, 'Summary must be at least 50 characters')
  .max(1000, 'Summary must be at most 1000 characters');
const content = z
  .string({ error: 'Content must be at least 240 characters' })
  .trim()
  .min(240, 'Content must be at least 240 characters')
  .max(50_000, 'Content must be at most 50000 characters');
// Only web addresses: an image URL ends up in an <img src>, where other schemes have no business.
const imageUrl = z
  .string({ error: 'Please enter a valid URL' })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' }));

/**
 * A new article. Legacy clients also send `userId`, `createdAt` and `approved`; they are dropped: the
 * author comes from the token and every new article starts pending.
 */
export const CreateArticleBodySchema = z.object({ title, summary, content, imageUrl });
export type CreateArticleBody = z.infer<typeof CreateArticleBodySchema>;

/** Staff edits: approve (true), reject (false) or back to pending (null), and text corrections. */
export const UpdateArticleBodySchema = z
  .object({
    approved: z.boolean({ error: 'approved must be true, false or null' }).nullable(),
    title,
    summary,
    content,
    imageUrl,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateArticleBody = z.infer<typeof UpdateArticleBodySchema>;

export const ARTICLE_STATUSES = ['approved', 'pending', 'rejected', 'all'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ArticleListQuerySchema = PageQuerySchema.extend({
  /** Only admins may ask for anything but approved articles. */
  status: z.enum(ARTICLE_STATUSES, { error: 'status must be approved, pending, rejected or all' }).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

export const LikeStatusSchema = z.object({ hasLiked: z.boolean() });
export type LikeStatus = z.infer<typeof LikeStatusSchema>;

export const LikeResultSchema = z.object({
  message: z.string(),
  likes: z.number().int(),
  hasLiked: z.boolean(),
});
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const DeleteArticleResultSchema = z.object({ message: z.string() });
