/**
 * Everything the server reads from the environment, in one place: one schema parses every variable at
 * start, so a wrong value stops the start with a line naming it instead of breaking a page later (an
 * unknown time zone used to start fine and break the schedules for every visitor).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@league/shared/domain/sign-in-providers';
import type { LeagueSettings } from '@league/shared/settings';
import { LeagueSettingsEnvSchema, leagueSettingsFrom } from '@league/shared/settings-env';
import { z } from 'zod';
import type { RateLimitSettings } from './lib/rate-limits.ts';

/** `./data` at the repository root, wherever the process was started from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** How long connecting to PostgreSQL may take before the attempt fails (a server that never answers). */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /**
   * Requests per route and per caller that every write route allows, by kind (lib/rate-limits.ts,
   * docs/product/settings.md#rate-limits); a route may declare its own in its config.
   */
  rateLimits: RateLimitSettings;
  /**
   * The key that encrypts the secrets kept in the database (chat webhook tokens, browsers' push keys):
   * SECRETS_KEY, else a random key kept in the data folder (lib/secrets-at-rest.ts).
   */
  secretsKey: Buffer | undefined;
  webDist: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Human-readable log lines instead of JSON (development). */
  prettyLogs: boolean;
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean;
  challongeApiUrl: string;
  challongeApiKey: string | undefined;
  challongeTimeoutMs: number;
  robloxUsersApi: string;
  robloxThumbnailsApi: string;
  /** Days the staff activity log keeps an entry (docs/product/activity.md#rules-and-constants). */
  activityRetentionDays: number;
  /** Each post to a chat webhook gives up after this long (docs/product/chat-webhooks.md#rules-and-constants). */
  chatTimeoutMs: number;
  /** How often each instance looks for outbox rows to deliver (chat messages, push notifications, bot messages). */
  outboxPollMs: number;
  /** Each push to a browser's push service gives up after this long (docs/product/follows.md#rules-and-constants). */
  pushTimeoutMs: number;
  /** Who runs the site, for the push services (VAPID `sub`): a mailto: or https: address. */
  vapidSubject: string;
  /** Scheduled backups and the weekly restore drill (ADR 43); off unless BACKUP_DIR is set. */
  backups: { dir: string; hourlyKeep: number; dailyKeep: number } | undefined;
  /**
   * The outside accounts members may sign in with (docs/product/accounts.md#sign-in-with-discord-or-roblox):
   * only the configured ones; each answers at `{PUBLIC_URL}/api/auth/{provider}/callback`.
   */
  signInProviders: Partial<Record<SignInProvider, SignInProviderSettings>>;
  /** Each call to a sign-in provider (token, user info) gives up after this long. */
  signInTimeoutMs: number;
  /** The league's Discord application (docs/product/discord.md#settings); null: the bot is off. */
  discord: DiscordConfig | null;
  /**
   * Days an account must be old before it may vote in a fan vote (docs/product/votes.md#who-may-vote); 0
   * lets a new account vote at once.
   */
  voteMinAccountAgeDays: number;
  league: LeagueSettings;
}

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

/** The Discord application that answers slash commands and keeps the standings message. */
export interface DiscordConfig {
  applicationId: string;
  /** Hex Ed25519 key Discord signs interactions with. */
  publicKey: string;
  /** For registering commands and writing the standings message; without it only answers are given. */
  botToken: string | undefined;
  /** Register the commands in this server only (they show at once) instead of everywhere. */
  guildId: string | undefined;
  /** The channel whose standings message the site keeps up to date. */
  standingsChannelId: string | undefined;
  /** Discord's HTTP API (tests point it at a local fake). */
  apiUrl: string;
}

const wholeNumber = (expected: string, max = 2_147_483_647) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, expected)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, expected);
const httpUrl = (expected = 'an http(s) address such as https://example.com') =>
  z.url({ protocol: /^https?$/, error: expected }).transform((url) => url.replace(/\/$/, ''));
/** Discord's ids: 17 to 20 digits. */
const snowflake = z.string().regex(/^[0-9]{17,20}$/, 'a Discord id (17 to 20 digits)');
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'true or false' })
  .transform((v) => v === 'true' || v === '1');

const ServerEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'development, production or test' })
    .optional(),
  PORT: wholeNumber('a port number from 1 to 65535', 65_535).optional(),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'a postgres:// address such as postgres://user:password@host:5432/league',
    })
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(16, 'a secret of at least 16 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^[1-9][0-9]*\s*(s|m|h|d|w)$/, 'a duration such as 30m, 12h or 7d')
    .optional(),
  CORS_ORIGINS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrl('a comma-separated list of origins such as https://example.com')))
    .optional(),
  TRUST_PROXY: flag.optional(),
  AUTH_RATE_LIMIT: wholeNumber('a whole number of attempts per minute (at least 1)').optional(),
  SIGNUP_RATE_LIMIT: wholeNumber('a whole number of sign-ups per 30 minutes (at least 1)').optional(),
  GUEST_WRITE_RATE_LIMIT: wholeNumber('a whole number of requests per minute (at least 1)').optional(),
  MEMBER_WRITE_RATE_LIMIT: wholeNumber('a whole number of requests per minute (at least 1)').optional(),
  STAFF_WRITE_RATE_LIMIT: wholeNumber('a whole number of requests per minute (at least 1)').optional(),
  GAME_SERVER_RATE_LIMIT: wholeNumber('a whole number of requests per minute (at least 1)').optional(),
  SECRETS_KEY: z
    .string()
    .refine(
      (text) => /^[A-Za-z0-9+/_-]{43}=?$/.test(text) && Buffer.from(text, 'base64').length === 32,
      '32 random bytes in base64 (44 characters), such as the output of: openssl rand -base64 32',
    )
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `one of ${LOG_LEVELS.join(', ')}` }).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'json or pretty' }).optional(),
  METRICS: flag.optional(),
  CHALLONGE_API_URL: httpUrl().optional(),
  CHALLONGE_API_KEY: z.string().min(1).optional(),
  CHALLONGE_TIMEOUT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  ROBLOX_USERS_API: httpUrl().optional(),
  ROBLOX_THUMBNAILS_API: httpUrl().optional(),
  LEAGUE_ACTIVITY_RETENTION_DAYS: wholeNumber('a whole number of days from 1 to 36500', 36_500).optional(),
  /** The setting's former name, still read so a deployment that sets it keeps its retention. */
  LEAGUE_AUDIT_RETENTION_DAYS: wholeNumber('a whole number of days from 1 to 36500', 36_500).optional(),
  CHAT_TIMEOUT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  OUTBOX_POLL_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  /** The setting's former name, still read so a deployment that sets it keeps its polling. */
  CHAT_POLL_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  DISCORD_APPLICATION_ID: snowflake.optional(),
  DISCORD_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "the application's public key: 64 hexadecimal characters")
    .transform((key) => key.toLowerCase())
    .optional(),
  DISCORD_BOT_TOKEN: z.string().min(20, "the bot's token (Bot page of the application)").optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  DISCORD_STANDINGS_CHANNEL_ID: snowflake.optional(),
  DISCORD_API_URL: httpUrl().optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_HOURLY_KEEP: wholeNumber('a whole number of backups from 1 to 10000', 10_000).optional(),
  BACKUP_DAILY_KEEP: wholeNumber('a whole number of days from 1 to 10000', 10_000).optional(),
  PUSH_TIMEOUT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/,
      'a mailto: or https: address such as mailto:staff@example.com',
    )
    .optional(),
  DISCORD_CLIENT_ID: z.string().trim().min(1).max(200, 'a client id of at most 200 characters').optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).max(500, 'a secret of at most 500 characters').optional(),
  DISCORD_OAUTH_URL: httpUrl().optional(),
  ROBLOX_CLIENT_ID: z.string().trim().min(1).max(200, 'a client id of at most 200 characters').optional(),
  ROBLOX_CLIENT_SECRET: z.string().min(1).max(500, 'a secret of at most 500 characters').optional(),
  ROBLOX_OAUTH_URL: httpUrl().optional(),
  SIGN_IN_TIMEOUT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  VOTE_MIN_ACCOUNT_AGE_DAYS: z
    .string()
    .regex(/^[0-9]{1,4}$/, 'a whole number of days from 0 to 3650')
    .transform(Number)
    .refine((n) => n <= 3650, 'a whole number of days from 0 to 3650')
    .optional(),
});

type ParsedEnv = z.infer<typeof ServerEnvSchema>;

/**
 * The configured sign-in providers. A client id without its secret (or the reverse) is a mistake that would
 * only show when a member presses the button, so it stops the start instead.
 */
function signInProvidersFrom(
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

/** Every variable the server reads: its own and the league settings. */
export const EnvSchema = ServerEnvSchema.extend(LeagueSettingsEnvSchema.shape);
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

/** Settings whose value is a secret: an error line gives only its length. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set(['JWT_SECRET', 'CHALLONGE_API_KEY', 'SECRETS_KEY']);

/**
 * A setting's value as an error line may show it: a secret as its length only, an address without its
 * password (`postgres://league:***@db/league`), even one too malformed to parse as an address.
 */
export function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return `(hidden, ${value.length} characters)`;
  if (name !== 'DATABASE_URL') return JSON.stringify(value);
  return JSON.stringify(
    value.replace(/^([^@/]*\/\/)?([^:@/]*):.*@/, (_all, scheme = '', user) => `${scheme}${user}:***@`),
  );
}

