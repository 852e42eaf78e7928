/**
 * A season's standings settings as staff edit them in the portal (docs/product/standings.md#settings): the
 * format (and so the points scheme), the tie-breaker chain, the playoff spots, coin flips and points
 * deductions. Every rule has its own message; a body that breaks one changes nothing.
 */
import { z } from 'zod';
import { DEFAULT_MATCH_FORMAT, MATCH_FORMAT_IDS, type MatchFormatId } from '../domain/match-formats.ts';
import { teamKeyOf } from '../domain/standings-matches.ts';
import type { StandingsSettings } from '../domain/standings-state.ts';
import { DEFAULT_TIE_BREAKERS, TIE_BREAKER_IDS } from '../domain/tie-breakers.ts';
import { hasSomeField, NOTHING_TO_CHANGE, requiredText } from './admin-fields.ts';
import { wholeNumber } from './common.ts';

export const MAX_PLAYOFF_SPOTS = 64;
export const MAX_DEDUCTION = 100;

export const FORMAT_MESSAGE = 'Format must be bestOf5 or bestOf3';
export const TIE_BREAKER_MESSAGE = `Tie-breakers must be among ${TIE_BREAKER_IDS.join(', ')}`;
export const NO_TIE_BREAKER = 'Choose at least one tie-breaker';
export const REPEATED_TIE_BREAKER = 'Each tie-breaker can be chosen once';
export const COIN_FLIP_LAST = 'The coin flip can only be the last tie-breaker';
export const PLAYOFF_SPOTS_MESSAGE = `Playoff spots must be a whole number from 0 to ${MAX_PLAYOFF_SPOTS}`;
export const COIN_FLIP_TEAMS = 'A coin flip orders at least two teams';
export const COIN_FLIP_REPEAT = 'A team can appear only once in a coin flip';
export const TEAM_REQUIRED = 'Team name is required';
export const REASON_REQUIRED = 'Give a reason for the deduction';
export const DEDUCTION_MESSAGE = `A deduction must be a whole number of points from 1 to ${MAX_DEDUCTION}`;

const distinctNames = (names: readonly string[]) => new Set(names.map(teamKeyOf)).size === names.length;

const TieBreakerChain = z
  .array(z.enum(TIE_BREAKER_IDS, { error: TIE_BREAKER_MESSAGE }), { error: NO_TIE_BREAKER })
  .min(1, NO_TIE_BREAKER)
  .refine((chain) => new Set(chain).size === chain.length, REPEATED_TIE_BREAKER)
  .refine((chain) => !chain.slice(0, -1).includes('coinFlip'), COIN_FLIP_LAST);

/** Team names in the order drawn, first ranks highest. */
const CoinFlip = z
  .array(requiredText(TEAM_REQUIRED, 'Team name'))
  .min(2, COIN_FLIP_TEAMS)
  .refine(distinctNames, COIN_FLIP_REPEAT);

export const StandingsAdjustmentSchema = z.object({
  teamName: requiredText(TEAM_REQUIRED, 'Team name'),
  points: wholeNumber(DEDUCTION_MESSAGE, { min: 1, max: MAX_DEDUCTION }),
  reason: requiredText(REASON_REQUIRED, 'Reason'),
});

const fields = {
  format: z.enum(MATCH_FORMAT_IDS, { error: FORMAT_MESSAGE }),
  tieBreakers: TieBreakerChain,
  playoffSpots: wholeNumber(PLAYOFF_SPOTS_MESSAGE, { min: 0, max: MAX_PLAYOFF_SPOTS }),
  coinFlips: z.array(CoinFlip).max(50),
  adjustments: z.array(StandingsAdjustmentSchema).max(200),
};

/** The whole settings of a season, as stored and as the portal's form sends them. */
export const StandingsSettingsSchema = z.object(fields);
export type StandingsSettingsBody = z.infer<typeof StandingsSettingsSchema>;

/** Changed fields only. */
export const UpdateStandingsSettingsBodySchema = z
  .object(fields)
  .partial()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateStandingsSettingsBody = z.infer<typeof UpdateStandingsSettingsBodySchema>;

/** A season's settings before staff change anything: its format's scheme and default chain, no playoffs. */
export function defaultStandingsSettings(format: MatchFormatId = DEFAULT_MATCH_FORMAT): StandingsSettings {
  return {
    format,
    tieBreakers: DEFAULT_TIE_BREAKERS[format],
    playoffSpots: 0,
    coinFlips: [],
    adjustments: [],
  };
}

/**
 * A season's settings as the API answers them: what the table is computed with (the defaults until staff
 * change them; `updatedAt` null then).
 */
export const StandingsSettingsReadSchema = z.object({
  seasonId: z.number().int(),
  format: z.enum(MATCH_FORMAT_IDS),
  tieBreakers: z.array(z.enum(TIE_BREAKER_IDS)),
  playoffSpots: z.number().int(),
  coinFlips: z.array(z.array(z.string())),
  adjustments: z.array(z.object({ teamName: z.string(), points: z.number().int(), reason: z.string() })),
  updatedAt: z.string().nullable(),
});
export type StandingsSettingsRead = z.infer<typeof StandingsSettingsReadSchema>;
