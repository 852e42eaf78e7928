/**
 * The league's Discord bot (docs/product/discord.md): slash commands answered from the same reads as the
 * site's pages (the search finds the player or team, typos and all), the standings message kept up to date
 * in one channel, and the command registration.
 */
import { createHash } from 'node:crypto';
import { slugKey } from '@league/shared/domain/slug';
import type { LeagueSettings } from '@league/shared/settings';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { listMatchPage } from '../../features/matches/service.ts';
import { getPlayerDetail } from '../../features/players/service.ts';
import { searchSite, sharedSearchIndex } from '../../features/search/service.ts';
import { readStandings } from '../../features/standings/service.ts';
import { getTeamDetail } from '../../features/teams/service.ts';
import {
  type DiscordAnswer,
  nextAnswer,
  notice,
  playerAnswer,
  resultsAnswer,
  standingsAnswer,
  standingsEmbed,
  teamAnswer,
} from './answers.ts';
import { COMMANDS, isCommandName } from './commands.ts';
import type { CallOutcome } from './discord-rest.ts';
import { findKeptMessage, saveKeptMessage } from './queries.ts';

export { notice };

/**
 * Discord's REST client (discord.js's, with its own HTTP library), loaded on the first call to Discord: a
 * site without the bot, or between its calls at start, does not carry it in memory (ADR 61).
 */
const discordRest = () => import('./discord-rest.ts');

/** How many matches `/next` and `/results` list. */
export const MATCHES_LISTED = 5;
/** The standings message's key: its row in discord_messages, and the bot outbox's event key. */
export const STANDINGS_PURPOSE = 'standings';

/** The parts of an interaction the answers read. */
export interface CommandInteraction {
  data?: { name?: string; options?: { name: string; value?: unknown }[] };
}

const optionOf = (interaction: CommandInteraction, name: string) => {
  const value = interaction.data?.options?.find((o) => o.name === name)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
};

async function findOne(db: Db, settings: LeagueSettings, q: string, kind: 'player' | 'team') {
  const index = sharedSearchIndex(db, settings.siteName);
  const [hit] = (await searchSite(index, { q, limit: 1, kind }, 1)).hits;
  return hit;
}

/**
 * The current season's regular-phase table, with the season's own settings, as the standings page shows it
 * (docs/product/standings.md#api); without what each team needs, which the bot does not show.
 */
function readCurrentStandings(db: Db, settings: Pick<LeagueSettings, 'currentSeason'>) {
  return readStandings(db, {}, settings.currentSeason, { needs: false });
}

/** The answer to one slash command; a name nothing matches gets a notice only the asker sees. */
export async function answerCommand(
  db: Db,
  settings: LeagueSettings,
  interaction: CommandInteraction,
): Promise<DiscordAnswer> {
  const name = interaction.data?.name ?? '';
  if (!isCommandName(name)) return notice(`Unknown command /${name}.`);
  switch (name) {
    case 'standings':
      return standingsAnswer(await readCurrentStandings(db, settings), settings);
    case 'player': {
      const q = optionOf(interaction, 'name');
      const hit = q ? await findOne(db, settings, q, 'player') : undefined;
      if (!hit) return notice(`No player matches “${q ?? ''}”.`);
      return playerAnswer(await getPlayerDetail(db, Number(hit.id)), settings);
    }
    case 'team': {
      const q = optionOf(interaction, 'name');
      const hit = q ? await findOne(db, settings, q, 'team') : undefined;
      if (!hit) return notice(`No team matches “${q ?? ''}”.`);
      return teamAnswer(await getTeamDetail(db, Number(hit.id)), settings);
    }
    case 'next': {
      const q = optionOf(interaction, 'team');
      const hit = q ? await findOne(db, settings, q, 'team') : undefined;
      if (q && !hit) return notice(`No team matches “${q}”.`);
      const { items } = await listMatchPage(
        db,
        {
          from: new Date().toISOString(),
          status: 'scheduled',
          ...(hit ? { teamKey: slugKey(hit.title) } : {}),
        },
        { limit: MATCHES_LISTED },
      );
      return nextAnswer(items, hit?.title ?? null, settings);
    }
    case 'results': {
      const { items } = await listMatchPage(
        db,
        { status: 'completed', to: new Date().toISOString() },
        { limit: MATCHES_LISTED },
        true,
      );
      return resultsAnswer(
        items.filter((m) => m.team1Score !== null && m.team2Score !== null),
        settings,
      );
    }
  }
}

/** Registers the commands with Discord (npm run discord:register); answers their names. */
export async function registerCommands(config: ServerConfig): Promise<string[]> {
  if (!config.discord?.botToken)
    throw new Error('Set DISCORD_APPLICATION_ID, DISCORD_PUBLIC_KEY and DISCORD_BOT_TOKEN first');
  const { createDiscordRest, putCommands } = await discordRest();
  const rest = createDiscordRest(config.discord, config.chatTimeoutMs);
  return (await putCommands(rest, config.discord, COMMANDS)).map((c) => c.name);
}

/**
 * The standings message's writer (the bot channel of the outbox, key `standings`): the current table, written
 * into the one message the bot keeps in the chosen channel. An unchanged table writes nothing; a changed
 * one edits the message in place; the first time, or when someone deleted it, a new message is posted and
 * kept.
 */
export function standingsMessageDelivery(db: Db, config: ServerConfig): () => Promise<CallOutcome> {
  const discord = config.discord;
  const channelId = discord?.standingsChannelId;
  return async () => {
    if (!discord || !channelId) return { kind: 'permanent', error: 'No standings channel is configured' };
    try {
      const standings = await readCurrentStandings(db, config.league);
      const body = { embeds: [standingsEmbed(standings, config.league)], allowed_mentions: { parse: [] } };
      const contentHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      const kept = await findKeptMessage(db, STANDINGS_PURPOSE);
      if (kept && kept.channelId === channelId && kept.contentHash === contentHash) return { kind: 'sent' };
      const { createDiscordRest, createMessage, editMessage, isUnknownMessage } = await discordRest();
      const rest = createDiscordRest(discord, config.chatTimeoutMs);
      let messageId = kept?.channelId === channelId ? kept.messageId : null;
      if (messageId) {
        try {
          await editMessage(rest, channelId, messageId, body);
        } catch (error) {
          if (!isUnknownMessage(error)) throw error;
          messageId = null;
        }
      }
      messageId ??= await createMessage(rest, channelId, body);
      await saveKeptMessage(db, { purpose: STANDINGS_PURPOSE, channelId, messageId, contentHash });
      return { kind: 'sent' };
    } catch (error) {
      return (await discordRest()).outcomeOfError(error);
    }
  };
}

/**
 * Finishes an answer Discord was told to wait for: the follow-up edit of the original answer, or a notice
 * when the reads failed. Runs after the endpoint has answered.
 */
export function deferCommandAnswer(
  config: ServerConfig,
  token: string,
  answer: Promise<DiscordAnswer>,
  log: { warn(obj: object, message: string): void },
): void {
  const discord = config.discord;
  if (!discord) return;
  void answer
    .catch(() => notice('Something went wrong reading the league; try again in a moment.'))
    .then(async (body) => {
      const { createDiscordRest, editOriginalAnswer } = await discordRest();
      await editOriginalAnswer(createDiscordRest(discord, config.chatTimeoutMs), discord, token, body);
    })
    .catch((err: unknown) => log.warn({ err }, 'discord: the late answer could not be sent'));
}
