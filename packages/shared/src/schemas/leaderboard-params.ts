/**
 * The leaderboard's query-string parameters, each parsed as the /stats page writes it
 * (docs/product/leaderboard.md#leaderboard-state): blank means the default, every mistake gets a message.
 */
import { z } from 'zod';
import { parseStatFilter, type StatFilter } from '../domain/filters.ts';
import { LEADERBOARD_VIEWS, type SortColumn } from '../domain/leaderboard.ts';
import { parseColumns } from '../domain/leaderboard-url-state.ts';
import { QUALIFY_CHOICES } from '../domain/qualification.ts';
import { isStageFilter, type StageFilter } from '../domain/stages.ts';
import { type ColumnVisibility, isStatColumnKey, STAT_MODES } from '../domain/stat-columns.ts';
import { wholeNumber } from './common.ts';

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** `players` / `teams`, as the page's address spells them. */
export const ViewParam = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).trim().toLowerCase()),
  z.enum(LEADERBOARD_VIEWS, { error: 'view must be players or teams' }).default('players'),
);

const SEASON_MESSAGE = 'season must be a season number or all';

/** A season NUMBER (what the page offers); blank or `all` means every season. */
export const SeasonParam = z.preprocess(
  (value) => (blank(value) || String(value).trim().toLowerCase() === 'all' ? null : value),
  wholeNumber(SEASON_MESSAGE).nullable(),
);

/** `all` or a stage group R1–R6 (case-insensitive). */
export const StageParam = z.preprocess(
  (value) => (blank(value) ? 'all' : String(value).trim().toUpperCase().replace(/^ALL$/, 'all')),
  z
    .string()
    .refine(isStageFilter, { message: 'stage must be all or one of R1, R2, R3, R4, R5, R6' })
    .transform((value) => value as StageFilter),
);

/** At most this many rows a page; the site asks for LEADERBOARD_PAGE_SIZE (25). */
export const LEADERBOARD_MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}`;
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}`;
export const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';
/** More conditions than this is not a real query. */
const MAX_FILTERS = 20;

export const ModeParam = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.enum(STAT_MODES, { error: 'mode must be total, perGame or perSet' }).default('total'),
);

export const SortParam = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z
    .string()
    .refine((value) => value === 'name' || isStatColumnKey(value), {
      message: 'sort must be name or a stat column, e.g. totalKills',
    })
    .transform((value) => value as SortColumn)
    .default('totalKills'),
);

export const DirectionParam = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).toLowerCase()),
  z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
);

export const positiveInt = (message: string) => wholeNumber(message);

/** `auto` (the default): rates rank qualified rows only; `off`: every row (docs/product/leaderboard.md#qualification). */
export const QualifyParam = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).trim().toLowerCase()),
  z.enum(QUALIFY_CHOICES, { error: 'qualify must be auto or off' }).default('auto'),
);

/** `f` may repeat: each is `stat.operator.value` (the value as entered, percent columns 0–100). */
export const FiltersParam = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string())
    .max(MAX_FILTERS, `at most ${MAX_FILTERS} filters`)
    .transform((raws, ctx): StatFilter[] => {
      const filters: StatFilter[] = [];
      raws.forEach((raw, index) => {
        const filter = parseStatFilter(raw, `f${index}`, true);
        if (filter) filters.push(filter);
        else
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `"${raw}" is not a filter: use stat.operator.value with a stat column, one of eq, neq, gt, gte, lt, lte and a number of at least 0, e.g. totalKills.gt.10`,
          });
      });
      return filters;
    }),
);

export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const COLUMNS_MESSAGE = 'cols must be none or stat columns separated by commas, e.g. blocks,aces';

/** The table's visible stat columns, as the page's `cols` says them; absent means the default columns. */
export const ColumnsParam = z
  .string()
  .max(1000, COLUMNS_MESSAGE)
  .refine((raw) => raw === 'none' || raw.split(',').every(isStatColumnKey), { message: COLUMNS_MESSAGE })
  .transform((raw): ColumnVisibility => parseColumns(raw));
