/**
 * Everything the server reads from the environment, in one place: one schema (config/env-schema.ts) parses
 * every variable at start, so a wrong value stops the start with a line naming it (config/config-error.ts)
 * instead of breaking a page later (an unknown time zone used to start fine and break the schedules for every
 * visitor). Settings that go together are read in config/discord.ts and config/sign-in-providers.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SignInProvider } from '@league/shared/domain/sign-in-providers';
import type { LeagueSettings } from '@league/shared/settings';
import { leagueSettingsFrom } from '@league/shared/settings-env';
import { ConfigError, shownValue } from './config/config-error.ts';
import { type DiscordConfig, discordConfigOf } from './config/discord.ts';
import { ENV_VARIABLES, EnvSchema, type LOG_LEVELS } from './config/env-schema.ts';
import { type SignInProviderSettings, signInProvidersFrom } from './config/sign-in-providers.ts';
import type { RateLimitSettings } from './lib/rate-limits.ts';

/** `./data` at the repository root, wherever the process was started from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** How long connecting to PostgreSQL may take before the attempt fails (a server that never answers). */
  databaseConnectTimeoutMs: number;
  /**
   * How long the server waits for a page's reads before it draws the page without them, with placeholders
   * the browser fills (docs/product/site.md#first-view).
   */
  firstViewDataWaitMs: number;
  /**
   * How long a stop (SIGTERM, Ctrl-C) may take to finish the requests in flight and close the database
   * before the process exits anyway, with code 1.
   */
  stopTimeoutMs: number;
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
    firstViewDataWaitMs: e.FIRST_VIEW_DATA_WAIT_MS ?? 1000,
    stopTimeoutMs: e.STOP_TIMEOUT_MS ?? 10_000,
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
