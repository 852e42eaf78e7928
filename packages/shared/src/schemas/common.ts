import { z } from 'zod';
import { EXPORT_FORMATS } from '../domain/table-export.ts';

/** Largest value of a PostgreSQL `integer`; bigger ids and filters are malformed, not a database error. */
export const MAX_INT = 2_147_483_647;

/** Decimal digits without sign, spaces, leading zeros, exponent, fraction or base prefix. */
const WHOLE_NUMBER_TEXT = /^(?:0|[1-9][0-9]{0,9})$/;

/**
 * The one rule for whole numbers that arrive from outside (ids, season numbers, paging) in a path, a query
 * string or a body: a JSON whole number, or its plain decimal text, within [min, max]. `Number()` would
 * also read `0x10`, `1e1`, `0b1010`, `010`, `" 10"` and `1.0`, so a typo could address another row.
 */
export const wholeNumber = (
  message: string,
  { min = 1, max = MAX_INT }: { min?: number; max?: number } = {},
) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : WHOLE_NUMBER_TEXT.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });

export const ID_MESSAGE = 'id must be a positive whole number';

/** A row id (PostgreSQL `integer`, so 1 to 2147483647); `message` names the field for the form. */
export const idSchema = (message = ID_MESSAGE) => wholeNumber(message);

/** Positive integer id taken from a path segment; anything else is a 400. */
export const IdParamSchema = z.object({ id: idSchema() });

/** Query strings send `?x=` for a cleared filter: treat it as absent rather than as 0 or "". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Optional positive whole number from a query string (a season number, a game id…). */
export const optionalPositiveInt = (message = 'must be a positive whole number') =>
  z.preprocess(blankToUndefined, wholeNumber(message).optional());

/** Optional trimmed text filter from a query string; blank means no filter. */
/**
 * `?format=csv|json`: the whole view (every row, not a page) as a file to download
 * (docs/product/api-contract.md#exports). Without it a read answers as it always does.
 */
export const ExportFormatParam = z.preprocess(
  blankToUndefined,
  z.enum(EXPORT_FORMATS, { error: 'format must be csv or json' }).optional(),
);
export const ExportQuerySchema = z.object({ format: ExportFormatParam });

export const optionalText = () => z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

/** `?limit=&offset=` paging that any list accepts; the total goes in X-Total-Count. */
export const PageQuerySchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    wholeNumber('limit must be a whole number from 1 to 1000', { max: 1000 }).optional(),
  ),
  offset: z.preprocess(blankToUndefined, wholeNumber('offset must be a whole number', { min: 0 }).optional()),
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

/**
 * Season summary embedded in teams (docs/product/seasons.md#data: season{seasonNumber, theme, startDate}).
 */
export const SeasonSummarySchema = SeasonRefSchema.extend({ theme: z.string(), startDate: IsoDate });
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

export const PlayerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PlayerRef = z.infer<typeof PlayerRefSchema>;
