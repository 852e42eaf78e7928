import { z } from 'zod';
import { STAGES } from '../domain/league.ts';
import {
  IsoDateTime,
  idSchema,
  optionalDateTime,
  optionalPositiveInt,
  optionalText,
  PageQuerySchema,
  SeasonRefSchema,
} from './common.ts';

/** The set being played while a match is live (docs/product/live.md#match-state). */
export const CurrentSetSchema = z.object({
  /** One more than the set scores filled in. */
  number: z.number().int(),
  team1Points: z.number().int(),
  team2Points: z.number().int(),
});
export type CurrentSet = z.infer<typeof CurrentSetSchema>;

export const MatchSchema = z.object({
  id: z.number().int(),
  matchNumber: z.string(),
  /** `scheduled`, `live` (being played: see `currentSet`) or `completed`. */
  status: z.string(),
  round: z.string(),
  phase: z.string(),
  region: z.string(),
  /** The division of the regular phase the match belongs to (D1, D2…), null when the season has none. */
  division: z.string().nullable(),
  date: IsoDateTime,
  tags: z.array(z.string()),
  team1Name: z.string(),
  team2Name: z.string(),
  /** Logo of the team of that name (any case) in the match's season, if there is one. */
  team1LogoUrl: z.string().nullable(),
  team2LogoUrl: z.string().nullable(),
  team1Score: z.number().int().nullable(),
  team2Score: z.number().int().nullable(),
  set1Score: z.string().nullable(),
  set2Score: z.string().nullable(),
  set3Score: z.string().nullable(),
  set4Score: z.string().nullable(),
  set5Score: z.string().nullable(),
  seasonId: z.number().int(),
  season: SeasonRefSchema,
  /**
   * The recorded game of this match, when there is one: same season, the same two teams (any case, either
   * order), started within half a day of the match. Null before the game is recorded.
   */
  gameId: z.number().int().nullable(),
  /** The set being played, while the match is live and between the points of a set; else null. */
  currentSet: CurrentSetSchema.nullable(),
  /** Counts the changes of the live score: the scorer page sends it back, so two scorers never overwrite each other. */
  liveVersion: z.number().int(),
  /**
   * A playoff match's stage, as its game will be staged (`Winners Bracket; Quarterfinals`): its round read
   * against its bracket's first round (domain/playoff-stages.ts). Null for other matches and for a round that
   * cannot be read.
   */
  playoffStage: z.enum(STAGES).nullable(),
});
export type Match = z.infer<typeof MatchSchema>;

/** A date (YYYY-MM-DD, whole day) or an ISO timestamp; blank means unbounded. */
const optionalDateBound = () =>
  optionalDateTime({ format: 'Use a date (YYYY-MM-DD) or an ISO timestamp', bareDay: 'day' });

/**
 * `q` is a match number fragment; `from`/`to` bound the date, both inclusive. A season is chosen by number
 * (`seasonNumber`, like every other list) or, as older clients do, by id (`seasonId`).
 */
export const MatchListQuerySchema = PageQuerySchema.extend({
  q: optionalText(),
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  seasonId: optionalPositiveInt('seasonId must be a positive whole number'),
  status: optionalText(),
  round: optionalText(),
  /** The schedule's filters, also the standings' groups (docs/product/standings.md#data); any case. */
  phase: optionalText(),
  region: optionalText(),
  division: optionalText(),
  from: optionalDateBound(),
  to: optionalDateBound(),
});
export type MatchListQuery = z.infer<typeof MatchListQuerySchema>;

export const SeasonIdParamSchema = z.object({
  seasonId: idSchema('seasonId must be a positive whole number'),
});
