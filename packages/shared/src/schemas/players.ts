import { z } from 'zod';
import {
  IsoDateTime,
  optionalPositiveInt,
  optionalText,
  PageQuerySchema,
  SeasonRefSchema,
} from './common.ts';
import { GameSkinnySchema } from './games.ts';
import { PlayerOwnerSchema } from './player-claims.ts';
import { StatNumbersSchema } from './stats.ts';
import { TeamWithSeasonSchema } from './teams.ts';

export const PlayerBaseSchema = z.object({ id: z.number().int(), name: z.string(), position: z.string() });
export type PlayerBase = z.infer<typeof PlayerBaseSchema>;

/** players/medium: players with their teams (each with its season), oldest season first. */
export const PlayerMediumSchema = PlayerBaseSchema.extend({ teams: z.array(TeamWithSeasonSchema) });
export type PlayerMedium = z.infer<typeof PlayerMediumSchema>;

/**
 * A line of GET /api/players (legacy shape, docs/product/api-contract.md#legacy-shapes): the line with its
 * game, the game's season and its two teams (team 1 first).
 */
export const PlayerListStatLineSchema = StatNumbersSchema.extend({
  id: z.number().int(),
  gameId: z.number().int(),
  playerId: z.number().int(),
  game: GameSkinnySchema,
});
export type PlayerListStatLine = z.infer<typeof PlayerListStatLineSchema>;

/**
 * GET /api/players (legacy shape): teams, award refs, career sums and every stat line (newest game first),
 * each with its game.
 */
export const PlayerListItemSchema = PlayerMediumSchema.extend({
  awards: z.array(z.object({ id: z.number().int(), type: z.string() })),
  totalStats: StatNumbersSchema,
  stats: z.array(PlayerListStatLineSchema),
});
export type PlayerListItem = z.infer<typeof PlayerListItemSchema>;

export const PlayerGameRefSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  date: IsoDateTime,
  stage: z.string().nullable(),
  seasonId: z.number().int(),
  seasonNumber: z.number().int(),
  team1Score: z.number().int(),
  team2Score: z.number().int(),
});

/** One of the player's lines; `teamId` is the player's side in that game (null if on neither roster). */
export const PlayerStatLineSchema = StatNumbersSchema.extend({
  id: z.number().int(),
  gameId: z.number().int(),
  playerId: z.number().int(),
  teamId: z.number().int().nullable(),
  game: PlayerGameRefSchema,
});
export type PlayerStatLine = z.infer<typeof PlayerStatLineSchema>;

export const PlayerAwardSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  season: SeasonRefSchema,
});

export const PlayerRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(['game', 'season']),
  record: z.string(),
  rank: z.number().int(),
  value: z.number(),
});

/** Player page read model (GET /api/pages/players/{id}); lines newest game first. */
export const PlayerDetailSchema = PlayerMediumSchema.extend({
  stats: z.array(PlayerStatLineSchema),
  awards: z.array(PlayerAwardSchema),
  records: z.array(PlayerRecordSchema),
  totalStats: StatNumbersSchema,
  /** Distinct games played by any of the player's teams ("possible games played"). */
  distinctGames: z.number().int(),
  statEntries: z.number().int(),
  /** The member who claimed the page (docs/product/players.md#claimed-player-pages); null when unclaimed. */
  owner: PlayerOwnerSchema.nullable(),
});
export type PlayerDetail = z.infer<typeof PlayerDetailSchema>;

/** One of the player's teams with every game it played, newest first (legacy `teams[].games[]`). */
export const LegacyPlayerTeamSchema = TeamWithSeasonSchema.extend({ games: z.array(GameSkinnySchema) });

/** A line of GET /api/players/{id}: the page's line, its game also carrying its season as an object. */
export const LegacyPlayerStatLineSchema = PlayerStatLineSchema.extend({
  game: PlayerGameRefSchema.extend({ season: SeasonRefSchema }),
});

/**
 * GET /api/players/{id} (legacy shape, docs/product/api-contract.md#legacy-shapes): the player page's read
 * model (PlayerDetail, which the site's own page reads at /api/pages/players/{id}) with each team's games.
 */
export const LegacyPlayerDetailSchema = PlayerDetailSchema.omit({ owner: true }).extend({
  teams: z.array(LegacyPlayerTeamSchema),
  stats: z.array(LegacyPlayerStatLineSchema),
});
export type LegacyPlayerDetail = z.infer<typeof LegacyPlayerDetailSchema>;

export const PlayerListQuerySchema = PageQuerySchema.extend({
  q: optionalText(),
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  position: optionalText(),
});
export type PlayerListQuery = z.infer<typeof PlayerListQuerySchema>;
