/**
 * GET /api/leaderboard: the stats leaderboard (docs/product/leaderboard.md#pages,
 * docs/product/leaderboard.md#data, docs/product/leaderboard.md#leaderboard-state,
 * docs/product/leaderboard.md#stage-groups, docs/product/leaderboard.md#advanced-filters). The server sums
 * the stats per player or per team over the season and stage group, then applies the mode, search, advanced
 * filters, sort and page with the shared `buildLeaderboard` and answers one page: the browser never downloads
 * every player's sums. The parameters are the page's own query-string keys, so a shared /stats URL maps onto
 * one request.
 */
import { z } from 'zod';
import { parseStatFilter, type StatFilter } from '../domain/filters.ts';
import { LEADERBOARD_PAGE_SIZE, LEADERBOARD_VIEWS, type SortColumn } from '../domain/leaderboard.ts';
import { parseColumns } from '../domain/leaderboard-url-state.ts';
import { QUALIFY_CHOICES } from '../domain/qualification.ts';
import { RADAR_AXES, type RadarAxis } from '../domain/radar.ts';
import { isStageFilter, type StageFilter } from '../domain/stages.ts';
import {
  type ColumnVisibility,
  isStatColumnKey,
  STAT_COLUMN_KEYS,
  STAT_MODES,
  type StatColumnKey,
} from '../domain/stat-columns.ts';
import { ExportFormatParam, wholeNumber } from './common.ts';
import { StatNumbersSchema } from './stats.ts';

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** `players` / `teams`, as the page's address spells them. */
const ViewParam = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).trim().toLowerCase()),
  z.enum(LEADERBOARD_VIEWS, { error: 'view must be players or teams' }).default('players'),
);

const SEASON_MESSAGE = 'season must be a season number or all';

/** A season NUMBER (what the page offers); blank or `all` means every season. */
const SeasonParam = z.preprocess(
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
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}`;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEADERBOARD_MAX_PAGE_SIZE}`;
const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';
/** More conditions than this is not a real query. */
const MAX_FILTERS = 20;

const ModeParam = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.enum(STAT_MODES, { error: 'mode must be total, perGame or perSet' }).default('total'),
);

const SortParam = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z
    .string()
    .refine((value) => value === 'name' || isStatColumnKey(value), {
      message: 'sort must be name or a stat column, e.g. totalKills',
    })
    .transform((value) => value as SortColumn)
    .default('totalKills'),
);

const DirectionParam = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).toLowerCase()),
  z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default('desc'),
);

const positiveInt = (message: string) => wholeNumber(message);

/** `auto` (the default): rates rank qualified rows only; `off`: every row (docs/product/leaderboard.md#qualification). */
const QualifyParam = z.preprocess(
  (value) => (blank(value) ? undefined : String(value).trim().toLowerCase()),
  z.enum(QUALIFY_CHOICES, { error: 'qualify must be auto or off' }).default('auto'),
);

/** `f` may repeat: each is `stat.operator.value` (the value as entered, percent columns 0–100). */
const FiltersParam = z.preprocess(
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

const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const COLUMNS_MESSAGE = 'cols must be none or stat columns separated by commas, e.g. blocks,aces';

/** The table's visible stat columns, as the page's `cols` says them; absent means the default columns. */
export const ColumnsParam = z
  .string()
  .max(1000, COLUMNS_MESSAGE)
  .refine((raw) => raw === 'none' || raw.split(',').every(isStatColumnKey), { message: COLUMNS_MESSAGE })
  .transform((raw): ColumnVisibility => parseColumns(raw));

/**
 * The request as sent. Paging is `limit`/`offset` as on every API list (`offset` a multiple of `limit`:
 * the board is cut into whole pages); `page`/`pageSize`, the /stats page's own words, are accepted for
 * the same thing. The season is `seasonNumber`, as on every list filter, or `season` (the page's key).
 */
const LeaderboardRequestSchema = z.object({
  view: ViewParam,
  seasonNumber: SeasonParam.optional(),
  season: SeasonParam.optional(),
  stage: StageParam,
  mode: ModeParam,
  /** Name search: rows whose name contains it, case-insensitive. */
  q: z.preprocess((value) => (value === undefined ? '' : value), z.string().max(200, 'q is too long')),
  sort: SortParam,
  dir: DirectionParam,
  f: FiltersParam,
  qualify: QualifyParam,
  limit: optionalParam(wholeNumber(LIMIT_MESSAGE, { max: LEADERBOARD_MAX_PAGE_SIZE })),
  offset: optionalParam(wholeNumber(OFFSET_MESSAGE, { min: 0 })),
  /** 1-based; past the last page answers the last page. */
  page: optionalParam(positiveInt('page must be a whole number of at least 1')),
  pageSize: optionalParam(wholeNumber(PAGE_SIZE_MESSAGE, { max: LEADERBOARD_MAX_PAGE_SIZE })),
  /** Players view with a season: only that team's players (the player page's teammates). */
  team: optionalParam(positiveInt('team must be a team id')),
  /** `csv` or `json`: every row of the view as a file (paging is ignored). */
  format: ExportFormatParam,
  /** With `format`: the stat columns of the file (the page's visible columns). */
  cols: optionalParam(ColumnsParam),
});

/** The request in the API's own words: one season number (null = all) and a `limit`/`offset` window. */
export const LeaderboardQuerySchema = LeaderboardRequestSchema.superRefine((query, ctx) => {
  const limit = query.limit ?? query.pageSize ?? LEADERBOARD_PAGE_SIZE;
  if (query.offset !== undefined && query.offset % limit !== 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['offset'],
      message: `offset must be a multiple of limit (${limit})`,
    });
  }
}).transform(({ season, seasonNumber, page, pageSize, limit, offset, ...rest }) => {
  const size = limit ?? pageSize ?? LEADERBOARD_PAGE_SIZE;
  return {
    ...rest,
    seasonNumber: seasonNumber !== undefined ? seasonNumber : (season ?? null),
    limit: size,
    offset: offset ?? ((page ?? 1) - 1) * size,
  };
});
export type LeaderboardQueryParams = z.output<typeof LeaderboardQuerySchema>;

