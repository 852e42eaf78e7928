/**
 * Every variable the server reads, as one zod schema parsed at start: the server's own (below) and the
 * league's part (packages/shared/src/settings-env.ts). Each rule's message says what fits, for the error line
 * that names a wrong value.
 */
import { LeagueSettingsEnvSchema } from '@league/shared/settings-env';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  FIRST_VIEW_DATA_WAIT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
  STOP_TIMEOUT_MS: wholeNumber('a whole number of milliseconds (at least 1)').optional(),
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

/** Every variable the server reads: its own and the league settings. */
export const EnvSchema = ServerEnvSchema.extend(LeagueSettingsEnvSchema.shape);
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

/** The parsed environment, as the loader reads it. */
export type ParsedEnv = z.infer<typeof EnvSchema>;
