import { z } from 'zod';

/** Largest value of a PostgreSQL `integer`; bigger ids and filters are malformed, not a database error. */
export const MAX_INT = 2_147_483_647;

/** Positive integer id taken from a path segment; anything else is a 400. */
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number')
    .max(MAX_INT, 'id is too large'),
});

/** Query strings send `?x=` for a cleared filter: treat it as absent rather than as 0 or "". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Optional positive whole number from a query string (a season number, a game id…). */
export const optionalPositiveInt = () =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_INT).optional());

/** Optional trimmed text filter from a query string; blank means no filter. */
export const optionalText = () => z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

/** `?limit=&offset=` paging that any list accepts; the total goes in X-Total-Count. */
export const PageQuerySchema = z.object({
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  offset: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_INT).optional()),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const ApiErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** ISO timestamp in responses. */
export const IsoDateTime = z.string();
/** Calendar date YYYY-MM-DD. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const SeasonRefSchema = z.object({ id: z.number().int(), seasonNumber: z.number().int() });
export type SeasonRef = z.infer<typeof SeasonRefSchema>;

/** Season summary embedded in teams (public §3: season{seasonNumber, theme, startDate}). */
export const SeasonSummarySchema = SeasonRefSchema.extend({ theme: z.string(), startDate: IsoDate });
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

export const PlayerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PlayerRef = z.infer<typeof PlayerRefSchema>;
