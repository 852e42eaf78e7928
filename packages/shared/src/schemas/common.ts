import { z } from 'zod';

/** Positive integer id taken from a path segment; anything else is a 400. */
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number'),
});

/** `?limit=&offset=` paging that any list accepts; the total goes in X-Total-Count. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export const ApiErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const SeasonRefSchema = z.object({ id: z.number().int(), seasonNumber: z.number().int() });
export type SeasonRef = z.infer<typeof SeasonRefSchema>;

/** ISO timestamp in responses. */
export const IsoDateTime = z.string();
/** Calendar date YYYY-MM-DD. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
