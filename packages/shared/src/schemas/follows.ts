/**
 * A member's follows, their choices and the Following read (docs/product/follows.md#api).
 */
import { z } from 'zod';
import { FOLLOW_EVENTS, FOLLOW_KINDS, LEAD_TIMES } from '../domain/follows.ts';
import { idSchema } from './common.ts';
import { MatchSchema } from './matches.ts';

export const FOLLOW_TEAM_MESSAGE = 'Team must be a team name or slug of 1 to 100 characters';
export const FOLLOW_EVENTS_MESSAGE = `Events are ${FOLLOW_EVENTS.join(', ')}`;
export const LEAD_MINUTES_MESSAGE = `Lead time must be ${LEAD_TIMES.join(', ')} minutes`;

const team = z
  .string({ error: FOLLOW_TEAM_MESSAGE })
  .trim()
  .min(1, FOLLOW_TEAM_MESSAGE)
  .max(100, FOLLOW_TEAM_MESSAGE);

/** `{kind: 'team', team: 'storm-crows'}` or `{kind: 'player', playerId: 12}`. */
export const CreateFollowBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('team'), team }),
    z.object({ kind: z.literal('player'), playerId: idSchema('playerId must be a positive whole number') }),
  ],
  { error: `kind must be one of ${FOLLOW_KINDS.join(', ')}` },
);
export type CreateFollowBody = z.input<typeof CreateFollowBodySchema>;

const events = z
  .array(z.enum(FOLLOW_EVENTS, { error: FOLLOW_EVENTS_MESSAGE }), { error: FOLLOW_EVENTS_MESSAGE })
  .max(FOLLOW_EVENTS.length)
  .transform((list) => [...new Set(list)]);
const leadMinutes = z.union(
  LEAD_TIMES.map((n) => z.literal(n)),
  { error: LEAD_MINUTES_MESSAGE },
);

/** Changed choices only; an empty `events` list keeps the follow (the star) and tells nothing. */
export const UpdateFollowBodySchema = z.object({
  events: events.optional(),
  leadMinutes: leadMinutes.optional(),
});
export type UpdateFollowBody = z.input<typeof UpdateFollowBodySchema>;

export const FollowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOLLOW_KINDS),
  /** A team follow: the team's slug (its link) and the name of its latest season's team. */
  teamSlug: z.string().nullable(),
  teamName: z.string().nullable(),
  playerId: z.number().int().nullable(),
  playerName: z.string().nullable(),
  events: z.array(z.enum(FOLLOW_EVENTS)),
  leadMinutes: z.number().int(),
  createdAt: z.string(),
});
export type Follow = z.infer<typeof FollowSchema>;

export const FollowSettingsSchema = z.object({
  /** One switch: nothing is sent while it is on; follows and choices stay. */
  muted: z.boolean(),
  /** The personal calendar feed's path (a secret: whoever has it reads the followed teams' matches). */
  calendarPath: z.string(),
});
export type FollowSettings = z.infer<typeof FollowSettingsSchema>;

export const UpdateFollowSettingsBodySchema = z.object({
  muted: z.boolean({ error: 'muted must be true or false' }),
});
export type UpdateFollowSettingsBody = z.input<typeof UpdateFollowSettingsBodySchema>;

/** A followed player's latest game: the score and the player's line. */
export const FollowedPlayerGameSchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  gameId: z.number().int(),
  gameName: z.string().nullable(),
  date: z.string(),
  team1Name: z.string(),
  team2Name: z.string(),
  team1Score: z.number().int(),
  team2Score: z.number().int(),
  kills: z.number().int(),
  digs: z.number().int(),
  blocks: z.number().int(),
  aces: z.number().int(),
  assists: z.number().int(),
});
export type FollowedPlayerGame = z.infer<typeof FollowedPlayerGameSchema>;

/** Home's and the profile's "Following": the followed players' last games first, then matches. */
export const FollowingReadSchema = z.object({
  follows: z.array(FollowSchema),
  muted: z.boolean(),
  playerGames: z.array(FollowedPlayerGameSchema),
  nextMatches: z.array(MatchSchema),
  lastResults: z.array(MatchSchema),
});
export type FollowingRead = z.infer<typeof FollowingReadSchema>;

export const FOLLOWING_LIST_LIMIT = 5;
