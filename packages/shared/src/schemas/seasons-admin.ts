/**
 * Staff writes on seasons (docs/product/seasons.md#rules-and-constants, docs/product/seasons.md#api). Dates
 * are calendar days YYYY-MM-DD; a season without an end date is ongoing.
 */
import { z } from 'zod';
import {
  clearableCalendarDate,
  hasSomeField,
  NOTHING_TO_CHANGE,
  optionalUrl,
  positiveInt,
  requiredText,
} from './admin-fields.ts';
import { calendarDate } from './common.ts';

export const SEASON_REQUIRED = 'Season number, theme, and start date are required.';
export const END_BEFORE_START = 'End date cannot be before the start date';

const fields = {
  seasonNumber: positiveInt(SEASON_REQUIRED),
  theme: requiredText(SEASON_REQUIRED, 'Theme', 200),
  image: optionalUrl(),
  startDate: calendarDate({ required: SEASON_REQUIRED }),
  endDate: clearableCalendarDate(),
};

/** Same-format dates compare as text. */
export const endsBeforeStart = (startDate: string, endDate: string | null | undefined) =>
  endDate != null && endDate < startDate;

export const CreateSeasonBodySchema = z
  .object(fields)
  .refine((b) => !endsBeforeStart(b.startDate, b.endDate), { message: END_BEFORE_START, path: ['endDate'] });
export type CreateSeasonBody = z.infer<typeof CreateSeasonBodySchema>;

/** Changed fields only; the dates are checked against the stored ones by the server. */
export const UpdateSeasonBodySchema = z
  .object(fields)
  .partial()
  .refine(hasSomeField, NOTHING_TO_CHANGE)
  .refine((b) => b.startDate === undefined || !endsBeforeStart(b.startDate, b.endDate), {
    message: END_BEFORE_START,
    path: ['endDate'],
  });
export type UpdateSeasonBody = z.infer<typeof UpdateSeasonBodySchema>;
