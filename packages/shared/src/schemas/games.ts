import { z } from 'zod';
import {
  IsoDateTime,
  optionalPositiveInt,
  optionalText,
  PageQuerySchema,
  SeasonRefSchema,
} from './common.ts';
import { StatLineSchema } from './stats.ts';
import { RosterPlayerSchema } from './teams.ts';

export const GameTeamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type GameTeamRef = z.infer<typeof GameTeamRefSchema>;

export const GameBaseSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  date: IsoDateTime,
  stage: z.string().nullable(),
  seasonId: z.number().int(),
  team1Id: z.number().int(),
  team2Id: z.number().int(),
  team1Score: z.number().int(),
  team2Score: z.number().int(),
  videoUrl: z.string().nullable(),
});
export type GameBase = z.infer<typeof GameBaseSchema>;

/** games/skinny: a game with its season and its two teams in order (team 1 first). */
export const GameSkinnySchema = GameBaseSchema.extend({
  season: SeasonRefSchema,
  teams: z.array(GameTeamRefSchema),
});
export type GameSkinny = z.infer<typeof GameSkinnySchema>;

export const GameDetailTeamSchema = GameTeamRefSchema.extend({
  placement: z.string(),
  players: z.array(RosterPlayerSchema),
});

/** A line of a game; `teamId` is the side the player played for (null if on neither roster). */
export const GameStatLineSchema = StatLineSchema.extend({ teamId: z.number().int().nullable() });
export type GameStatLine = z.infer<typeof GameStatLineSchema>;

/** A correction staff made to a published result (docs/product/games.md#corrections), as the game page lists it. */
export const GameCorrectionSchema = z.object({
  id: z.number().int(),
  at: IsoDateTime,
  reason: z.string(),
  by: z.string(),
  /** One line per changed number, e.g. `nightowl_77 digs: 7 → 9`. */
  changes: z.array(z.string()),
});
export type GameCorrection = z.infer<typeof GameCorrectionSchema>;

/** Single game page: teams in order with rosters, lines of team 1 then team 2, sets played. */
export const GameDetailSchema = GameBaseSchema.extend({
  season: SeasonRefSchema,
  teams: z.array(GameDetailTeamSchema),
  stats: z.array(GameStatLineSchema),
  /** team1Score + team2Score (docs/product/games.md#game-page). */
  totalSets: z.number().int(),
  /** Corrections made after the result was published, newest first. */
  corrections: z.array(GameCorrectionSchema),
});
export type GameDetail = z.infer<typeof GameDetailSchema>;

export const GameListQuerySchema = PageQuerySchema.extend({
  q: optionalText(),
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  stage: optionalText(),
});
export type GameListQuery = z.infer<typeof GameListQuerySchema>;
