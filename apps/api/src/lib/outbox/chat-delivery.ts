/**
 * The chat outbox (docs/product/chat-webhooks.md#rules-and-constants): a write that the chat should hear
 * about records its event in its own transaction (through the unit of work, lib/writes/unit-of-work.ts), and
 * each instance's worker delivers.
 */
import { randomUUID } from 'node:crypto';
import { type ChatEvent, chatEventKey } from '@league/shared/domain/chat-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type ChatWorker, createChatWorker, DEFAULT_CHAT_WORKER, type OutboxChannel } from './chat-worker.ts';
import { insertChannelDelivery, insertDeliveries } from './deliveries.ts';

/**
 * How long a stat sheet's message waits before its first attempt, so that the records recalculation the
 * upload started has committed and the message can name the records the game set.
 */
export const GAME_MESSAGE_DELAY_MS = 3000;

/**
 * Records `event` for every webhook that receives it, in the caller's transaction `tx`: it commits or rolls
 * back with the change it reports. Never throws for the chat's sake: no webhook simply means no row.
 * Answers how many deliveries were added (0 when the event was already recorded).
 */
export function recordChatEvent(tx: Db | Tx, event: ChatEvent): Promise<number> {
  return insertDeliveries(tx, {
    kind: event.kind,
    key: chatEventKey(event),
    facts: event,
    delayMs: event.kind === 'game-uploaded' ? GAME_MESSAGE_DELAY_MS : 0,
  });
}

/**
 * Asks a bot channel to bring its message up to date, in the caller's transaction: one waiting row per
 * channel and key however many writes ask (docs/product/discord.md#the-standings-message).
 */
export function recordChannelRefresh(tx: Db | Tx, channel: string, key: string): Promise<number> {
  return insertChannelDelivery(tx, { channel, kind: 'refresh', key, facts: { key } });
}

/**
 * Starts this instance's delivery worker (server.ts) with the bot channels the settings turn on; stop it
 * before closing the database.
 */
export function startChatDelivery(
  db: Db,
  config: ServerConfig,
  log?: FastifyBaseLogger,
  channels: Readonly<Record<string, OutboxChannel>> = {},
): ChatWorker {
  const worker = createChatWorker(
    db,
    config.league,
    {
      ...DEFAULT_CHAT_WORKER,
      timeoutMs: config.chatTimeoutMs,
      pollMs: config.chatPollMs,
      owner: randomUUID(),
    },
    log,
    channels,
  );
  worker.start();
  return worker;
}
