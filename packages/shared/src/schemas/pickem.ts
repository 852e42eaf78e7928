/**
 * Pick'em's contract (docs/product/pickem.md#api): a week's matches with their lock and split, a member's
 * picks, the leaderboards and a member's history.
 */
import { z } from 'zod';
import { isDayKey } from '../domain/day-keys.ts';
import { MATCH_FORMAT_IDS } from '../domain/match-formats.ts';
import { PICK_SIDES } from '../domain/pickem.ts';
import { PICKEM_SCOPES } from '../domain/pickem-leaderboard.ts';
import { IsoDateTime, optionalPositiveInt } from './common.ts';

export const PICK_WINNER_MESSAGE = 'winner must be team1 or team2';
export const PICK_SETS_MESSAGE = 'sets must be a set score such as 3-1, winner first';

/** A pick: `{winner: 'team1', sets: '3-1'}`; the server checks the set score against the season's format. */
export const PickBodySchema = z.object({
  winner: z.enum(PICK_SIDES, { error: PICK_WINNER_MESSAGE }),
  sets: z.string({ error: PICK_SETS_MESSAGE }).regex(/^[0-9]-[0-9]$/, PICK_SETS_MESSAGE),
});
export type PickBody = z.infer<typeof PickBodySchema>;

const WEEK_MESSAGE = 'week must be a date (YYYY-MM-DD)';
const optionalWeek = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .refine((v) => isDayKey(v), WEEK_MESSAGE)
    .optional(),
);

/** `?week=YYYY-MM-DD`: the league week holding that day; without it, this week. */
export const PickemWeekQuerySchema = z.object({ week: optionalWeek });

export const PickemLeaderboardQuerySchema = z.object({
  scope: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.enum(PICKEM_SCOPES, { error: 'scope must be week, season or all' }).optional(),
    )
    .default('week'),
  week: optionalWeek,
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
});

const PickShape = z.object({ winner: z.enum(PICK_SIDES), sets: z.string() });

export const PickSplitSchema = z.object({
  total: z.number().int(),
  team1: z.number().int(),
  team2: z.number().int(),
  team1Percent: z.number().int(),
  team2Percent: z.number().int(),
});

/** A match as pick'em shows it. `split` stays null until the lock; `house` is the model's pick. */
export const PickemMatchSchema = z.object({
  id: z.number().int(),
  matchNumber: z.string(),
  round: z.string(),
  phase: z.string(),
  status: z.string(),
  date: IsoDateTime,
  seasonNumber: z.number().int(),
  team1Name: z.string(),
  team2Name: z.string(),
  team1Score: z.number().int().nullable(),
  team2Score: z.number().int().nullable(),
  format: z.enum(MATCH_FORMAT_IDS),
  /** The set scores a pick may name, winner first. */
  setScores: z.array(z.string()),
  locked: z.boolean(),
  split: PickSplitSchema.nullable(),
  team1Probability: z.number().nullable(),
  house: PickShape.nullable(),
});
export type PickemMatch = z.infer<typeof PickemMatchSchema>;

export const PickemWeekReadSchema = z.object({
  week: z.string(),
  previousWeek: z.string(),
  nextWeek: z.string(),
  /** The server's clock when it answered: the page counts down to each lock from it, not from the browser's. */
  serverTime: IsoDateTime,
  matches: z.array(PickemMatchSchema),
});
export type PickemWeekRead = z.infer<typeof PickemWeekReadSchema>;

/** One of the caller's picks; `points` null until the match is completed. */
export const MyPickSchema = z.object({
  matchId: z.number().int(),
  winner: z.enum(PICK_SIDES),
  sets: z.string(),
  points: z.number().int().nullable(),
  updatedAt: IsoDateTime,
});
export type MyPick = z.infer<typeof MyPickSchema>;

export const PickemLeaderRowSchema = z.object({
  rank: z.number().int(),
  /** Null for the house: the model's win probability playing along. */
  userId: z.number().int().nullable(),
  name: z.string(),
  house: z.boolean(),
  points: z.number().int(),
  picks: z.number().int(),
  winners: z.number().int(),
  exact: z.number().int(),
});
export type PickemLeaderRow = z.infer<typeof PickemLeaderRowSchema>;

export const PickemLeaderboardSchema = z.object({
  scope: z.enum(PICKEM_SCOPES),
  week: z.string().nullable(),
  seasonNumber: z.number().int().nullable(),
  rows: z.array(PickemLeaderRowSchema),
});
export type PickemLeaderboard = z.infer<typeof PickemLeaderboardSchema>;

/** A member's past pick, with its match, newest first. */
export const PickHistoryRowSchema = z.object({
  matchId: z.number().int(),
  date: IsoDateTime,
  seasonNumber: z.number().int(),
  team1Name: z.string(),
  team2Name: z.string(),
  team1Score: z.number().int().nullable(),
  team2Score: z.number().int().nullable(),
  status: z.string(),
  winner: z.enum(PICK_SIDES),
  sets: z.string(),
  points: z.number().int().nullable(),
});
export type PickHistoryRow = z.infer<typeof PickHistoryRowSchema>;

export const PickHistorySchema = z.object({
  totalPoints: z.number().int(),
  scored: z.number().int(),
  rows: z.array(PickHistoryRowSchema),
});
export type PickHistory = z.infer<typeof PickHistorySchema>;
