/**
 * A member's linked outside accounts (docs/product/accounts.md#linked-accounts): signing in with one (the
 * member it is linked to, or a new member), linking one to the signed-in member, and listing or unlinking
 * them while another way to sign in remains.
 */
import {
  canUnlink,
  pickUniqueUsername,
  SIGN_IN_PROVIDER_NAMES,
  type SignInFailure,
  type SignInProvider,
} from '@league/shared/domain/sign-in-providers';
import type { LinkedAccount } from '@league/shared/schemas/sign-in';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { write } from '../../lib/writes/unit-of-work.ts';
import {
  deleteLink,
  findLinkByAccount,
  findLinkOfUser,
  insertLink,
  insertMemberWithoutPassword,
  listLinkedAccounts,
  toLinkedAccount,
  updateLinkUsername,
  usernamesStartingWith,
} from './linked-account-queries.ts';
import { findUserById } from './queries.ts';
import type { ProviderIdentity } from './sign-in-protocols.ts';

/** The member the account is linked to (its username refreshed), or a new member linked to it. */
export async function signInWith(
  db: Db,
  provider: SignInProvider,
  identity: ProviderIdentity,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(db, async (tx) => {
        const link = await findLinkByAccount(tx, provider, identity.providerUserId);
        if (link) {
          if (link.username !== identity.username) await updateLinkUsername(tx, link.id, identity.username);
          return link.userId;
        }
        const user = await insertMemberWithoutPassword(tx, await freeUsername(tx, identity.username));
        await insertLink(tx, { userId: user.id, provider, ...identity });
        return user.id;
      });
    } catch (err) {
      // Two first sign-ins racing (for the same account, or for the same new username): try again once the
      // other has committed; the second attempt finds its link or a free name.
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

async function freeUsername(tx: Tx, providerUsername: string): Promise<string> {
  const taken = await usernamesStartingWith(tx, providerUsername.trim().slice(0, 40));
  return pickUniqueUsername(providerUsername, taken);
}

/** Links the account to the member; answers why not when it cannot. */
export async function linkAccount(
  db: Db,
  userId: number,
  provider: SignInProvider,
  identity: ProviderIdentity,
): Promise<SignInFailure | null> {
  try {
    return await write(db, async (tx) => {
      if (!(await findUserById(tx, userId))) return 'session';
      const holder = await findLinkByAccount(tx, provider, identity.providerUserId);
      if (holder && holder.userId !== userId) return 'taken';
      if (holder) {
        if (holder.username !== identity.username) await updateLinkUsername(tx, holder.id, identity.username);
        return null;
      }
      if (await findLinkOfUser(tx, userId, provider)) return 'already-linked';
      await insertLink(tx, { userId, provider, ...identity });
      return null;
    });
  } catch (err) {
    // Someone else linked the same account in the meantime.
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/** How the member signs in: a password or not, and their linked accounts. */
export async function readSignInMethods(
  db: Db,
  userId: number,
): Promise<{ hasPassword: boolean; linkedAccounts: LinkedAccount[] }> {
  const [user, links] = await Promise.all([findUserById(db, userId), listLinkedAccounts(db, userId)]);
  return { hasPassword: Boolean(user?.passwordHash), linkedAccounts: links.map(toLinkedAccount) };
}

/**
 * Unlinks the member's account of `provider`, only while another way to sign in remains
 * (docs/product/accounts.md#linked-accounts): 404 when none is linked, 409 when it is the last way.
 */
export async function unlinkAccount(
  db: Db,
  userId: number,
  provider: SignInProvider,
): Promise<{ hasPassword: boolean; linkedAccounts: LinkedAccount[] }> {
  await write(db, async (tx) => {
    const user = await findUserById(tx, userId);
    const links = await listLinkedAccounts(tx, userId);
    const linked = links.map((l) => l.provider as SignInProvider);
    if (!user || !linked.includes(provider))
      throw notFound(`Linked ${SIGN_IN_PROVIDER_NAMES[provider]} account`);
    if (!canUnlink({ hasPassword: Boolean(user.passwordHash), linked }, provider))
      throw conflict(unlinkRefusal(provider));
    await deleteLink(tx, userId, provider);
  });
  return readSignInMethods(db, userId);
}

export const unlinkRefusal = (provider: SignInProvider) =>
  `You cannot unlink ${SIGN_IN_PROVIDER_NAMES[provider]}: it is your only way to sign in. Link your other account first.`;
