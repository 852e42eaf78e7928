/**
 * Bodies of the staff's match writes (docs/product/schedule-and-matches.md#rules-and-constants,
 * docs/product/schedule-and-matches.md#api): the Create New Match modal and the matches table's edits (status
 * inline). The stored scores rule (sets won when only set scores are given) is applied by the server.
 */
import { z } from 'zod';
import { MATCH_STATUSES, REGIONS } from '../domain/league.ts';
import { dateTime } from './common.ts';
import { REQUIRED_FIELDS, requiredId, requiredText, scoreInput } from './games-admin.ts';
import { DEFAULT_PHASE, divisionField, phaseField } from './match-groups.ts';
import { TagsSchema } from './match-imports.ts';

export const STATUS_MESSAGE = 'Status must be scheduled, live or completed';
export const REGION_MESSAGE = 'Region must be one of na, eu, as, sa';
export const SET_SCORE_MESSAGE = 'Set scores look like 25-21';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A match number is text ("Round 1 - Match 2"); a bare number from a number input is taken as text. */
const matchNumber = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  requiredText(REQUIRED_FIELDS, 100),
);
const status = requiredText(REQUIRED_FIELDS).pipe(z.enum(MATCH_STATUSES, { error: STATUS_MESSAGE }));
const region = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(REGIONS, { error: REGION_MESSAGE }),
);
const phase = phaseField;

/** An optional score: blank or null means none. */
const optionalScore = z.preprocess((v) => (blank(v) ? null : v), scoreInput().nullable());

/** "25-21" (spaces around the dash allowed, stored without); blank or null means the set was not played. */
const setScore = z.preprocess(
  (v) => (blank(v) ? null : v),
  z
    .string({ error: SET_SCORE_MESSAGE })
    .trim()
    .regex(/^\d{1,3}\s*-\s*\d{1,3}$/, SET_SCORE_MESSAGE)
    .transform((v) => v.replace(/\s+/g, ''))
    .nullable(),
);

const fields = {
  matchNumber,
  status,
  round: requiredText(REQUIRED_FIELDS, 100),
  phase,
  region,
  division: divisionField,
  date: dateTime({ required: REQUIRED_FIELDS }),
  team1Score: optionalScore,
  team2Score: optionalScore,
  set1Score: setScore,
  set2Score: setScore,
  set3Score: setScore,
  set4Score: setScore,
  set5Score: setScore,
  /** The season's id (docs/product/api-contract.md#season-references), not its number. */
  seasonId: requiredId(REQUIRED_FIELDS),
  team1Name: requiredText(REQUIRED_FIELDS),
  team2Name: requiredText(REQUIRED_FIELDS),
  /** A list, or the comma-separated text of the form. */
  tags: TagsSchema,
};

/** POST /api/matches: status 'scheduled', phase 'qualifiers', region 'na' and no division unless given. */
export const CreateMatchBodySchema = z.object({
  ...fields,
  status: status.default('scheduled'),
  phase: z.preprocess((v) => (blank(v) ? undefined : v), phase.default(DEFAULT_PHASE)),
  region: z.preprocess((v) => (blank(v) ? undefined : v), region.default('na')),
  division: divisionField.optional(),
  team1Score: optionalScore.optional(),
  team2Score: optionalScore.optional(),
  set1Score: setScore.optional(),
  set2Score: setScore.optional(),
  set3Score: setScore.optional(),
  set4Score: setScore.optional(),
  set5Score: setScore.optional(),
});
export type CreateMatchBody = z.input<typeof CreateMatchBodySchema>;
export type CreateMatchInput = z.output<typeof CreateMatchBodySchema>;

/** PATCH /api/matches/{id}: changed fields only, e.g. `{status}` from the inline dropdown. */
export const UpdateMatchBodySchema = z
  .object(fields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Nothing to change');
export type UpdateMatchBody = z.input<typeof UpdateMatchBodySchema>;
export type UpdateMatchInput = z.output<typeof UpdateMatchBodySchema>;

export const DeleteMatchResultSchema = z.object({ message: z.string() });
export type DeleteMatchResult = z.infer<typeof DeleteMatchResultSchema>;

const livePoints = z.number({ error: 'Points are whole numbers from 0 to 99' }).int().min(0).max(99);

/**
 * `PUT /api/matches/{id}/live`, the scorer page (docs/product/live.md#the-scorer): the whole score it shows
 * (so an undo is the score before the last tap) and the `liveVersion` it was drawn from. `finish` completes
 * the match with these sets.
 */
export const LiveScoreBodySchema = z.object({
  sets: z
    .array(z.string().regex(/^\d{1,3}-\d{1,3}$/, SET_SCORE_MESSAGE))
    .max(5, 'A match has at most 5 sets'),
  current: z.object({ team1Points: livePoints, team2Points: livePoints }).nullable(),
  version: z.number({ error: 'version is required: the liveVersion the page shows' }).int().min(0),
  finish: z.boolean().default(false),
});
export type LiveScoreBody = z.input<typeof LiveScoreBodySchema>;
export type LiveScoreInput = z.output<typeof LiveScoreBodySchema>;
