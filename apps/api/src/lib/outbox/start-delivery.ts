/**
 * Starts this instance's outbox worker (start.ts) with its three channels: the chat's webhooks
 * (docs/decisions/0030-chat-delivery-outbox.md), web push (docs/decisions/0050-web-push-through-the-outbox.md)
 * and the bot's own messages (docs/product/discord.md#the-standings-message), whose writers start.ts gives
 * as the settings turn them on. Stop it before closing the database.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { secretBoxFor } from '../secrets-at-rest.ts';
import { type BotMessageWriter, botChannel } from './bot-channel.ts';
import { chatChannel } from './chat-channel.ts';
import { pushChannel } from './push-channel.ts';
import {
  createOutboxWorker,
  DEFAULT_OUTBOX_WORKER,
  type OutboxChannel,
  type OutboxWorker,
} from './worker.ts';

/** The channels of this site, as configured. */
export function outboxChannels(
  db: Db,
  config: ServerConfig,
  botWriters: Readonly<Record<string, BotMessageWriter>> = {},
): OutboxChannel[] {
  const secrets = secretBoxFor(config);
  return [
    chatChannel(db, config.league, config.chatTimeoutMs, secrets),
    pushChannel(
      db,
      { subject: config.vapidSubject, timeZone: config.league.timeZone, timeoutMs: config.pushTimeoutMs },
      secrets,
    ),
    botChannel(botWriters),
  ];
}

export function startOutboxDelivery(
  db: Db,
  config: ServerConfig,
  log?: FastifyBaseLogger,
  botWriters: Readonly<Record<string, BotMessageWriter>> = {},
): OutboxWorker {
  const worker = createOutboxWorker(
    db,
    outboxChannels(db, config, botWriters),
    { ...DEFAULT_OUTBOX_WORKER, pollMs: config.outboxPollMs, owner: randomUUID() },
    log,
  );
  worker.start();
  return worker;
}
