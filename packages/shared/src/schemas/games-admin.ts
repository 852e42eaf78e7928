/**
 * Bodies of the staff's game writes (docs/product/games.md#rules-and-constants, docs/product/games.md#api):
 * the Create Game modal and the games table's inline edits. The server validates with these and the portal's
 * forms reuse them, so the messages match.
 */
import { z } from 'zod';
import { STAGES } from '../domain/league.ts';
import { dateTime, idSchema, MAX_INT } from './common.ts';

export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const STAGE_MESSAGE = 'Choose a stage from the list of bracket stages';
export const SCORE_MESSAGE = 'Scores must be whole numbers of 0 or more';
export const URL_MESSAGE = 'Please enter a valid URL';

/** Non-blank text, trimmed; missing or blank gives `message`. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** A positive id in a body (a season's id, a game's id); missing or below 1 gives `message`. */
export const requiredId = (message: string) => idSchema(message);

/** An optional web address; blank or null clears it. */
export const optionalUrl = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: URL_MESSAGE })
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE }))
      .nullable(),
  );

export const scoreInput = () =>
  z.number({ error: SCORE_MESSAGE }).int(SCORE_MESSAGE).min(0, SCORE_MESSAGE).max(MAX_INT, SCORE_MESSAGE);

const stage = requiredText(REQUIRED_FIELDS).pipe(z.enum(STAGES, { error: STAGE_MESSAGE }));
const teamName = requiredText(REQUIRED_FIELDS);
const teamNames = z.tuple([teamName, teamName], { error: REQUIRED_FIELDS });

/** POST /api/games/createByNames: teams are named and looked up in that season (case-insensitive). */
export const CreateGameBodySchema = z.object({
  name: requiredText(REQUIRED_FIELDS),
  /** The season's id (docs/product/api-contract.md#season-references), not its number. */
  seasonId: requiredId(REQUIRED_FIELDS),
  /** [team 1, team 2], kept in this order. */
  teamNames,
  team1Score: scoreInput().default(0),
  team2Score: scoreInput().default(0),
  videoUrl: optionalUrl().optional(),
  date: dateTime({ required: REQUIRED_FIELDS }),
  stage,
});
export type CreateGameBody = z.input<typeof CreateGameBodySchema>;
export type CreateGameInput = z.output<typeof CreateGameBodySchema>;

/**
 * PATCH /api/games/{id}: changed fields only. Changing `teamNames` or `seasonId` looks the teams up again
 * in the (new) season; the name may be cleared with null (shown as 'No Given Name').
 */
export const UpdateGameBodySchema = z
  .object({
    name: requiredText('The name cannot be blank (send null to clear it)').nullable(),
    seasonId: requiredId('seasonId must be a season id'),
    teamNames,
    team1Score: scoreInput(),
    team2Score: scoreInput(),
    videoUrl: optionalUrl(),
    date: dateTime({ required: 'date cannot be blank' }),
    stage,
  })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change');
export type UpdateGameBody = z.input<typeof UpdateGameBodySchema>;
export type UpdateGameInput = z.output<typeof UpdateGameBodySchema>;

export const DeleteGameResultSchema = z.object({
  message: z.string(),
  /** Stat lines deleted with the game. */
  deletedStats: z.number().int(),
});
export type DeleteGameResult = z.infer<typeof DeleteGameResultSchema>;
