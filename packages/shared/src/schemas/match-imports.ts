/**
 * Bodies of the match imports (docs/product/schedule-and-matches.md#challonge-import,
 * docs/product/schedule-and-matches.md#api, docs/product/schedule-and-matches.md#match-file-import): the
 * Challonge bracket import and the schedule file import.
 */
import { z } from 'zod';
import { MATCH_STATUSES, REGIONS } from '../domain/league.ts';
import { dateTime, idSchema } from './common.ts';
import { DEFAULT_PHASE, divisionField, phaseField } from './match-groups.ts';
import { MatchSchema } from './matches.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const REQUIRED = 'Please fill in all required fields';

/** Tags as a list, or as the comma-separated text the portal form holds. */
export const TagsSchema = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean));

export const ChallongeImportBodySchema = z
  .object({
    challongeUrl: required(REQUIRED),
    seasonId: idSchema(REQUIRED),
    /** Limits the import to one Challonge round: 2, -1, "Round 2" or "Losers Round 1". */
    round: z.union([z.number().int(), z.string().trim()]).optional().nullable(),
    roundStartDate: dateTime({ required: REQUIRED }),
    roundEndDate: dateTime({ required: REQUIRED }),
    matchSpacingMinutes: z
      .number()
      .int()
      .min(15, 'Minutes between matches must be between 15 and 120')
      .max(120, 'Minutes between matches must be between 15 and 120')
      .default(30),
    region: z.enum(REGIONS, { error: 'Region must be one of na, eu, as, sa' }).default('na'),
    /** The phase and division every imported match gets (a bracket is usually the playoffs). */
    phase: phaseField.optional().default(DEFAULT_PHASE),
    division: divisionField.optional().default(null),
    tags: TagsSchema,
  })
  .refine((b) => Date.parse(b.roundStartDate) < Date.parse(b.roundEndDate), {
    message: 'Round start date must be before round end date',
    path: ['roundEndDate'],
  });
export type ChallongeImportBody = z.input<typeof ChallongeImportBodySchema>;

export const MatchImportResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  matches: z.array(MatchSchema),
});
export type MatchImportResult = z.infer<typeof MatchImportResultSchema>;

const SET_SCORE = /^\d{1,2}-\d{1,2}$/;
const setScore = z
  .string()
  .trim()
  .regex(SET_SCORE, 'Set scores look like 25-21')
  .nullish()
  .or(z.literal('').transform(() => null));

/** One schedule row of the match file import. */
export const MatchFileRowSchema = z.object({
  matchNumber: required('Match number is required'),
  round: required('Round is required'),
  date: dateTime({ format: 'Date must be an ISO date and time' }),
  team1Name: required('Team 1 name is required'),
  team2Name: required('Team 2 name is required'),
  status: z
    .enum(MATCH_STATUSES, { error: 'Status must be scheduled, live or completed' })
    .default('scheduled'),
  set1Score: setScore,
  set2Score: setScore,
  set3Score: setScore,
  set4Score: setScore,
  set5Score: setScore,
  tags: TagsSchema,
  /** Optional columns: blank means the regular phase and no division. */
  phase: phaseField.optional().default(DEFAULT_PHASE),
  division: divisionField.optional().default(null),
});

export const MatchFileImportBodySchema = z.object({
  seasonId: idSchema(REQUIRED),
  region: z.enum(REGIONS).default('na'),
  matches: z.array(MatchFileRowSchema).min(1, 'The file has no matches').max(500),
});
export type MatchFileImportBody = z.input<typeof MatchFileImportBodySchema>;
