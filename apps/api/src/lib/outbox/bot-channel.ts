/**
 * The bot channel of the outbox (docs/product/discord.md#the-standings-message): each row asks for one of the
 * bot's own messages to be brought up to date; its key names which (`standings`), and the message's writer
 * (given by start.ts, which knows the features) reads what is current and writes it. The writer says how
 * the call went in the outbox's words; a key no writer answers to (its settings removed since) fails.
 */
import { botDeliveries } from '../../db/schema.ts';
import type { ClaimedDelivery } from './deliveries.ts';
import type { DeliveryOutcome, OutboxChannel } from './worker.ts';

/** Brings one message up to date; never throws. */
export type BotMessageWriter = () => Promise<DeliveryOutcome>;

const keyOf = (row: ClaimedDelivery): string => {
  const facts = row.facts as { key?: unknown } | null;
  return typeof facts?.key === 'string' ? facts.key : '';
};

export function botChannel(writers: Readonly<Record<string, BotMessageWriter>>): OutboxChannel {
  return {
    name: 'bot',
    table: botDeliveries,
    targetColumn: null,
    batchSize: 10,
    // One message's rows in the order they were asked; each writes what is current anyway.
    inOrder: true,
    async deliver(row) {
      const key = keyOf(row);
      const writer = Object.hasOwn(writers, key) ? writers[key] : undefined;
      if (!writer) return { kind: 'permanent', error: `No bot message "${key}" is configured` };
      return writer();
    },
  };
}
