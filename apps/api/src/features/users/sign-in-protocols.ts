/**
 * The two providers' documented protocols, spoken through arctic's OAuth 2.0 client (docs/decisions/0054-sign-in-with-outside-accounts.md):
 * - Discord: OAuth 2.0 with PKCE, scope `identify`; the account from `GET /api/users/@me`.
 * - Roblox: OpenID Connect with PKCE, scopes `openid profile`; the account from `GET /oauth/v1/userinfo`.
 * The endpoints hang off a base address from the settings, so tests point them at a local fake.
 */
import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { z } from 'zod';
import type { SignInProviderSettings } from '../../config/sign-in-providers.ts';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  providerUserId: string;
  username: string;
}

interface Protocol {
  authorizePath: string;
  tokenPath: string;
  accountPath: string;
  scopes: string[];
  readAccount: (json: unknown) => ProviderIdentity | null;
}

const DiscordUserSchema = z.object({ id: z.string().min(1), username: z.string().min(1) });
const RobloxUserInfoSchema = z.object({ sub: z.string().min(1), preferred_username: z.string().min(1) });

const PROTOCOLS: Record<SignInProvider, Protocol> = {
  discord: {
    authorizePath: '/oauth2/authorize',
    tokenPath: '/api/oauth2/token',
    accountPath: '/api/users/@me',
    scopes: ['identify'],
    readAccount: (json) => {
      const user = DiscordUserSchema.safeParse(json);
      return user.success ? { providerUserId: user.data.id, username: user.data.username } : null;
    },
  },
  roblox: {
    authorizePath: '/oauth/v1/authorize',
    tokenPath: '/oauth/v1/token',
    accountPath: '/oauth/v1/userinfo',
    scopes: ['openid', 'profile'],
    readAccount: (json) => {
      const info = RobloxUserInfoSchema.safeParse(json);
      return info.success ? { providerUserId: info.data.sub, username: info.data.preferred_username } : null;
    },
  },
};

/**
 * Why the provider gave no account: `code` when it refused the code (already used, expired: OAuth's
 * `invalid_grant`), `provider` when it could not be reached or answered something unreadable.
 */
export class ProviderFailure extends Error {
  constructor(
    readonly failure: 'code' | 'provider',
    message: string,
  ) {
    super(message);
  }
}

const clientOf = (settings: SignInProviderSettings, redirectUri: string) =>
  new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);

/** The provider's consent page for this state and PKCE verifier (S256). */
export function authorizationUrl(
  provider: SignInProvider,
  settings: SignInProviderSettings,
  redirectUri: string,
  state: string,
  verifier: string,
): string {
  const protocol = PROTOCOLS[provider];
  return clientOf(settings, redirectUri)
    .createAuthorizationURLWithPKCE(
      `${settings.baseUrl}${protocol.authorizePath}`,
      state,
      CodeChallengeMethod.S256,
      verifier,
      protocol.scopes,
    )
    .toString();
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderFailure('provider', `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Trades the code (with the PKCE verifier) for an access token, reads the account with it, and forgets
 * the token: the site keeps no provider tokens.
 */
export async function fetchProviderIdentity(
  provider: SignInProvider,
  settings: SignInProviderSettings,
  redirectUri: string,
  code: string,
  verifier: string,
  timeoutMs: number,
): Promise<ProviderIdentity> {
  const protocol = PROTOCOLS[provider];
  let accessToken: string;
  try {
    const tokens = await withTimeout(
      clientOf(settings, redirectUri).validateAuthorizationCode(
        `${settings.baseUrl}${protocol.tokenPath}`,
        code,
        verifier,
      ),
      timeoutMs,
    );
    accessToken = tokens.accessToken();
  } catch (err) {
    if (err instanceof ProviderFailure) throw err;
    if (err instanceof OAuth2RequestError && err.code === 'invalid_grant')
      throw new ProviderFailure('code', `the provider refused the code: ${err.description ?? err.code}`);
    throw new ProviderFailure('provider', `token request failed: ${(err as Error).message}`);
  }
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${protocol.accountPath}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ProviderFailure('provider', `account request failed: ${(err as Error).message}`);
  }
  const account = response.ok
    ? PROTOCOLS[provider].readAccount(await response.json().catch(() => null))
    : null;
  if (!account) throw new ProviderFailure('provider', `unreadable account answer (HTTP ${response.status})`);
  return account;
}
