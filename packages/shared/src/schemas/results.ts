/**
 * Results from the game (docs/product/live.md#results-from-the-game, docs/decisions/0047-results-from-the-game.md):
 * what a game server sends (a set's score while the match is played, then the final box score) and the
 * pending results staff review and approve in the portal.
 */
import { z } from 'zod';
import { STAGES, STAT_FIELDS, type StatField } from '../domain/league.ts';
import { dateTime, IsoDateTime, idSchema, PageQuerySchema } from './common.ts';
import { GameCorrectionSchema } from './games.ts';
import { MatchSchema } from './matches.ts';
import { MissingPlayerSchema } from './stat-uploads.ts';

/**
 * How far a call's `sentAt` may be from the server's clock, either way: an older call is refused (a replay
 * of an unseen call, or one held up for too long), unless its idempotency key was answered already.
 */
export const CALL_WINDOW_MINUTES = 10;

const IDEMPOTENCY_KEY_MESSAGE =
  'idempotencyKey is required: 8 to 200 letters, digits or :_-. (e.g. match id, server id and set number)';

const callFields = {
  /** The same key for the same call, however often it is sent: `{matchId}:{gameServerId}:set{n}`. */
  idempotencyKey: z
    .string({ error: IDEMPOTENCY_KEY_MESSAGE })
    .regex(/^[A-Za-z0-9:_.-]{8,200}$/, IDEMPOTENCY_KEY_MESSAGE),
  /** When the game server first sent the call (kept the same on retries), with its offset. */
  sentAt: dateTime({
    format: 'sentAt must be an ISO date and time, e.g. 2026-11-27T20:05:00Z',
    required: 'sentAt must be an ISO date and time, e.g. 2026-11-27T20:05:00Z',
  }),
  matchId: idSchema('matchId must be a positive whole number: the id of a scheduled match'),
  /** The game server's own id (Roblox's `game.JobId`). */
  gameServerId: z
    .string({ error: 'gameServerId is required' })
    .trim()
    .min(1, 'gameServerId is required')
    .max(100),
};

