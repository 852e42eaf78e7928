/**
 * Bodies of the staff's stat-line writes (docs/product/stat-uploads.md#create-stat,
 * docs/product/stat-uploads.md#api): the Create Stat modal (by player id or by player name) and the stats
 * table's inline edits. Kills above attempts are checked on the whole line by `checkStatLine`
 * (domain/stats-csv.ts), on the server after merging an edit into the stored line.
 */
import { z } from 'zod';
import { STAT_FIELDS, type StatField } from '../domain/league.ts';
import { MAX_INT } from './common.ts';
import { requiredId } from './games-admin.ts';

export const STAT_REQUIRED = 'Player name and Game ID are required.';
export const STAT_ID_REQUIRED = 'Player ID and Game ID are required.';

/** One of the 13 numbers: a whole number, minimum 0 (docs/product/stat-uploads.md#create-stat). */
const statNumber = (field: StatField) => {
  const message = `${field} must be a whole number of 0 or more`;
  return z.number({ error: message }).int(message).min(0, message).max(MAX_INT, message);
};

const numberShape = Object.fromEntries(STAT_FIELDS.map((f) => [f, statNumber(f)])) as Record<
  StatField,
  ReturnType<typeof statNumber>
>;
const defaultedNumbers = Object.fromEntries(STAT_FIELDS.map((f) => [f, statNumber(f).default(0)])) as Record<
  StatField,
  z.ZodDefault<ReturnType<typeof statNumber>>
>;

/** The 13 numbers of a new line; a number left out counts as 0. */
export const StatNumbersInputSchema = z.object(defaultedNumbers);

/** POST /api/stats: the player by id; they must be on one of the game's two teams. */
export const CreateStatBodySchema = StatNumbersInputSchema.extend({
  gameId: requiredId(STAT_ID_REQUIRED),
  playerId: requiredId(STAT_ID_REQUIRED),
});
export type CreateStatBody = z.input<typeof CreateStatBodySchema>;
export type CreateStatInput = z.output<typeof CreateStatBodySchema>;

/** POST /api/stats/by-name: the player by name, lower-cased and matched ignoring case. */
export const CreateStatByNameBodySchema = StatNumbersInputSchema.extend({
  playerName: z
    .string({ error: STAT_REQUIRED })
    .trim()
    .min(1, STAT_REQUIRED)
    .max(100, 'Player name is at most 100 characters')
    .transform((name) => name.toLowerCase()),
  gameId: requiredId(STAT_REQUIRED),
});
export type CreateStatByNameBody = z.input<typeof CreateStatByNameBodySchema>;
export type CreateStatByNameInput = z.output<typeof CreateStatByNameBodySchema>;

/**
 * PATCH /api/stats/{id}: any of the 13 numbers, and the portal's Game ID / Player ID cells (the line then
 * moves, with the same checks as a new line).
 */
export const UpdateStatBodySchema = z
  .object({
    ...numberShape,
    gameId: requiredId('gameId must be a game id'),
    playerId: requiredId('playerId must be a player id'),
  })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change');
export type UpdateStatBody = z.input<typeof UpdateStatBodySchema>;
export type UpdateStatInput = z.output<typeof UpdateStatBodySchema>;

export const DeleteStatResultSchema = z.object({ message: z.string() });
export type DeleteStatResult = z.infer<typeof DeleteStatResultSchema>;
