/**
 * Registers the league's slash commands with Discord (docs/product/discord.md#registering-the-commands):
 * in the server of DISCORD_GUILD_ID when set (they show at once), else everywhere the bot is. Needs
 * DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY and DISCORD_BOT_TOKEN; touches no database.
 *
 *   npm run discord:register
 */

import { ConfigError } from '../config/config-error.ts';
import { loadConfig } from '../config.ts';
import { registerCommands } from '../surfaces/discord/service.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.discord?.botToken) {
    console.error(
      'Set DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY and DISCORD_BOT_TOKEN to register the commands (see docs/product/discord.md#settings).',
    );
    process.exit(1);
  }
  const names = await registerCommands(config);
  const where = config.discord.guildId ? `in server ${config.discord.guildId}` : 'in every server of the bot';
  console.log(`Registered ${names.length} commands ${where}: ${names.map((n) => `/${n}`).join(', ')}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) for (const line of err.lines) console.error(line);
  else console.error(`Discord refused the commands: ${(err as Error).message}`);
  process.exit(1);
});
