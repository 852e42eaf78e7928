/**
 * The season recap (docs/product/recap.md#api): GET /api/seasons/{seasonId}/recap, one answer drawn from
 * the season's data once it has ended. Every statement carries the ids of its evidence (the game, the
 * player, the team, the record) so the page links each one.
 */
import { z } from 'zod';
import { IsoDate, IsoDateTime, SeasonRefSchema } from './common.ts';

const int = () => z.number().int();

export const RecapTeamSchema = z.object({ id: int(), name: z.string() });
export const RecapPlayerSchema = z.object({ id: int(), name: z.string() });

/**
 * A result of the season: a recorded game (`source: 'game'`, its page is the evidence) or a completed
 * schedule match without one (`'match'`, shown on the schedule on its day), as the ratings count results
 * (docs/product/ratings.md#data). Its teams in order (team 1 first) and the sets each won.
 */
export const RecapGameSchema = z.object({
  source: z.enum(['game', 'match']),
  /** Unique within its source. */
  id: int(),
  date: IsoDateTime,
  stage: z.string().nullable(),
  team1: RecapTeamSchema,
  team2: RecapTeamSchema,
  team1Score: int(),
  team2Score: int(),
});
export type RecapGame = z.infer<typeof RecapGameSchema>;

/** A division's (or the league's) champion and its playoff games in date order. */
export const RecapChampionSchema = z.object({
  team: RecapTeamSchema,
  placement: z.string(),
  path: z.array(RecapGameSchema.extend({ won: z.boolean() })),
});

export const RecapStandingSchema = z.object({
  position: int(),
  team: RecapTeamSchema,
  placement: z.string(),
  won: int(),
  lost: int(),
});

export const RecapAwardSchema = z.object({
  id: int(),
  type: z.string(),
  players: z.array(RecapPlayerSchema),
});

export const RecapLeaderSchema = z.object({
  /** The stat's key in the stat-column registry (`totalKills`) and its label. */
  stat: z.string(),
  label: z.string(),
  entries: z.array(z.object({ player: RecapPlayerSchema, value: z.number() })),
});

export const RecapRecordSchema = z.object({
  type: z.enum(['game', 'season']),
  record: z.string(),
  rank: int(),
  value: z.number(),
  player: RecapPlayerSchema,
  gameId: int().nullable(),
});

/** A game and what the model gave its winner before it was played (null when it had no forecast). */
export const RecapForecastGameSchema = z.object({
  game: RecapGameSchema,
  winner: RecapTeamSchema,
  winnerProbability: z.number().nullable(),
});

export const RecapStreakSchema = z.object({
  team: RecapTeamSchema,
  length: int(),
  first: RecapGameSchema,
  last: RecapGameSchema,
});

export const RecapDebutantSchema = z.object({
  player: RecapPlayerSchema,
  games: int(),
  totalKills: int(),
  firstGameId: int(),
});

export const RecapMilestoneSchema = z.object({
  player: RecapPlayerSchema,
  stat: z.string(),
  label: z.string(),
  threshold: int(),
  game: RecapGameSchema,
});

export const SeasonRecapSchema = z.object({
  season: SeasonRefSchema.extend({ theme: z.string(), startDate: IsoDate, endDate: IsoDate }),
  champions: z.array(RecapChampionSchema),
  standings: z.array(RecapStandingSchema),
  awards: z.array(RecapAwardSchema),
  leaders: z.array(RecapLeaderSchema),
  /** Entries of the all-time top-10 lists made this season: how many, and those ranked 3rd or better. */
  records: z.object({ count: int(), list: z.array(RecapRecordSchema) }),
  upsets: z.array(RecapForecastGameSchema),
  closestGames: z.array(RecapForecastGameSchema),
  streaks: z.array(RecapStreakSchema),
  /** The players whose first game in the league was this season: how many, and the busiest of them. */
  debutants: z.object({ count: int(), players: z.array(RecapDebutantSchema) }),
  /** Career marks passed this season, the rarest first; `count` is all of them, `list` the first few. */
  milestones: z.object({ count: int(), list: z.array(RecapMilestoneSchema) }),
});
export type SeasonRecap = z.infer<typeof SeasonRecapSchema>;
