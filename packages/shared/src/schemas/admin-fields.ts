/**
 * Field rules shared by the staff create/edit bodies (docs/product/portal.md#rules-and-constants): required
 * text with the form's own message, optional web addresses, clearable calendar dates and positive whole numbers.
 */
import { z } from 'zod';
import { calendarDate, wholeNumber } from './common.ts';

export const URL_MESSAGE = 'Please enter a valid URL';
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

/** An optional calendar date of a PATCH body: blank or null clears it (null). */
export const clearableCalendarDate = () => z.preprocess(blankToNull, calendarDate().nullable()).optional();

/** PATCH bodies: at least one known field. */
export const hasSomeField = (body: object) => Object.values(body).some((v) => v !== undefined);

/** Answer of a staff DELETE. */
export const DeleteResultSchema = z.object({ message: z.string(), id: z.number().int() });
export type DeleteResult = z.infer<typeof DeleteResultSchema>;