const count = z.number().int().min(0);

export const PlayerTotalsRowSchema = z.object({
  kind: z.literal('player'),
  id: z.number().int(),
  name: z.string(),
  /** The player's team in the selected season; null with no season selected or no team that season. */
  teamName: z.string().nullable(),
  /** Id of that team, for links that need more than the slug of its name. */
  teamId: z.number().int().nullable(),
  gamesPlayed: count,
  setsPlayed: count,
  totals: StatNumbersSchema,
});
export type PlayerTotalsRowDto = z.infer<typeof PlayerTotalsRowSchema>;

export const TeamTotalsRowSchema = z.object({
  kind: z.literal('team'),
  /** `${name}-${seasonNumber}` (docs/product/leaderboard.md#data). */
  id: z.string(),
  teamId: z.number().int(),
  name: z.string(),
  seasonNumber: z.number().int(),
  logoUrl: z.string().nullable(),
  playerCount: count,
  gamesPlayed: count,
  totalSets: count,
  totals: StatNumbersSchema,
});
export type TeamTotalsRowDto = z.infer<typeof TeamTotalsRowSchema>;

/** A row's columns in the selected mode (docs/product/stats.md#derived-stats), every column key. */
export const DerivedStatsSchema = z.object(
  Object.fromEntries(STAT_COLUMN_KEYS.map((key) => [key, z.number()])) as Record<StatColumnKey, z.ZodNumber>,
);
const RadarValuesSchema = z.object(
  Object.fromEntries(RADAR_AXES.map((axis) => [axis, z.number()])) as Record<RadarAxis, z.ZodNumber>,
);
const ranked = { rank: z.number().int().positive(), stats: DerivedStatsSchema };
const QualifyMinimumSchema = z.object({ min: count, most: count });
/** docs/product/leaderboard.md#qualification */
const QualificationRuleSchema = z.object({
  percent: z.number().int().positive(),
  sets: QualifyMinimumSchema,
  attempts: QualifyMinimumSchema.extend({
    column: z.enum(['spikeAttempts', 'apeAttempts', 'totalAttempts']),
  }).nullable(),
});

const ResponseBase = {
  /** The season number the rows cover; null = all seasons. */
  seasonNumber: z.number().int().nullable(),
  stage: z.string(),
  mode: z.enum(STAT_MODES),
  /** Rows after search and filters, across all pages. */
  total: z.number().int().min(0),
  /** The page answered (a page past the end answers the last one). */
  page: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /**
   * The qualification rule the rows met: rates (Per Game, Per Set, a percentage sort) rank only rows with
   * enough sets and attempts; null when the view ranks counts or `qualify=off`.
   */
  qualification: QualificationRuleSchema.nullable(),
  /** Rows matching the search and filters left out by the rule (not in `total`). */
  unqualified: count,
  /**
   * Players view: the mean per-set values over every player in the season and stage scope (before search and
   * filters), what the expanded row's radar compares with (docs/product/stats.md#radar-charts); null for
   * teams.
   */
  leagueAveragePerSet: RadarValuesSchema.nullable(),
  /** When the sums were computed (they may come from a cache a few seconds old). */
  generatedAt: z.string(),
};

/**
 * An object rather than a bare array: a read model with its paging, not a legacy list
 * (docs/product/api-contract.md#lists-and-paging).
 */
export const LeaderboardResponseSchema = z.discriminatedUnion('view', [
  z.object({
    view: z.literal('players'),
    rows: z.array(PlayerTotalsRowSchema.extend(ranked)),
    ...ResponseBase,
  }),
  z.object({ view: z.literal('teams'), rows: z.array(TeamTotalsRowSchema.extend(ranked)), ...ResponseBase }),
]);
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;
