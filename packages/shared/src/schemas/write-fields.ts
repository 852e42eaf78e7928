/**
 * Field rules shared by the staff create/edit bodies (docs/product/portal.md#rules-and-constants): required
 * text with the form's own message, optional web addresses, calendar dates and positive whole numbers.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';

export const URL_MESSAGE = 'Please enter a valid URL';
export const DATE_FORMAT_MESSAGE = 'Use the date format YYYY-MM-DD';
export const NOTHING_TO_CHANGE = 'Nothing to change';

const blankToNull = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Trimmed, non-blank text; blank or missing gives `message`. */
export const requiredText = (message: string, label: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** A whole number above 0 (a season number or id); anything else gives `message`. */
export const positiveInt = (message: string) => wholeNumber(message);

/**
 * Optional http(s) address: blank or null clears it (null). Only web addresses, since these end up in an
 * `<img src>` where other schemes have no business.
 */
export const optionalUrl = () =>
  z
    .preprocess(
      blankToNull,
      z
        .url({ protocol: /^https?$/, error: URL_MESSAGE })
        .max(2000, URL_MESSAGE)
        .nullable(),
    )
    .optional();

/** A day that exists in the calendar, written YYYY-MM-DD. */
function isCalendarDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Calendar date YYYY-MM-DD. A full ISO timestamp (some legacy clients send one) keeps the day as written.
 * Blank or missing gives `requiredMessage`.
 */
export const calendarDate = (requiredMessage: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value.trim())
        ? value.trim().slice(0, 10)
        : value,
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { message: requiredMessage, abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT_MESSAGE, abort: true })
      .refine(isCalendarDay, 'That date does not exist'),
  );

/** An optional calendar date: blank or null clears it. */
export const optionalCalendarDate = () =>
  z
    .preprocess(
      (value) => {
        const v = blankToNull(value);
        return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v;
      },
      z
        .string({ error: DATE_FORMAT_MESSAGE })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT_MESSAGE, abort: true })
        .refine(isCalendarDay, 'That date does not exist')
        .nullable(),
    )
    .optional();

/** PATCH bodies: at least one known field. */
export const hasSomeField = (body: object) => Object.values(body).some((v) => v !== undefined);

/** Answer of a staff DELETE. */
export const DeleteResultSchema = z.object({ message: z.string(), id: z.number().int() });
export type DeleteResult = z.infer<typeof DeleteResultSchema>;
