/**
 * The ratings reads (docs/product/ratings.md#api): power rankings, what the model said about matches (before
 * a result, or for a match still to play), the back-test report and player ratings.
 */
import { z } from 'zod';
import { PLAYER_RATING_COMPONENTS, type PlayerRatingKey } from '../domain/player-rating.ts';
import { optionalPositiveInt, SeasonRefSchema } from './common.ts';

const int = () => z.number().int();
const Probability = z.number().min(0).max(1);
const PLAYER_RATING_KEYS = PLAYER_RATING_COMPONENTS.map((c) => c.key) as [
  PlayerRatingKey,
  ...PlayerRatingKey[],
];

export const PowerRankingWeekSchema = z.object({
  week: z.string(),
  rows: z.array(
    z.object({
      teamId: int(),
      name: z.string(),
      rating: z.number(),
      rank: int(),
      movement: int().nullable(),
    }),
  ),
});

export const PowerRankingsReadSchema = z.object({
  season: SeasonRefSchema,
  weeks: z.array(PowerRankingWeekSchema),
});
export type PowerRankingsRead = z.infer<typeof PowerRankingsReadSchema>;

/**
 * What the model says about a match: for a match still to play, the current ratings; for a completed one,
 * the ratings before it and whether the result was an upset. Null ratings: a team the model does not know.
 */
export const MatchForecastSchema = z.object({
  matchId: int(),
  team1Rating: z.number().nullable(),
  team2Rating: z.number().nullable(),
  team1Probability: Probability.nullable(),
  /** Completed matches only: the winner had less than 35% of a chance. */
  upset: z.boolean().nullable(),
});
export type MatchForecastRead = z.infer<typeof MatchForecastSchema>;

const Brier = z.object({ results: int(), brier: z.number(), skill: z.number() });

export const BacktestReportSchema = z.object({
  overall: Brier,
  seasons: z.array(Brier.extend({ season: SeasonRefSchema })),
  bins: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      count: int(),
      meanPredicted: Probability.nullable(),
      observed: Probability.nullable(),
    }),
  ),
  /** The model's constants, stated on the methodology page from the same source. */
  model: z.object({
    mean: z.number(),
    k: z.number(),
    scale: z.number(),
    seasonRegression: z.number(),
    rosterMinReturning: int(),
    upsetBelow: z.number(),
  }),
});
export type BacktestReportRead = z.infer<typeof BacktestReportSchema>;

export const PlayerRatingRowSchema = z.object({
  player: z.object({ id: int(), name: z.string() }),
  sets: int(),
  qualified: z.boolean(),
  rating: z.number(),
  components: z.array(
    z.object({
      key: z.enum(PLAYER_RATING_KEYS),
      value: z.number(),
      average: z.number(),
      contribution: z.number(),
    }),
  ),
});

export const PlayerRatingsReadSchema = z.object({
  season: SeasonRefSchema.nullable(),
  /** The qualification rule in words, as the leaderboard states it. */
  qualification: z.string().nullable(),
  rows: z.array(PlayerRatingRowSchema),
});
export type PlayerRatingsRead = z.infer<typeof PlayerRatingsReadSchema>;

/** One player's rating out of the list above, with where it ranks: what the player page shows. */
export const PlayerRatingReadSchema = z.object({
  season: SeasonRefSchema.nullable(),
  qualification: z.string().nullable(),
  /** How many players of the scope are qualified. */
  qualifiedCount: int(),
  /** The player's place among the qualified (1 is the best); null when below the bar or unrated. */
  rank: int().nullable(),
  /** Null when the player has no set in the scope. */
  row: PlayerRatingRowSchema.nullable(),
});
export type PlayerRatingRead = z.infer<typeof PlayerRatingReadSchema>;

/** A season by number (all seasons without one, for player ratings and the back-test). */
export const RatingsQuerySchema = z.object({
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
});
