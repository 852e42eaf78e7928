/**
 * Discord's HTTP API through discord.js's REST client (@discordjs/rest): command registration, the
 * standings message, and the follow-up of an answer that took longer than Discord waits. Requests give up
 * after the chat timeout and are not retried here: the outbox retries, and a 429 is handed back with its
 * wait rather than slept on.
 */
import { DiscordAPIError, HTTPError, RateLimitError, REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import type { DiscordConfig } from '../../config/discord.ts';
import type { CommandDefinition } from './commands.ts';

export function createDiscordRest(config: DiscordConfig, timeoutMs: number): REST {
  const rest = new REST({
    version: '10',
    api: config.apiUrl,
    timeout: timeoutMs,
    retries: 0,
    rejectOnRateLimit: () => true,
  });
  return config.botToken ? rest.setToken(config.botToken) : rest;
}

/** How a call to Discord went, in the outbox's words. */
export type CallOutcome =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; error: string; waitMs: number | undefined }
  | { kind: 'retry'; error: string }
  | { kind: 'permanent'; error: string };

/** A failed call as the outbox treats it: 429 waits, 5xx and network trouble retry, other 4xx give up. */
export function outcomeOfError(error: unknown): CallOutcome {
  if (error instanceof RateLimitError)
    return { kind: 'rate-limited', error: `HTTP 429: ${error.message}`, waitMs: error.retryAfter };
  if (error instanceof DiscordAPIError || error instanceof HTTPError) {
    const summary = `HTTP ${error.status}: ${error.message}`.slice(0, 300);
    return error.status >= 500 || error.status === 408
      ? { kind: 'retry', error: summary }
      : { kind: 'permanent', error: summary };
  }
  const e = error as Error;
  return {
    kind: 'retry',
    error: e.name === 'AbortError' ? 'No answer in time' : `Network error: ${e.message}`,
  };
}

/** Discord's "Unknown Message": the kept message was deleted by someone. */
export function isUnknownMessage(error: unknown): boolean {
  return error instanceof DiscordAPIError && (error.code === 10008 || error.status === 404);
}

/** Replaces the application's commands (in one server when `guildId` is set, else everywhere). */
export async function putCommands(rest: REST, config: DiscordConfig, commands: readonly CommandDefinition[]) {
  const route = config.guildId
    ? Routes.applicationGuildCommands(config.applicationId, config.guildId)
    : Routes.applicationCommands(config.applicationId);
  return (await rest.put(route, { body: commands })) as { id: string; name: string }[];
}

export async function createMessage(rest: REST, channelId: string, body: unknown): Promise<string> {
  const message = (await rest.post(Routes.channelMessages(channelId), { body })) as { id: string };
  return message.id;
}

export async function editMessage(rest: REST, channelId: string, messageId: string, body: unknown) {
  await rest.patch(Routes.channelMessage(channelId, messageId), { body });
}

/** Fills in an answer Discord was told to wait for (the interaction's token is its key). */
export async function editOriginalAnswer(rest: REST, config: DiscordConfig, token: string, body: unknown) {
  await rest.patch(Routes.webhookMessage(config.applicationId, token), { body, auth: false });
}
