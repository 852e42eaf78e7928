/**
 * Claiming a player page (docs/product/players.md#claimed-player-pages): a member with a linked Roblox
 * account claims a page; it is theirs at once when the account is the player, else staff confirm it. The
 * owner writes a short bio and names the team they support; the page shows both beside a verified mark.
 */
import { initialClaimStatus } from '@league/shared/domain/player-claims';
import type {
  MyPlayerClaim,
  PlayerClaim,
  PlayerOwnerBody,
  StaffPlayerClaim,
} from '@league/shared/schemas/player-claims';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { staffWrite, write } from '../../lib/writes/unit-of-work.ts';
import { findLinkedUsername } from '../users/service.ts';
import {
  confirmClaim,
  deleteClaim,
  findClaim,
  findClaimOfUser,
  findConfirmedClaimOfPlayer,
  findPlayerName,
  findPlayerNamed,
  findUsername,
  insertClaim,
  listPendingClaims,
  teamExists,
  toPlayerClaim,
  updateClaimOwnerFields,
} from './claim-queries.ts';

export const NEEDS_ROBLOX = 'Link your Roblox account from your profile before claiming a player page.';
export const PAGE_HAS_OWNER = 'This player page already belongs to a member.';
const ALREADY_CLAIMED = (name: string) => `You have already claimed the page of ${name}.`;
const NO_CLAIM = 'You have not claimed a player page';
const NOT_CONFIRMED = 'Your claim is waiting for staff to confirm it.';

async function readClaim(db: Db, userId: number): Promise<PlayerClaim> {
  const row = await findClaimOfUser(db, userId);
  if (!row) throw notFound(NO_CLAIM);
  return toPlayerClaim(row);
}

/**
 * The caller claims player `playerId`: confirmed at once when their linked Roblox username is the player's
 * name, else pending for staff. 400 without a linked Roblox account, 409 when the caller already holds a
 * claim or the page already has an owner.
 */
export async function claimPlayerPage(db: Db, userId: number, playerId: number): Promise<PlayerClaim> {
  const robloxUsername = await findLinkedUsername(db, userId, 'roblox');
  try {
    await write(db, async (tx) => {
      const name = await findPlayerName(tx, playerId);
      if (name === undefined) throw notFound('Player');
      if (!robloxUsername) throw badRequest(NEEDS_ROBLOX);
      const held = await findClaimOfUser(tx, userId);
      if (held) throw conflict(ALREADY_CLAIMED(held.playerName));
      if (await findConfirmedClaimOfPlayer(tx, playerId)) throw conflict(PAGE_HAS_OWNER);
      await insertClaim(tx, { playerId, userId, status: initialClaimStatus(robloxUsername, name) });
    });
  } catch (err) {
    // A claim racing this one (the same member twice, or the page confirmed meanwhile).
    if (isUniqueViolation(err)) throw conflict(PAGE_HAS_OWNER);
    throw err;
  }
  return readClaim(db, userId);
}

/** The profile's section: the caller's claim, else the page their Roblox account could claim at once. */
export async function readMyPlayerClaim(db: Db, userId: number): Promise<MyPlayerClaim> {
  const [row, robloxUsername] = await Promise.all([
    findClaimOfUser(db, userId),
    findLinkedUsername(db, userId, 'roblox'),
  ]);
  if (row) return { claim: toPlayerClaim(row), matchingPlayer: null, robloxUsername };
  const player = robloxUsername ? await findPlayerNamed(db, robloxUsername) : undefined;
  const free = player && !(await findConfirmedClaimOfPlayer(db, player.id));
  return { claim: null, matchingPlayer: free ? player : null, robloxUsername };
}

/** The owner sets their bio and supported team; only a confirmed claim's owner may. */
export async function updatePlayerOwner(db: Db, userId: number, body: PlayerOwnerBody): Promise<PlayerClaim> {
  await write(db, async (tx) => {
    const claim = await findClaimOfUser(tx, userId);
    if (!claim) throw notFound(NO_CLAIM);
    if (claim.status !== 'confirmed') throw conflict(NOT_CONFIRMED);
    if (body.supportedTeamId != null && !(await teamExists(tx, body.supportedTeamId)))
      throw badRequest('supportedTeamId names no team', [
        { path: 'supportedTeamId', message: 'supportedTeamId names no team' },
      ]);
    await updateClaimOwnerFields(tx, claim.id, {
      ...(body.bio !== undefined ? { bio: body.bio } : {}),
      ...(body.supportedTeamId !== undefined ? { supportedTeamId: body.supportedTeamId } : {}),
    });
  });
  return readClaim(db, userId);
}

/** The caller withdraws their claim (pending or confirmed); the page loses its owner. */
export async function withdrawPlayerClaim(db: Db, userId: number): Promise<void> {
  await write(db, async (tx) => {
    const claim = await findClaimOfUser(tx, userId);
    if (!claim) throw notFound(NO_CLAIM);
    await deleteClaim(tx, claim.id);
  });
}

export function listClaimsForStaff(db: Db): Promise<StaffPlayerClaim[]> {
  return listPendingClaims(db);
}

async function labelOf(db: Db | Tx, claim: { playerName: string; userId: number }) {
  return `${claim.playerName} (claimed by ${(await findUsername(db, claim.userId)) ?? 'a member'})`;
}

/** Staff confirm a pending claim: the page gets its owner. 409 when it is not pending or the page has one. */
export async function confirmPlayerClaim(db: Db, actor: AuthUser, id: number): Promise<PlayerClaim> {
  try {
    await staffWrite(db, actor, async (tx) => {
      const claim = await findClaim(tx, id);
      if (!claim) throw notFound('Claim');
      if (claim.status !== 'pending') throw conflict('This claim is already confirmed.');
      if (await findConfirmedClaimOfPlayer(tx, claim.playerId)) throw conflict(PAGE_HAS_OWNER);
      await confirmClaim(tx, id);
      return {
        result: { id },
        activity: {
          kind: 'approval',
          entityType: 'player-claim',
          entityId: id,
          entityLabel: await labelOf(tx, claim),
          before: { status: 'pending' },
          after: { status: 'confirmed' },
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(PAGE_HAS_OWNER);
    throw err;
  }
  const confirmed = await findClaim(db, id);
  if (!confirmed) throw notFound('Claim');
  return toPlayerClaim(confirmed);
}

/** Staff reject a pending claim, or take a page back from its owner: the claim is gone. */
export async function deletePlayerClaim(db: Db, actor: AuthUser, id: number): Promise<void> {
  await staffWrite(db, actor, async (tx) => {
    const claim = await findClaim(tx, id);
    if (!claim) throw notFound('Claim');
    await deleteClaim(tx, id);
    return {
      result: undefined,
      activity: {
        kind: 'delete',
        entityType: 'player-claim',
        entityId: id,
        entityLabel: await labelOf(tx, claim),
        before: { status: claim.status, player: claim.playerName },
        after: null,
      },
    };
  });
}
