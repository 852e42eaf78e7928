/**
 * GET /api/leaderboard: the stats leaderboard's read model (public §2 Stats leaderboard, §3 Team
 * aggregate, §5 stage groups). The server answers raw sums per player or per team over the selected season
 * and stage group; the page derives the columns, mode, filters, sort and pages with `buildLeaderboard`.
 */
import { z } from 'zod';
import { isStageFilter, type StageFilter } from '../domain/stages.ts';
import { MAX_INT } from './common.ts';
import { StatNumbersSchema } from './stats.ts';

export const LEADERBOARD_VIEWS = ['players', 'teams'] as const;
export type LeaderboardViewParam = (typeof LEADERBOARD_VIEWS)[number];

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** `players` / `teams`; the singular forms of the page's state (`player`, `team`) are accepted too. */
const ViewParam = z.preprocess(
  (value) => {
    if (blank(value)) return undefined;
    const text = String(value).trim().toLowerCase();
    return text === 'player' || text === 'team' ? `${text}s` : text;
  },
  z.enum(LEADERBOARD_VIEWS, { error: 'view must be players or teams' }).default('players'),
);

const SEASON_MESSAGE = 'season must be a season number or all';

/** A season NUMBER (what the page offers); blank or `all` means every season. */
const SeasonParam = z.preprocess(
  (value) => (blank(value) || String(value).trim().toLowerCase() === 'all' ? null : value),
  z.coerce
    .number({ error: SEASON_MESSAGE })
    .int(SEASON_MESSAGE)
    .positive(SEASON_MESSAGE)
    .max(MAX_INT, SEASON_MESSAGE)
    .nullable(),
);

/** `all` or a stage group R1–R6 (case-insensitive). */
const StageParam = z.preprocess(
  (value) => (blank(value) ? 'all' : String(value).trim().toUpperCase().replace(/^ALL$/, 'all')),
  z
    .string()
    .refine(isStageFilter, { message: 'stage must be all or one of R1, R2, R3, R4, R5, R6' })
    .transform((value) => value as StageFilter),
);

export const LeaderboardQuerySchema = z.object({
  view: ViewParam,
  season: SeasonParam,
  stage: StageParam,
  /** Accepted and ignored: Total / Per Game / Per Set is applied by the page from the raw sums. */
  mode: z.string().optional(),
});
export type LeaderboardQueryParams = z.infer<typeof LeaderboardQuerySchema>;

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
  /** `${name}-${seasonNumber}` (public §3). */
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

const ResponseBase = {
  /** The season number the rows cover; null = all seasons. */
  seasonNumber: z.number().int().nullable(),
  stage: z.string(),
  /** When the rows were computed (they may come from a cache a few seconds old). */
  generatedAt: z.string(),
};

/**
 * A small object rather than a bare array: this is a new read model, not one of the legacy list
 * endpoints of decisions §1, and the echo of the scope lets the page check the rows match its filters.
 */
export const LeaderboardResponseSchema = z.discriminatedUnion('view', [
  z.object({ view: z.literal('players'), rows: z.array(PlayerTotalsRowSchema), ...ResponseBase }),
  z.object({ view: z.literal('teams'), rows: z.array(TeamTotalsRowSchema), ...ResponseBase }),
]);
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;
