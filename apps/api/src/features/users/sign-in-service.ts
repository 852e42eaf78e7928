/**
 * Signing in with Discord or Roblox and linking them to an account
 * (docs/product/accounts.md#sign-in-with-discord-or-roblox). The routes carry the flow in a cookie
 * (sign-in-flow.ts); this module starts it, finishes it and answers what happened.
 */
import {
  canUnlink,
  pickUniqueUsername,
  SIGN_IN_PROVIDER_NAMES,
  SIGN_IN_PROVIDERS,
  type SignInFailure,
  type SignInProvider,
  signInFailureMessage,
} from '@league/shared/domain/sign-in-providers';
import type { LinkedAccount, SignInProviders } from '@league/shared/schemas/sign-in';
import type { ServerConfig, SignInProviderSettings } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
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
import {
  createFlowSealer,
  createTicketSigner,
  FLOW_LIFETIME_SECONDS,
  type FlowSealer,
  newSignInFlow,
  type SignInIntent,
  stateMatches,
  type TicketSigner,
} from './sign-in-flow.ts';
import {
  authorizationUrl,
  fetchProviderIdentity,
  ProviderFailure,
  type ProviderIdentity,
} from './sign-in-protocols.ts';

type SignInConfig = Pick<ServerConfig, 'signInProviders' | 'signInTimeoutMs'> & {
  league: { publicUrl: string };
};

/** What the provider's answer led to; the route turns it into a page to go back to. */
export type SignInOutcome =
  | { kind: 'signed-in'; provider: SignInProvider; userId: number }
  | { kind: 'linked'; provider: SignInProvider }
  | { kind: 'failed'; intent: SignInIntent; provider: SignInProvider; failure: SignInFailure };

/** The providers this site is configured for, in button order. */
export function listSignInProviders(config: SignInConfig): SignInProviders {
  return {
    providers: SIGN_IN_PROVIDERS.filter((p) => config.signInProviders[p]).map((id) => ({
      id,
      name: SIGN_IN_PROVIDER_NAMES[id],
    })),
  };
}

/** Where the provider sends the browser back: PUBLIC_URL, so it is the address the provider has on file. */
export const redirectUriOf = (config: SignInConfig, provider: SignInProvider) =>
  `${config.league.publicUrl}/api/auth/${provider}/callback`;

function settingsOf(config: SignInConfig, provider: SignInProvider): SignInProviderSettings {
  const settings = config.signInProviders[provider];
  if (!settings) throw new AppError('NOT_FOUND', signInFailureMessage('unavailable', provider));
  return settings;
}

export type { SignInIntent };

/** The signatures of flows and tickets, made once per app from the session secret. */
export interface SignInSeals {
  flows: FlowSealer;
  tickets: TicketSigner;
}

export function createSignInSeals(secret: Uint8Array): SignInSeals {
  return { flows: createFlowSealer(secret), tickets: createTicketSigner(secret) };
}

/**
 * A new flow: the provider's consent page, and the sealed flow for the browser's cookie with how long it
 * lasts. 404 when the provider is not configured.
 */
export async function startAuthorization(
  config: SignInConfig,
  seals: SignInSeals,
  provider: SignInProvider,
  intent: SignInIntent,
  userId: number | null,
): Promise<{ authorizationUrl: string; flowCookie: string; maxAgeSeconds: number }> {
  const settings = settingsOf(config, provider);
  const flow = newSignInFlow(provider, intent, userId);
  const url = authorizationUrl(
    provider,
    settings,
    redirectUriOf(config, provider),
    flow.state,
    flow.verifier,
  );
  return {
    authorizationUrl: url,
    flowCookie: await seals.flows.seal(flow),
    maxAgeSeconds: FLOW_LIFETIME_SECONDS,
  };
}

/** A ticket for the member a sign-in ended with. */
export function issueSignInTicket(seals: SignInSeals, userId: number): Promise<string> {
  return seals.tickets.issue(userId);
}

/** The member of a valid ticket, else null. */
export function redeemSignInTicket(seals: SignInSeals, ticket: string): Promise<number | null> {
  return seals.tickets.redeem(ticket);
}

/** What the provider sent back to the callback. */
export interface ProviderAnswer {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * Finishes the flow of the browser's cookie: checks the state against the browser's flow, trades the code for the account, then
 * signs in (creating the member if the account is new) or links. Every failure changes nothing.
 */
export async function completeAuthorization(
  db: Db,
  config: SignInConfig,
  seals: SignInSeals,
  provider: SignInProvider,
  flowCookie: string | undefined,
  answer: ProviderAnswer,
): Promise<SignInOutcome> {
  const flow = await seals.flows.open(flowCookie);
  const intent = flow?.intent ?? 'sign-in';
  const fail = (failure: SignInFailure): SignInOutcome => ({ kind: 'failed', intent, provider, failure });
  if (!flow || flow.provider !== provider || !stateMatches(flow, answer.state)) return fail('state');
  if (answer.error) return fail(answer.error === 'access_denied' ? 'denied' : 'provider');
  const settings = config.signInProviders[provider];
  if (!settings) return fail('unavailable');
  if (!answer.code) return fail('provider');
  let identity: ProviderIdentity;
  try {
    identity = await fetchProviderIdentity(
      provider,
      settings,
      redirectUriOf(config, provider),
      answer.code,
      flow.verifier,
      config.signInTimeoutMs,
    );
  } catch (err) {
    if (err instanceof ProviderFailure) return fail(err.failure);
    throw err;
  }
  if (flow.intent === 'link') {
    const failure = await linkAccount(db, flow.userId ?? 0, provider, identity);
    return failure ? fail(failure) : { kind: 'linked', provider };
  }
  return { kind: 'signed-in', provider, userId: await signInWith(db, provider, identity) };
}

/** The member the account is linked to (its username refreshed), or a new member linked to it. */
async function signInWith(db: Db, provider: SignInProvider, identity: ProviderIdentity): Promise<number> {
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
async function linkAccount(
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
