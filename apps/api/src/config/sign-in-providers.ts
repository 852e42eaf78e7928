/**
 * The outside accounts members may sign in with (docs/product/accounts.md#sign-in-with-discord-or-roblox),
 * read from the environment: a provider is on when both its client id and secret are set.
 */
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@league/shared/domain/sign-in-providers';
import type { ParsedEnv } from './env-schema.ts';

export interface SignInProviderSettings {
  clientId: string;
  clientSecret: string;
  /** Where the provider's endpoints live (its real address, or a local fake in tests). */
  baseUrl: string;
}

/** Each provider's settings, by variable name, and the address its endpoints live at by default. */
const PROVIDER_VARIABLES = {
  discord: { id: 'DISCORD_CLIENT_ID', secret: 'DISCORD_CLIENT_SECRET', url: 'DISCORD_OAUTH_URL' },
  roblox: { id: 'ROBLOX_CLIENT_ID', secret: 'ROBLOX_CLIENT_SECRET', url: 'ROBLOX_OAUTH_URL' },
} as const satisfies Record<SignInProvider, { id: string; secret: string; url: string }>;
const PROVIDER_DEFAULT_URLS: Record<SignInProvider, string> = {
  discord: 'https://discord.com',
  roblox: 'https://apis.roblox.com',
};

/**
 * The configured sign-in providers. A client id without its secret (or the reverse) is a mistake that would
 * only show when a member presses the button, so it stops the start instead.
 */
export function signInProvidersFrom(
  e: ParsedEnv,
  known: Record<string, string | undefined>,
): { providers: Partial<Record<SignInProvider, SignInProviderSettings>>; problems: string[] } {
  const providers: Partial<Record<SignInProvider, SignInProviderSettings>> = {};
  const problems: string[] = [];
  for (const provider of SIGN_IN_PROVIDERS) {
    const names = PROVIDER_VARIABLES[provider];
    const clientId = e[names.id];
    const clientSecret = e[names.secret];
    if (clientId && clientSecret) {
      providers[provider] = {
        clientId,
        clientSecret,
        baseUrl: e[names.url] ?? PROVIDER_DEFAULT_URLS[provider],
      };
    } else if (clientId || clientSecret) {
      const missing = clientId ? names.secret : names.id;
      const given = clientId ? names.id : names.secret;
      problems.push(
        `Invalid setting ${missing}=${JSON.stringify(known[missing] ?? '')}: expected a value, since ${given} is set (set both or neither)`,
      );
    }
  }
  return { providers, problems };
}
