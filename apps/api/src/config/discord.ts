/** The league's Discord application as the environment configures it (docs/product/discord.md#settings). */
import { ConfigError } from './config-error.ts';
import type { ParsedEnv } from './env-schema.ts';

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

/**
 * The Discord settings go together (docs/product/discord.md#settings): the application id and public key
 * turn the interactions endpoint on; registering commands and the standings message also need the bot's
 * token. A half-given set stops the start with a line saying what is missing.
 */
export function discordConfigOf(e: ParsedEnv): DiscordConfig | null {
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
