/**
 * Signing in with Discord or Roblox and linking them to an account
 * (docs/product/accounts.md#sign-in-with-discord-or-roblox). The routes carry the flow in a cookie
 * (sign-in-flow.ts); this module starts it, finishes it and answers what happened.
 */
import {
  SIGN_IN_PROVIDER_NAMES,
  SIGN_IN_PROVIDERS,
  type SignInFailure,
  type SignInProvider,
  signInFailureMessage,
} from '@league/shared/domain/sign-in-providers';
import type { SignInProviders } from '@league/shared/schemas/sign-in';
import type { SignInProviderSettings } from '../../config/sign-in-providers.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { linkAccount, signInWith } from './linked-account-service.ts';
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
