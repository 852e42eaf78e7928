import { z } from 'zod';
import {
  IsoDateTime,
  optionalPositiveInt,
  optionalText,
  PageQuerySchema,
  SeasonSummarySchema,
} from './common.ts';
import { StatLineSchema, StatNumbersSchema } from './stats.ts';

export const TeamBaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  placement: z.string(),
  logoUrl: z.string().nullable(),
  seasonId: z.number().int(),
});
export type TeamBase = z.infer<typeof TeamBaseSchema>;

/** teams/skinny: a team with its season. */
export const TeamWithSeasonSchema = TeamBaseSchema.extend({ season: SeasonSummarySchema });
export type TeamWithSeason = z.infer<typeof TeamWithSeasonSchema>;

export const RosterPlayerSchema = z.object({ id: z.number().int(), name: z.string(), position: z.string() });
export type RosterPlayer = z.infer<typeof RosterPlayerSchema>;

/** teams/medium: a team with its season and roster. */
export const TeamMediumSchema = TeamWithSeasonSchema.extend({ players: z.array(RosterPlayerSchema) });
export type TeamMedium = z.infer<typeof TeamMediumSchema>;

/** A game seen from one team: `opponent` is the other side. */
export const TeamGameSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  date: IsoDateTime,
  stage: z.string().nullable(),
  team1Id: z.number().int(),
  team2Id: z.number().int(),
  team1Score: z.number().int(),
  team2Score: z.number().int(),
  opponent: z.object({ id: z.number().int(), name: z.string() }),
});
export type TeamGame = z.infer<typeof TeamGameSchema>;

/** Full team (GET /api/teams): roster, games newest first and the number of playoff games. */
export const TeamFullSchema = TeamMediumSchema.extend({
  games: z.array(TeamGameSchema),
  /** Games with a stage; every stage is a bracket stage (docs/product/teams.md#placements). */
  playoffGames: z.number().int(),
});
export type TeamFull = z.infer<typeof TeamFullSchema>;

/** One roster player's sums over that team's games. */
export const TeamPlayerStatsSchema = StatNumbersSchema.extend({
  playerId: z.number().int(),
  name: z.string(),
  gamesPlayed: z.number().int(),
});
export type TeamPlayerStats = z.infer<typeof TeamPlayerStatsSchema>;

/** Team page (GET /api/teams/{id}, and each item of GET /api/pages/teams/{name}). */
export const TeamDetailSchema = TeamFullSchema.extend({
  playerStats: z.array(TeamPlayerStatsSchema),
  totalStats: StatNumbersSchema,
});
export type TeamDetail = z.infer<typeof TeamDetailSchema>;

/** A game of the team with every stat line of it, both sides, in entry order (legacy `games[].stats[]`). */
export const LegacyTeamGameSchema = TeamGameSchema.extend({ stats: z.array(StatLineSchema) });

/**
 * Each item of GET /api/teams/name/{name} (legacy shape, docs/product/api-contract.md#legacy-shapes): the
 * team page's read model with each game's stat lines.
 */
export const LegacyTeamDetailSchema = TeamDetailSchema.extend({ games: z.array(LegacyTeamGameSchema) });
export type LegacyTeamDetail = z.infer<typeof LegacyTeamDetailSchema>;

/** `placement` ignores a division suffix and apostrophes ("Top 8" finds "Top 8 (D2)"). */
export const TeamListQuerySchema = PageQuerySchema.extend({
  q: optionalText(),
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  placement: optionalText(),
});
export type TeamListQuery = z.infer<typeof TeamListQuerySchema>;

export const TeamNameParamSchema = z.object({ name: z.string().trim().min(1).max(200) });

/** `?a=&b=`: two team names or slugs (docs/product/teams.md#head-to-head); the service refuses the same name twice. */
const teamNameOrSlug = (side: string) =>
  z
    .string(`${side} is required: a team name or slug`)
    .trim()
    .min(1, `${side} is required: a team name or slug`)
    .max(200);
export const HeadToHeadQuerySchema = z.object({ a: teamNameOrSlug('a'), b: teamNameOrSlug('b') });
export type HeadToHeadQuery = z.infer<typeof HeadToHeadQuerySchema>;

/** One meeting of the two names, seen from side A: `aScore`/`bScore` are sets won. */
export const HeadToHeadGameSchema = z.object({
  id: z.number().int(),
  seasonNumber: z.number().int(),
  stage: z.string().nullable(),
  date: IsoDateTime,
  aScore: z.number().int(),
  bScore: z.number().int(),
  /** `a`, `b`, or null for a tied set score. */
  winner: z.enum(['a', 'b']).nullable(),
});
export type HeadToHeadGame = z.infer<typeof HeadToHeadGameSchema>;

/** One side of a head-to-head: the name as its newest season's team spells it, its slug and its record. */
export const HeadToHeadSideSchema = z.object({
  name: z.string(),
  slug: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  setsWon: z.number().int(),
});
export type HeadToHeadSide = z.infer<typeof HeadToHeadSideSchema>;

/** GET /api/teams/head-to-head: every game between a team named A and a team named B, newest first. */
export const HeadToHeadSchema = z.object({
  a: HeadToHeadSideSchema,
  b: HeadToHeadSideSchema,
  ties: z.number().int(),
  games: z.array(HeadToHeadGameSchema),
});
export type HeadToHead = z.infer<typeof HeadToHeadSchema>;
