import { z } from 'zod';
import { DATE_YEARS, type DateTextProblem, readDateText } from '../domain/date-text.ts';
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
/** Calendar date YYYY-MM-DD in responses (inputs use calendarDate below). */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const CALENDAR_DATE_MESSAGE = 'Use the date format YYYY-MM-DD';
export const DATE_TIME_MESSAGE = 'Use a date such as 2025-01-18 or 2025-01-18T20:00:00Z';
export const NO_SUCH_DAY_MESSAGE = 'That date does not exist';
export const NO_SUCH_TIME_MESSAGE = 'That time of day does not exist';
export const DATE_YEAR_MESSAGE = `Use a year from ${DATE_YEARS.min} to ${DATE_YEARS.max}`;

interface DateMessages {
  /** When the value is missing or blank (a form's own wording); the format message otherwise. */
  required?: string;
  /** When the text is not a date of the expected shape. */
  format?: string;
}

const problemMessage = (problem: DateTextProblem, format: string) =>
  ({ format, year: DATE_YEAR_MESSAGE, day: NO_SUCH_DAY_MESSAGE, time: NO_SUCH_TIME_MESSAGE })[problem];

/** Text read by readDateText (domain/date-text.ts); `pick` chooses what a readable date becomes. */
const dateRule = (
  { required, format }: Required<DateMessages>,
  pick: (read: Extract<ReturnType<typeof readDateText>, { ok: true }>) => string,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((text, ctx) => {
      const read = readDateText(text);
      if (read.ok) return pick(read);
      ctx.addIssue({ code: 'custom', message: problemMessage(read.problem, format), input: text });
      return z.NEVER;
    });

/**
 * THE calendar date of every query and body (docs/product/api-contract.md#dates): `YYYY-MM-DD`, a day that
 * exists, in a year of DATE_YEARS. A date and time (what some older clients send) keeps the day as written.
 */
export const calendarDate = (messages: DateMessages = {}) => {
  const format = messages.format ?? CALENDAR_DATE_MESSAGE;
  return dateRule({ format, required: messages.required ?? format }, (read) => read.day).meta({
    format: 'date',
  });
};

/**
 * THE date and time of every query and body (docs/product/api-contract.md#dates): ISO 8601, a day that exists
 * in a year of DATE_YEARS, a time of day that exists, an offset of at most ±14:00; answered as an ISO timestamp
 * in UTC. A time without a zone (what a datetime-local input sends) is read as UTC, so the server's own time
 * zone never matters. A bare day is its midnight UTC, or with `bareDay: 'day'` stays the day (a whole-day
 * bound of a filter).
 */
export const dateTime = (messages: DateMessages & { bareDay?: 'midnight' | 'day' } = {}) => {
  const format = messages.format ?? DATE_TIME_MESSAGE;
  const keepDay = messages.bareDay === 'day';
  return dateRule({ format, required: messages.required ?? format }, (read) =>
    keepDay && !read.hasTime ? read.day : read.iso,
  ).meta({ format: 'date-time' });
};

/** An optional calendar date in a query string; blank means none. */
export const optionalCalendarDate = (messages: DateMessages = {}) =>
  z.preprocess(blankToUndefined, calendarDate(messages).optional());

/** An optional date and time in a query string; blank means none. */
export const optionalDateTime = (messages: Parameters<typeof dateTime>[0] = {}) =>
  z.preprocess(blankToUndefined, dateTime(messages).optional());

export const SeasonRefSchema = z.object({ id: z.number().int(), seasonNumber: z.number().int() });
export type SeasonRef = z.infer<typeof SeasonRefSchema>;

/**
 * Season summary embedded in teams (docs/product/seasons.md#data: season{seasonNumber, theme, startDate}).
 */
export const SeasonSummarySchema = SeasonRefSchema.extend({ theme: z.string(), startDate: IsoDate });
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

export const PlayerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PlayerRef = z.infer<typeof PlayerRefSchema>;
