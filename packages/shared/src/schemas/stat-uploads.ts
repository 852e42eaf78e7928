/**
 * Bodies and answers of the stat-sheet upload (docs/product/stat-uploads.md#api,
 * docs/product/stat-uploads.md#sheet-layout): the browser parses the CSV with parseStatsCsv and sends this
 * JSON; the server validates it again and writes all or nothing.
 */
import { z } from 'zod';
import { STAGES } from '../domain/league.ts';
import { optionalUrl } from './admin-fields.ts';
import { dateTime, idSchema, MAX_INT } from './common.ts';
import { GameSkinnySchema } from './games.ts';
import { StatLineSchema, StatNumbersSchema } from './stats.ts';

const name = (label: string) => z.string().trim().min(1, `${label} is required`);

export const UploadStatLineSchema = StatNumbersSchema.extend({
  playerName: name('Player name'),
  /** The team block the line came from; when given, the player must be on that team. */
  teamName: z.string().trim().min(1).optional(),
});
export type UploadStatLine = z.infer<typeof UploadStatLineSchema>;

const statsData = z.array(UploadStatLineSchema).min(1, 'No player stats found in the CSV').max(100);

export const BatchCsvBodySchema = z.object({
  gameData: z.object({
    teamNames: z.tuple([name('Team 1 name'), name('Team 2 name')], {
      error: 'Could not find exactly two team names in the CSV',
    }),
    /**
     * The season's id (docs/product/api-contract.md#season-references), resolved by the client from the
     * sheet's `SEASON: n`.
     */
    seasonId: idSchema('Choose a season'),
    // Negative scores get the upload's own message from the service; beyond the column's range is malformed.
    team1Score: z
      .number()
      .int()
      .max(MAX_INT, 'Set score is too large')
      .min(-MAX_INT, 'Set score is too small'),
    team2Score: z
      .number()
      .int()
      .max(MAX_INT, 'Set score is too large')
      .min(-MAX_INT, 'Set score is too small'),
    stage: z.enum(STAGES, { error: 'Choose a match stage' }),
    name: z.string().trim().min(1).max(200).optional(),
    /** Blank (the previous portal sends `""`) or null is no video. */
    videoUrl: optionalUrl(),
    date: dateTime({ format: 'Use an ISO date and time' }).optional(),
  }),
  statsData,
});
export type BatchCsvBody = z.infer<typeof BatchCsvBodySchema>;

export const AddToGameBodySchema = z.object({
  gameId: idSchema('Please enter a valid Game ID (a positive number).'),
  statsData,
});
export type AddToGameBody = z.infer<typeof AddToGameBodySchema>;

/** A player the sheet names who does not exist, or is not on the team the sheet puts them in. */
export const MissingPlayerSchema = z.object({
  name: z.string(),
  teamName: z.string(),
  reason: z.enum(['unknown', 'not-on-team']),
});
export type MissingPlayer = z.infer<typeof MissingPlayerSchema>;

/** A written line as the upload answers it: with its player and, as the previous site did, its game. */
export const UploadedStatLineSchema = StatLineSchema.extend({ game: GameSkinnySchema });
export type UploadedStatLine = z.infer<typeof UploadedStatLineSchema>;

export const UploadResultSchema = z.object({
  message: z.string(),
  gameId: z.number().int(),
  stats: z.array(UploadedStatLineSchema),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;
