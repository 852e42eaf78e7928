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
import { LEADERBOARD_PAGE_SIZE } from '../domain/leaderboard.ts';
import { RADAR_AXES, type RadarAxis } from '../domain/radar.ts';
import { STAT_COLUMN_KEYS, STAT_MODES, type StatColumnKey } from '../domain/stat-columns.ts';
import { ExportFormatParam, wholeNumber } from './common.ts';
import {
  ColumnsParam,
  DirectionParam,
  FiltersParam,
  LEADERBOARD_MAX_PAGE_SIZE,
  LIMIT_MESSAGE,
  ModeParam,
  OFFSET_MESSAGE,
  optionalParam,
  PAGE_SIZE_MESSAGE,
  positiveInt,
  QualifyParam,
  SeasonParam,
  SortParam,
  StageParam,
  ViewParam,
} from './leaderboard-params.ts';
import { StatNumbersSchema } from './stats.ts';

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
