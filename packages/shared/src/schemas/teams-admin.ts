/**
 * Staff writes on teams (docs/product/teams.md#rules-and-constants, docs/product/teams.md#api;
 * docs/product/api-contract.md#season-references, docs/product/teams.md#placements). `seasonNumber` is a
 * season's number, resolved to its id by the server.
 */
import { z } from 'zod';
import { DEFAULT_PLACEMENT, PLACEMENTS } from '../domain/league.ts';
import { parsePlacement } from '../domain/placements.ts';
import { hasSomeField, NOTHING_TO_CHANGE, optionalUrl, positiveInt, requiredText } from './admin-fields.ts';

export const TEAM_REQUIRED = 'Name and Season Number are required.';
export const TEAM_NAME_MAX = 100;

/**
 * Placements that may carry a division suffix: the first nine of the canonical list
 * (docs/product/teams.md#placements).
 */
const DIVISIBLE = new Set<string>(PLACEMENTS.slice(0, 9));

export const PLACEMENT_MESSAGE = `Placement must be one of ${PLACEMENTS.join(', ')}; the first nine may end in (D1), (D2) or (D3)`;

/**
 * The canonical spelling of a placement ("top 8 (d2)" → "Top 8 (D2)", "Didnt make playoffs" →
 * "Didn't make playoffs"), or null when it is not a league placement.
 */
export function canonicalPlacement(text: string): string | null {
  const trimmed = text.trim();
  const { base, division, stripped } = parsePlacement(trimmed);
  if (!base) return null;
  const hasSuffix = stripped !== trimmed;
  if (hasSuffix && (!division || !DIVISIBLE.has(base))) return null;
  return division ? `${base} (${division})` : base;
}

const placement = z.string({ error: PLACEMENT_MESSAGE }).transform((text, ctx) => {
  const canonical = canonicalPlacement(text);
  if (canonical === null) {
    ctx.addIssue({ code: 'custom', message: PLACEMENT_MESSAGE });
    return z.NEVER;
  }
  return canonical;
});

const name = requiredText(TEAM_REQUIRED, 'Name', TEAM_NAME_MAX);
const seasonNumber = positiveInt(TEAM_REQUIRED);

export const CreateTeamBodySchema = z.object({
  name,
  seasonNumber,
  /** Defaults to "Didn't make playoffs" (docs/product/teams.md#placements). */
  placement: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    placement.default(DEFAULT_PLACEMENT),
  ),
  logoUrl: optionalUrl(),
});
export type CreateTeamBody = z.infer<typeof CreateTeamBodySchema>;

/** Changed fields only; `logoUrl: null` (or blank) removes the logo. */
export const UpdateTeamBodySchema = z
  .object({ name, seasonNumber, placement, logoUrl: optionalUrl() })
  .partial()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateTeamBody = z.infer<typeof UpdateTeamBodySchema>;