const points = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 0 to 99` })
    .int()
    .min(0)
    .max(99);

/** `POST /api/results/sets`: the score of one set, while it is played or once it is over. */
export const SetUpdateBodySchema = z.object({
  ...callFields,
  setNumber: z.number({ error: 'setNumber must be from 1 to 5' }).int().min(1).max(5),
  team1Points: points('team1Points'),
  team2Points: points('team2Points'),
  setOver: z.boolean({ error: 'setOver must be true or false' }),
});
export type SetUpdateBody = z.infer<typeof SetUpdateBodySchema>;

export const SetUpdateAnswerSchema = z.object({ message: z.string(), match: MatchSchema });
export type SetUpdateAnswer = z.infer<typeof SetUpdateAnswerSchema>;

const count = z.number().int().min(0).max(9999);
const statNumbers = Object.fromEntries(STAT_FIELDS.map((f) => [f, count])) as Record<StatField, typeof count>;

/** A Roblox username: 3 to 20 letters, digits and underscores. */
const robloxUsername = z
  .string({ error: 'robloxUsername is required' })
  .regex(/^[A-Za-z0-9_]{3,20}$/, 'robloxUsername must be a Roblox username (3 to 20 letters, digits or _)');

/** One player's line of a final box score as the game knows the player. */
export const ResultLineBodySchema = z.object({
  robloxUserId: z
    .number({ error: 'robloxUserId must be a Roblox user id' })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER),
  robloxUsername,
  /** 1 for the match's team 1, 2 for its team 2. */
  side: z.union([z.literal(1), z.literal(2)], { error: 'side must be 1 (team 1) or 2 (team 2)' }),
  ...statNumbers,
});
export type ResultLineBody = z.infer<typeof ResultLineBodySchema>;

export const SetPointsSchema = z.object({
  team1Points: points('team1Points'),
  team2Points: points('team2Points'),
});

/** `POST /api/results/final`: the final box score, which lands as a pending result. */
export const FinalResultBodySchema = z.object({
  ...callFields,
  sets: z
    .array(SetPointsSchema)
    .min(1, 'sets must list every set played')
    .max(5, 'A match has at most 5 sets'),
  lines: z.array(ResultLineBodySchema).min(1, 'lines must hold every player’s line').max(100),
});
export type FinalResultBody = z.infer<typeof FinalResultBodySchema>;

/** What staff must fix before approving: the CSV upload's own checks (docs/product/stat-uploads.md#sheet-checks). */
export const ResultCheckSchema = z.object({
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
  missingPlayers: z.array(MissingPlayerSchema),
});
export type ResultCheck = z.infer<typeof ResultCheckSchema>;

export const FinalResultAnswerSchema = ResultCheckSchema.extend({
  message: z.string(),
  resultId: z.number().int(),
  match: MatchSchema,
});
export type FinalResultAnswer = z.infer<typeof FinalResultAnswerSchema>;

export const RESULT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** A line of a pending result: as the game sent it, plus the league player it names (staff may fix it). */
export const PendingResultLineSchema = ResultLineBodySchema.extend({
  /** The league player's name the line is for; the Roblox username, lower-cased, until staff change it. */
  playerName: z.string().trim().min(1, 'Player name is required').max(100),
});
export type PendingResultLine = z.infer<typeof PendingResultLineSchema>;

export const PendingResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(RESULT_STATUSES),
  match: MatchSchema,
  gameServerId: z.string(),
  /** The key that sent it; null once the key is gone. */
  apiKeyName: z.string().nullable(),
  setScores: z.array(z.string()),
  /** Sets won, as the game will have them. */
  team1Score: z.number().int(),
  team2Score: z.number().int(),
  stage: z.enum(STAGES).nullable(),
  lines: z.array(PendingResultLineSchema),
  submittedAt: IsoDateTime,
  reviewedBy: z.object({ id: z.number().int().nullable(), username: z.string() }).nullable(),
  reviewedAt: IsoDateTime.nullable(),
  /** The game approval wrote. */
  gameId: z.number().int().nullable(),
  /** The checks as of now (pending results only; empty once reviewed). */
  check: ResultCheckSchema,
});
export type PendingResult = z.infer<typeof PendingResultSchema>;

export const ResultListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(RESULT_STATUSES, { error: 'status must be pending, approved or rejected' }).default('pending'),
  ),
});

/** `PATCH /api/results/{id}`: fix lines (the whole list, as the review screen shows it) or the stage. */
export const UpdatePendingResultBodySchema = z
  .object({
    stage: z.enum(STAGES, { error: 'Choose a stage from the list' }).nullable().optional(),
    lines: z.array(PendingResultLineSchema).min(1).max(100).optional(),
  })
  .refine((body) => body.stage !== undefined || body.lines !== undefined, 'Nothing to change');
export type UpdatePendingResultBody = z.infer<typeof UpdatePendingResultBodySchema>;

export const ReviewAnswerSchema = z.object({ message: z.string(), result: PendingResultSchema });
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>;

export const RejectResultBodySchema = z.object({
  reason: z
    .string({ error: 'Say why (5 to 300 characters)' })
    .trim()
    .min(5, 'Say why (5 to 300 characters)')
    .max(300),
});

/** A correction of a published game (docs/product/games.md#corrections): why, and the new numbers. */
export const CorrectionBodySchema = z
  .object({
    reason: z
      .string({ error: 'Say why (5 to 300 characters): it is shown on the game page' })
      .trim()
      .min(5, 'Say why (5 to 300 characters): it is shown on the game page')
      .max(300),
    /** The set scores as they should be (`25-21` each, team 1 first): the game's score becomes the sets won. */
    sets: z
      .array(z.string().regex(/^\d{1,3}-\d{1,3}$/, 'Set scores look like 25-21'))
      .min(1)
      .max(5)
      .optional(),
    /** Changed numbers of existing lines, by player. */
    lines: z
      .array(
        z
          .object({ playerId: idSchema('playerId must be a player of the game') })
          .extend(
            Object.fromEntries(STAT_FIELDS.map((f) => [f, count.optional()])) as Record<
              StatField,
              z.ZodOptional<typeof count>
            >,
          ),
      )
      .max(100)
      .default([]),
  })
  .refine((body) => body.sets !== undefined || body.lines.length > 0, 'Nothing to correct');
export type CorrectionBody = z.input<typeof CorrectionBodySchema>;
export type CorrectionInput = z.output<typeof CorrectionBodySchema>;

export const CorrectionAnswerSchema = z.object({ message: z.string(), correction: GameCorrectionSchema });
