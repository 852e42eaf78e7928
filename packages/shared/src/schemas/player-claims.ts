/**
 * Claimed player pages (docs/product/players.md#claimed-player-pages): the owner shown on the page, a
 * member's own claim, the claims staff confirm, and what an owner may set.
 */
import { z } from 'zod';
import { isPlainText, PLAYER_BIO_MAX_LENGTH, PLAYER_CLAIM_STATUSES } from '../domain/player-claims.ts';
import { IsoDateTime, idSchema } from './common.ts';

const PlayerRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** The team a page's owner supports: one season's team, linked by name and season. */
export const SupportedTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seasonNumber: z.number().int(),
});
export type SupportedTeam = z.infer<typeof SupportedTeamSchema>;

/** The member a claimed page belongs to, as the page shows them beside the verified mark. */
export const PlayerOwnerSchema = z.object({
  username: z.string(),
  bio: z.string().nullable(),
  supportedTeam: SupportedTeamSchema.nullable(),
});
export type PlayerOwner = z.infer<typeof PlayerOwnerSchema>;

/** A member's own claim. */
export const PlayerClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(PLAYER_CLAIM_STATUSES),
  player: PlayerRefSchema,
  bio: z.string().nullable(),
  supportedTeam: SupportedTeamSchema.nullable(),
  requestedAt: IsoDateTime,
});
export type PlayerClaim = z.infer<typeof PlayerClaimSchema>;

/**
 * The profile's player-page section: the member's claim, else the player whose name is their linked Roblox
 * account's (the page they can claim at once), else nothing.
 */
export const MyPlayerClaimSchema = z.object({
  claim: PlayerClaimSchema.nullable(),
  matchingPlayer: PlayerRefSchema.nullable(),
  /** The member's linked Roblox username; claims need one. */
  robloxUsername: z.string().nullable(),
});
export type MyPlayerClaim = z.infer<typeof MyPlayerClaimSchema>;

/** A claim waiting for staff, with what they need to judge it. */
export const StaffPlayerClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(PLAYER_CLAIM_STATUSES),
  player: PlayerRefSchema,
  member: z.object({ id: z.number().int(), username: z.string() }),
  /** The Roblox username the member had linked when the claim was read; null once unlinked. */
  robloxUsername: z.string().nullable(),
  requestedAt: IsoDateTime,
});
export type StaffPlayerClaim = z.infer<typeof StaffPlayerClaimSchema>;

/** What a page's owner sets; a field left out stays as it is, null (or a blank bio) clears it. */
export const PlayerOwnerBodySchema = z
  .object({
    bio: z
      .string({ error: 'Bio must be text' })
      .trim()
      .max(PLAYER_BIO_MAX_LENGTH, `Bio must be at most ${PLAYER_BIO_MAX_LENGTH} characters`)
      .refine(isPlainText, 'Bio must be plain text')
      .transform((text) => text || null)
      .nullable()
      .optional(),
    supportedTeamId: idSchema('supportedTeamId must be a team id').nullable().optional(),
  })
  .refine((body) => body.bio !== undefined || body.supportedTeamId !== undefined, {
    message: 'Send a bio or a supportedTeamId',
  });
export type PlayerOwnerBody = z.infer<typeof PlayerOwnerBodySchema>;
