/**
 * Staff writes on awards (docs/product/awards.md#rules-and-constants, docs/product/awards.md#api;
 * docs/product/api-contract.md#season-references): the create by player name and the edit. `seasonId` is the
 * season's id, not its number.
 */
import { z } from 'zod';
import { AWARD_TYPES, type AwardType } from '../domain/league.ts';
import { hasSomeField, NOTHING_TO_CHANGE, optionalUrl, positiveInt, requiredText } from './admin-fields.ts';
import { dateTime } from './common.ts';
import { normalizePlayerName } from './players-admin.ts';

export const AWARD_REQUIRED = 'Type, Description, Season ID, and Player Name are required.';
export const AWARD_TYPE_MESSAGE = `Type must be one of ${AWARD_TYPES.join(', ')}`;

/** The canonical spelling of an award type, any case ("best spiker" → "Best Spiker"), or null. */
export function canonicalAwardType(text: string): AwardType | null {
  const key = text.trim().toLowerCase();
  return AWARD_TYPES.find((t) => t.toLowerCase() === key) ?? null;
}

const type = requiredText(AWARD_REQUIRED, 'Type', 100).transform((text, ctx) => {
  const canonical = canonicalAwardType(text);
  if (canonical === null) {
    ctx.addIssue({ code: 'custom', message: AWARD_TYPE_MESSAGE });
    return z.NEVER;
  }
  return canonical;
});

const fields = {
  type,
  description: requiredText(AWARD_REQUIRED, 'Description', 1000),
  seasonId: positiveInt(AWARD_REQUIRED),
  playerName: requiredText(AWARD_REQUIRED, 'Player name', 100).transform(normalizePlayerName),
  imageUrl: optionalUrl(),
};

export const CreateAwardBodySchema = z.object(fields);
export type CreateAwardBody = z.infer<typeof CreateAwardBodySchema>;

/** When the award was given: an ISO timestamp, or a calendar day taken as midnight UTC. */
const createdAt = dateTime({ format: 'Use a date (YYYY-MM-DD) or an ISO date and time' });

/** Changed fields only; `playerName` replaces the recipients with that one player. */
export const UpdateAwardBodySchema = z
  .object({ ...fields, createdAt })
  .partial()
  .refine(hasSomeField, NOTHING_TO_CHANGE);
export type UpdateAwardBody = z.infer<typeof UpdateAwardBodySchema>;
