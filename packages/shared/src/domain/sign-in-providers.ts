/**
 * Signing in with an outside account (docs/product/accounts.md#sign-in-with-discord-or-roblox): the providers,
 * the messages a failed sign-in ends with, the username a new member gets, and when an account may be
 * unlinked. The server and the web app both read these, so a failure has one text on both sides.
 */

/** The outside accounts a member may sign in with, in the order the buttons show them. */
export const SIGN_IN_PROVIDERS = ['discord', 'roblox'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const SIGN_IN_PROVIDER_NAMES: Record<SignInProvider, string> = {
  discord: 'Discord',
  roblox: 'Roblox',
};

export function isSignInProvider(value: unknown): value is SignInProvider {
  return typeof value === 'string' && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Why a sign-in or a link did not happen (docs/product/accounts.md#sign-in-failures). Each ends on a page
 * with its message and nothing changed.
 */
export const SIGN_IN_FAILURES = {
  /** The answer's `state` is not the one this browser started with (or the start is too old). */
  state: 'This sign-in was not started here or took too long. Please try again.',
  /** The member pressed Cancel on the provider's consent screen. */
  denied: 'You cancelled signing in with {provider}. Nothing was changed.',
  /** The provider refused the code: already used (a replayed answer) or expired. */
  code: '{provider} refused this sign-in: its code was already used or has expired. Please try again.',
  /** Linking an outside account that another member already has. */
  taken: 'This {provider} account is already linked to another member.',
  /** Linking a second account of a provider the member already has one of. */
  'already-linked': 'Your account already has a {provider} account linked. Unlink it first.',
  /** The provider could not be reached or answered something unreadable. */
  provider: '{provider} could not be reached. Please try again later.',
  /** The provider is not configured on this site. */
  unavailable: 'Signing in with {provider} is not available on this site.',
  /** A link whose member is gone or whose session ended. */
  session: 'Your session has ended. Log in again to link an account.',
} as const;
export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

export function isSignInFailure(value: unknown): value is SignInFailure {
  return typeof value === 'string' && Object.hasOwn(SIGN_IN_FAILURES, value);
}

/** The failure's text with the provider's name in it. */
export function signInFailureMessage(failure: SignInFailure, provider: SignInProvider): string {
  return SIGN_IN_FAILURES[failure].replace('{provider}', SIGN_IN_PROVIDER_NAMES[provider]);
}

/** The longest username an account may have (the sign-up form's limit). */
export const USERNAME_MAX_LENGTH = 50;
/** The name a new member gets when the provider's username is blank. */
export const FALLBACK_USERNAME = 'member';

/**
 * The username a member created from an outside account gets: the provider's username (trimmed, inner
 * spaces made one, cut to USERNAME_MAX_LENGTH), else FALLBACK_USERNAME; when that name is taken (ignoring
 * case), the first of name2, name3, … that is free, cut so that the number still fits.
 */
export function pickUniqueUsername(providerUsername: string, taken: ReadonlySet<string>): string {
  const base =
    providerUsername.trim().replace(/\s+/g, ' ').slice(0, USERNAME_MAX_LENGTH).trim() || FALLBACK_USERNAME;
  const isFree = (name: string) => !taken.has(name.toLowerCase());
  if (isFree(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (isFree(candidate)) return candidate;
  }
}

/** How a member can sign in today. */
export interface SignInMethods {
  hasPassword: boolean;
  linked: readonly SignInProvider[];
}

/**
 * An outside account may be unlinked only while another way to sign in remains: a password, or an account
 * of another provider (docs/product/accounts.md#linked-accounts).
 */
export function canUnlink(methods: SignInMethods, provider: SignInProvider): boolean {
  if (!methods.linked.includes(provider)) return false;
  return methods.hasPassword || methods.linked.some((other) => other !== provider);
}
