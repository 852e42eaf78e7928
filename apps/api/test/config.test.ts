/**
 * Settings are parsed by one schema at start: a wrong value stops the start with one line naming the
 * variable, the value and what fits; every variable read is documented in the README.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_SETTINGS } from '@league/shared/settings';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error.ts';
import { ENV_VARIABLES } from '../src/config/env-schema.ts';
import { loadConfig } from '../src/config.ts';

function failureOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts with the defaults when nothing is set, and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', LEAGUE_TIME_ZONE: '' });
    expect(config.port).toBe(3000);
    expect(config.league).toEqual({ ...DEFAULT_SETTINGS, publicUrl: 'http://localhost:3000' });
    expect(config.metrics).toBe(false);
    expect(config.stopTimeoutMs).toBe(10_000);
  });

  it.each([
    ['PORT', 'abc', 'a port number from 1 to 65535'],
    ['PORT', '70000', 'a port number from 1 to 65535'],
    ['CURRENT_SEASON', 'abc', 'a season number'],
    ['CURRENT_SEASON', '0x10', 'a season number'],
    ['LEAGUE_TIME_ZONE', 'Europe/Berlinn', 'an IANA time zone'],
    ['PUBLIC_URL', 'not a url', 'an http(s) address'],
    ['DATABASE_URL', 'mysql://db/league', 'a postgres:// address'],
    ['LEAGUE_CHAT_URL', 'javascript:alert(1)', 'an http(s) address'],
    ['LEAGUE_CONTACT_EMAIL', 'staff', 'an e-mail address'],
    ['LEAGUE_CREDITS', 'Ann', 'a list like'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error'],
    ['METRICS', 'yes', 'true or false'],
    ['AUTH_RATE_LIMIT', '-1', 'a whole number'],
    ['CHALLONGE_TIMEOUT_MS', '1.5', 'a whole number of milliseconds'],
    ['STOP_TIMEOUT_MS', '0', 'a whole number of milliseconds (at least 1)'],
    ['LEAGUE_ACTIVITY_RETENTION_DAYS', '0', 'a whole number of days from 1 to 36500'],
    ['LEAGUE_ACTIVITY_RETENTION_DAYS', 'forever', 'a whole number of days from 1 to 36500'],
    ['DISCORD_APPLICATION_ID', 'my-bot', 'a Discord id (17 to 20 digits)'],
    ['DISCORD_PUBLIC_KEY', 'abc', "the application's public key: 64 hexadecimal characters"],
    ['DISCORD_STANDINGS_CHANNEL_ID', '12', 'a Discord id (17 to 20 digits)'],
  ])('refuses %s=%s with one line naming it', (name, value, expected) => {
    const lines = failureOf({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Invalid setting ${name}=${JSON.stringify(value)}: expected ${expected}`);
  });

  it('lists one line per wrong variable', () => {
    expect(failureOf({ PORT: 'abc', CURRENT_SEASON: 'abc', MAX_SEASON: '7' })).toHaveLength(2);
  });

  it('never prints a secret in the error line: the JWT secret, a database password', () => {
    const lines = [
      ...failureOf({ JWT_SECRET: 'short-s3cret' }),
      ...failureOf({ DATABASE_URL: 'mysql://league:hunter2-pass@db.example.com:3306/league' }),
      ...failureOf({ DATABASE_URL: 'league:hunter2-pass@db.example.com/league' }),
    ];
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain('s3cret');
      expect(line).not.toContain('hunter2');
    }
    expect(lines[0]).toBe(
      'Invalid setting JWT_SECRET=(hidden, 12 characters): expected a secret of at least 16 characters',
    );
    expect(lines[1]).toContain(
      'Invalid setting DATABASE_URL="mysql://league:***@db.example.com:3306/league"',
    );
  });

  it('refuses a MAX_SEASON below CURRENT_SEASON, naming both', () => {
    expect(failureOf({ CURRENT_SEASON: '12', MAX_SEASON: '3' })).toEqual([
      'Invalid setting MAX_SEASON="3": expected a season number of at least CURRENT_SEASON (12)',
    ]);
    expect(loadConfig({ CURRENT_SEASON: '12', MAX_SEASON: '12' }).league.maxSeason).toBe(12);
    // Without CURRENT_SEASON the default current season counts.
    expect(failureOf({ MAX_SEASON: '1' })[0]).toContain('at least CURRENT_SEASON');
  });

  it('takes the league links, contact address and credits from the environment', () => {
    const config = loadConfig({
      LEAGUE_CHAT_URL: 'https://chat.example.com/invite/',
      LEAGUE_GAME_URL: 'https://game.example.com/play',
      LEAGUE_VIDEO_URL: 'https://video.example.com/league',
      LEAGUE_SOCIAL_URL: 'https://social.example.com/league',
      LEAGUE_CONTACT_EMAIL: 'hello@example.com',
      LEAGUE_CREDITS: 'Ann:Project Lead; Bo: Designer',
      CURRENT_SEASON: '20',
      LEAGUE_TIME_ZONE: 'Europe/Berlin',
      PUBLIC_URL: 'https://league.example.com/',
    });
    expect(config.league).toMatchObject({
      links: {
        chat: 'https://chat.example.com/invite',
        game: 'https://game.example.com/play',
        video: 'https://video.example.com/league',
        social: 'https://social.example.com/league',
        email: 'hello@example.com',
      },
      credits: [
        { name: 'Ann', role: 'Project Lead' },
        { name: 'Bo', role: 'Designer' },
      ],
      currentSeason: 20,
      maxSeason: 20,
      timeZone: 'Europe/Berlin',
      publicUrl: 'https://league.example.com',
    });
  });

  it('leaves the Discord bot off without its settings, and reads them together', () => {
    expect(loadConfig({}).discord).toBeNull();
    const key = 'AB'.repeat(32);
    const config = loadConfig({ DISCORD_APPLICATION_ID: '112233445566778899', DISCORD_PUBLIC_KEY: key });
    expect(config.discord).toMatchObject({
      applicationId: '112233445566778899',
      publicKey: key.toLowerCase(),
      botToken: undefined,
      apiUrl: 'https://discord.com/api',
    });
  });

  it('refuses a half-given Discord setup with a line naming each missing setting', () => {
    expect(failureOf({ DISCORD_APPLICATION_ID: '112233445566778899' })).toEqual([
      'Missing setting DISCORD_PUBLIC_KEY: the Discord settings need it (see docs/product/discord.md#settings)',
    ]);
    expect(
      failureOf({
        DISCORD_APPLICATION_ID: '112233445566778899',
        DISCORD_PUBLIC_KEY: 'ab'.repeat(32),
        DISCORD_STANDINGS_CHANNEL_ID: '555555555555555555',
      }),
    ).toEqual([
      'Missing setting DISCORD_BOT_TOKEN: the Discord settings need it (see docs/product/discord.md#settings)',
    ]);
  });

  it('configures a sign-in provider only with both its client id and secret, at its own address by default', () => {
    expect(loadConfig({}).signInProviders).toEqual({});
    const config = loadConfig({
      DISCORD_CLIENT_ID: '1187651234567890123',
      DISCORD_CLIENT_SECRET: 'a-secret',
      ROBLOX_CLIENT_ID: '4857261930485726193',
      ROBLOX_CLIENT_SECRET: 'another-secret',
      ROBLOX_OAUTH_URL: 'http://127.0.0.1:9999/roblox/',
    });
    expect(config.signInProviders).toEqual({
      discord: { clientId: '1187651234567890123', clientSecret: 'a-secret', baseUrl: 'https://discord.com' },
      roblox: {
        clientId: '4857261930485726193',
        clientSecret: 'another-secret',
        baseUrl: 'http://127.0.0.1:9999/roblox',
      },
    });
  });

  it('refuses a client id without its secret (and the reverse) with one line naming the missing one', () => {
    expect(failureOf({ DISCORD_CLIENT_ID: '1187651234567890123' })).toEqual([
      'Invalid setting DISCORD_CLIENT_SECRET="": expected a value, since DISCORD_CLIENT_ID is set (set both or neither)',
    ]);
    expect(failureOf({ ROBLOX_CLIENT_SECRET: 'a-secret' })).toEqual([
      'Invalid setting ROBLOX_CLIENT_ID="": expected a value, since ROBLOX_CLIENT_SECRET is set (set both or neither)',
    ]);
    expect(failureOf({ DISCORD_OAUTH_URL: 'discord.com' })[0]).toContain('Invalid setting DISCORD_OAUTH_URL');
  });

  it('reads no variable that the README does not document', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'));
    const missing = ENV_VARIABLES.filter((name) => name !== 'NODE_ENV' && !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
