/**
 * Signing in with an outside account (docs/product/accounts.md#sign-in-with-discord-or-roblox): which
 * providers the site offers, where a sign-in starts, and the accounts a member has linked.
 */
import { z } from 'zod';
import { SIGN_IN_PROVIDERS } from '../domain/sign-in-providers.ts';
import { IsoDateTime } from './common.ts';

export const SignInProviderSchema = z.enum(SIGN_IN_PROVIDERS, {
  error: `provider must be one of: ${SIGN_IN_PROVIDERS.join(', ')}`,
});

export const ProviderParamSchema = z.object({ provider: SignInProviderSchema });

/** The providers this site is configured for; the web app shows a button for each. */
export const SignInProvidersSchema = z.object({
  providers: z.array(z.object({ id: SignInProviderSchema, name: z.string() })),
});
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;

/** Where the browser goes next: the provider's consent page. */
export const AuthorizationStartSchema = z.object({ authorizationUrl: z.string() });
export type AuthorizationStart = z.infer<typeof AuthorizationStartSchema>;

/** An outside account linked to the member: the provider's username as it was at the last sign-in. */
export const LinkedAccountSchema = z.object({
  provider: SignInProviderSchema,
  username: z.string(),
  linkedAt: IsoDateTime,
});
export type LinkedAccount = z.infer<typeof LinkedAccountSchema>;

/** How a member signs in: with a password or not, and with which outside accounts. */
export const SignInMethodsSchema = z.object({
  /** False for a member who joined with an outside account and has no password. */
  hasPassword: z.boolean(),
  linkedAccounts: z.array(LinkedAccountSchema),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;

/** The ticket the callback handed the browser, traded for a session. */
export const SignInTicketBodySchema = z.object({
  ticket: z.string({ error: 'ticket is required' }).min(1, 'ticket is required').max(2000),
});
export type SignInTicketBody = z.infer<typeof SignInTicketBodySchema>;

const answerText = z.string().max(2048).optional();
/** What a provider sends back to the callback: a code and the state, or an error (OAuth 2.0, RFC 6749 §4.1.2). */
export const ProviderCallbackQuerySchema = z.object({
  code: answerText,
  state: answerText,
  error: answerText,
});
