/**
 * The standings read (docs/product/standings.md#api): one table of a season's group with its rows (marks,
 * tie explanations and needs included), how the marks were proven, the matches it could not count and the
 * rules it applied, rendered from the same settings.
 */
import { z } from 'zod';
import { MATCH_FORMAT_IDS } from '../domain/match-formats.ts';
import { TIE_BREAKER_IDS } from '../domain/tie-breakers.ts';
import { optionalPositiveInt, optionalText, SeasonRefSchema } from './common.ts';

const int = () => z.number().int();
const Mark = z.enum(['clinched', 'eliminated']).nullable();
const FormResult = z.enum(['W', 'L']);

export const TieExplanationSchema = z.object({
  levelOn: z.object({ criterion: z.enum(TIE_BREAKER_IDS), value: z.string() }),
  tiedWith: z.array(z.string()),
  comparisons: z.array(
    z.object({
      team: z.string(),
      relation: z.enum(['ahead', 'behind', 'level']),
      criterion: z.enum(TIE_BREAKER_IDS).nullable(),
      value: z.string().nullable(),
      otherValue: z.string().nullable(),
      among: z.array(z.string()),
    }),
  ),
  sentence: z.string(),
});

export const TeamNeedsSchema = z.object({
  goal: z.enum(['playoffs', 'first']),
  kind: z.enum(['wins', 'anyWins', 'winOutAndHelp', 'help', 'contention']),
  wins: int(),
  opponents: z.array(z.string()),
  matchIds: z.array(int()),
  rival: z.string().nullable(),
  method: z.enum(['exact', 'bound']).nullable(),
  text: z.string(),
});

export const StandingsRowSchema = z.object({
  position: int(),
  tied: z.boolean(),
  team: z.string(),
  played: int(),
  won: int(),
  lost: int(),
  setsWon: int(),
  setsLost: int(),
  /** Null: no set lost (shown MAX). */
  setRatio: z.number().nullable(),
  pointsWon: int(),
  pointsLost: int(),
  pointRatio: z.number().nullable(),
  leaguePoints: int(),
  deduction: int(),
  lastFive: z.array(FormResult),
  streak: z.object({ result: FormResult, length: int() }).nullable(),
  next: z.object({ matchId: int(), opponent: z.string(), date: z.string() }).nullable(),
  tie: TieExplanationSchema.nullable(),
  marks: z.object({ playoffs: Mark, first: Mark }),
  needs: TeamNeedsSchema.nullable(),
});
export type StandingsRowRead = z.infer<typeof StandingsRowSchema>;

export const StandingsRulesSchema = z.object({
  scheme: z.string(),
  counting: z.string(),
  procedure: z.string(),
  tieBreakers: z.array(z.string()),
  playoffs: z.string().nullable(),
  adjustments: z.array(z.string()),
});

/** The group a table covers; null fields take every value (phase null means the regular phase). */
export const StandingsGroupSchema = z.object({
  phase: z.string().nullable(),
  region: z.string().nullable(),
  division: z.string().nullable(),
});

export const StandingsTableSchema = z.object({
  rows: z.array(StandingsRowSchema),
  proof: z.object({
    method: z.enum(['exact', 'bound']),
    outcomes: z.number().nullable(),
    openMatches: int(),
  }),
  uncounted: z.array(z.object({ matchId: int(), reason: z.string() })),
  withoutPoints: z.array(int()),
  rules: StandingsRulesSchema,
});

/**
 * The values the season's matches have for each group field, sorted: the schedule's and the table's filter
 * choices. `divisions` are those of the regular phase (a season whose table is split by division).
 */
export const StandingsChoicesSchema = z.object({
  phases: z.array(z.string()),
  regions: z.array(z.string()),
  divisions: z.array(z.string()),
});
export type StandingsChoices = z.infer<typeof StandingsChoicesSchema>;

/** GET standings: the table with the season, the group and the settings it was computed with. */
export const StandingsReadSchema = StandingsTableSchema.extend({
  season: SeasonRefSchema,
  group: StandingsGroupSchema,
  choices: StandingsChoicesSchema,
  format: z.enum(MATCH_FORMAT_IDS),
  tieBreakers: z.array(z.enum(TIE_BREAKER_IDS)),
  playoffSpots: int(),
  adjustments: z.array(z.object({ teamName: z.string(), points: int(), reason: z.string() })),
});
export type StandingsRead = z.infer<typeof StandingsReadSchema>;

/** The schedule's own filters pick the table; no season means the current one. */
export const StandingsQuerySchema = z.object({
  seasonNumber: optionalPositiveInt('seasonNumber must be a positive whole number'),
  phase: optionalText(),
  region: optionalText(),
  division: optionalText(),
});
export type StandingsQuery = z.infer<typeof StandingsQuerySchema>;
