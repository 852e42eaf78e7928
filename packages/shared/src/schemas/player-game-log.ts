/**
 * GET /api/players/{id}/games: the player's game log (docs/product/players.md#game-log), one row per game
 * seen from the player's side, filtered by season and stage group, sorted and paged with limit/offset
 * (total in X-Total-Count).
 */
import { z } from 'zod';
import { DEFAULT_GAME_LOG_SORT, type GameLogSort, isGameLogSort } from '../domain/player-game-log.ts';
import { IsoDateTime, optionalPositiveInt, PageQuerySchema } from './common.ts';
import { DerivedStatsSchema } from './leaderboard.ts';
import { StageParam } from './leaderboard-params.ts';

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

export const PlayerGameLogQuerySchema = PageQuerySchema.extend({
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  stage: StageParam,
  sort: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string()
      .refine(isGameLogSort, { message: 'sort must be date or a stat column, e.g. totalKills' })
      .transform((value) => value as GameLogSort)
      .default(DEFAULT_GAME_LOG_SORT.sort),
  ),
  dir: z.preprocess(
    (value) => (blank(value) ? undefined : String(value).toLowerCase()),
    z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).default(DEFAULT_GAME_LOG_SORT.dir),
  ),
});
export type PlayerGameLogQuery = z.output<typeof PlayerGameLogQuerySchema>;

const nullableId = z.number().int().nullable();

/** One game of the log; side, opponent, sets and result are null for a player on neither roster. */
export const PlayerGameLogRowSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string().nullable(),
  date: IsoDateTime,
  seasonNumber: z.number().int(),
  stage: z.string().nullable(),
  teamId: nullableId,
  teamName: z.string().nullable(),
  opponentId: nullableId,
  opponentName: z.string().nullable(),
  setsWon: z.number().int().nullable(),
  setsLost: z.number().int().nullable(),
  result: z.enum(['W', 'L']).nullable(),
  sets: z.number().int(),
  stats: DerivedStatsSchema,
});
export type PlayerGameLogRow = z.infer<typeof PlayerGameLogRowSchema>;