/** A setting with a wrong value; the message is one line naming the variable, the value and what fits. */
export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Only the variables we know, and an empty value means unset (as `FOO= npm start` intends).
  const known = Object.fromEntries(ENV_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const parsed = EnvSchema.safeParse(known);
  if (!parsed.success) {
    const seen = new Set<string>();
    const lines = parsed.error.issues.flatMap((issue) => {
      const name = String(issue.path[0]);
      if (seen.has(name)) return [];
      seen.add(name);
      return [`Invalid setting ${name}=${shownValue(name, known[name] ?? '')}: expected ${issue.message}`];
    });
    throw new ConfigError(lines);
  }
  const e = parsed.data;
  const discord = discordConfigOf(e);
  const league = leagueSettingsFrom(e, `http://localhost:${e.PORT ?? 3000}`);
  // The filters offer seasons 1 to MAX_SEASON: one without the current season would hide the default view.
  if (e.MAX_SEASON !== undefined && e.MAX_SEASON < league.currentSeason)
    throw new ConfigError([
      `Invalid setting MAX_SEASON=${shownValue('MAX_SEASON', String(known.MAX_SEASON))}: expected a season number of at least CURRENT_SEASON (${league.currentSeason})`,
    ]);
  const signIn = signInProvidersFrom(e, known);
  if (signIn.problems.length > 0) throw new ConfigError(signIn.problems);
  const port = e.PORT ?? 3000;
  const production = (e.NODE_ENV ?? 'development') === 'production';
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS ?? 10_000,
    dataDir: e.DATA_DIR ?? DEFAULT_DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN ?? '7d',
    corsOrigins: e.CORS_ORIGINS ?? [],
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      signUpsPer30Minutes: e.SIGNUP_RATE_LIMIT ?? 5,
      loginsPerMinute: e.AUTH_RATE_LIMIT ?? 10,
      guestWritesPerMinute: e.GUEST_WRITE_RATE_LIMIT ?? 60,
      memberWritesPerMinute: e.MEMBER_WRITE_RATE_LIMIT ?? 30,
      staffWritesPerMinute: e.STAFF_WRITE_RATE_LIMIT ?? 120,
      gameServerCallsPerMinute: e.GAME_SERVER_RATE_LIMIT ?? 600,
    },
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'base64') : undefined,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL ?? 'info',
    prettyLogs: (e.LOG_FORMAT ?? (production ? 'json' : 'pretty')) === 'pretty',
    metrics: e.METRICS ?? false,
    challongeApiUrl: e.CHALLONGE_API_URL ?? 'https://api.challonge.com/v1',
    challongeApiKey: e.CHALLONGE_API_KEY,
    challongeTimeoutMs: e.CHALLONGE_TIMEOUT_MS ?? 10_000,
    robloxUsersApi: e.ROBLOX_USERS_API ?? 'https://users.roblox.com',
    robloxThumbnailsApi: e.ROBLOX_THUMBNAILS_API ?? 'https://thumbnails.roblox.com',
    activityRetentionDays: e.LEAGUE_ACTIVITY_RETENTION_DAYS ?? e.LEAGUE_AUDIT_RETENTION_DAYS ?? 365,
    chatTimeoutMs: e.CHAT_TIMEOUT_MS ?? 10_000,
    backups: e.BACKUP_DIR
      ? {
          dir: resolve(e.BACKUP_DIR),
          hourlyKeep: e.BACKUP_HOURLY_KEEP ?? 48,
          dailyKeep: e.BACKUP_DAILY_KEEP ?? 30,
        }
      : undefined,
    outboxPollMs: e.OUTBOX_POLL_MS ?? e.CHAT_POLL_MS ?? 1000,
    pushTimeoutMs: e.PUSH_TIMEOUT_MS ?? 10_000,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${league.links.email}`,
    discord,
    signInProviders: signIn.providers,
    signInTimeoutMs: e.SIGN_IN_TIMEOUT_MS ?? 10_000,
    voteMinAccountAgeDays: e.VOTE_MIN_ACCOUNT_AGE_DAYS ?? 7,
    league,
  };
}

/**
 * The Discord settings go together (docs/product/discord.md#settings): the application id and public key
 * turn the interactions endpoint on; registering commands and the standings message also need the bot's
 * token. A half-given set stops the start with a line saying what is missing.
 */
function discordConfigOf(e: z.infer<typeof EnvSchema>): DiscordConfig | null {
  const { DISCORD_APPLICATION_ID: applicationId, DISCORD_PUBLIC_KEY: publicKey } = e;
  const anySet = [
    applicationId,
    publicKey,
    e.DISCORD_BOT_TOKEN,
    e.DISCORD_GUILD_ID,
    e.DISCORD_STANDINGS_CHANNEL_ID,
  ].some((value) => value !== undefined);
  if (!anySet) return null;
  const missing = [
    !applicationId && 'DISCORD_APPLICATION_ID',
    !publicKey && 'DISCORD_PUBLIC_KEY',
    e.DISCORD_STANDINGS_CHANNEL_ID && !e.DISCORD_BOT_TOKEN && 'DISCORD_BOT_TOKEN',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0 || !applicationId || !publicKey)
    throw new ConfigError(
      missing.map(
        (name) =>
          `Missing setting ${name}: the Discord settings need it (see docs/product/discord.md#settings)`,
      ),
    );
  return {
    applicationId,
    publicKey,
    botToken: e.DISCORD_BOT_TOKEN,
    guildId: e.DISCORD_GUILD_ID,
    standingsChannelId: e.DISCORD_STANDINGS_CHANNEL_ID,
    apiUrl: e.DISCORD_API_URL ?? 'https://discord.com/api',
  };
}
