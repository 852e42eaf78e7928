/**
 * Delivers the outbox (docs/decisions/0030-chat-delivery-outbox.md, docs/decisions/0050-web-push-through-the-outbox.md):
 * one worker per instance, one loop, one set of rules, for every channel (the chat's webhooks, web push, the
 * bot's own messages). Each round it claims each channel's due rows under a lease, hands them to the
 * channel, and writes the outcome while it still holds the row.
 *
 * - sent: done. rate-limited: tried again after the wait the answer asks for. retry (5xx, a timeout, a
 *   network error): tried again with exponential backoff. permanent (another 4xx): failed at once. gone (the
 *   target no longer exists: a browser's expired subscription): failed at once, and the channel forgets it.
 *   After `maxAttempts`: failed.
 * - A worker that stops or crashes holding rows leaves their leases to run out; another worker (or the same
 *   one after a restart) takes them again. Nothing is lost. A message goes out twice only if a crash falls
 *   between the receiver's answer and the write of "sent", a window of one database round trip.
 */
import { backoffDelay } from '@league/shared/domain/chat-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  type OutboxTable,
  type OutboxTargetColumn,
  releaseDeliveries,
  type SettledOutcome,
  settleDelivery,
} from './deliveries.ts';

export type DeliveryOutcome =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; error: string; waitMs: number | undefined }
  | { kind: 'retry'; error: string }
  | { kind: 'permanent'; error: string }
  | { kind: 'gone'; error: string };

/** One way out of the outbox: its table, how it sends a row, and what it does when a target is gone. */
export interface OutboxChannel {
  name: string;
  table: OutboxTable;
  /** The column naming a row's target; null when rows have none (the bot edits its own messages). */
  targetColumn: OutboxTargetColumn;
  /** Rows claimed per round. */
  batchSize: number;
  /**
   * Send a round's rows one after the other (the chat keeps a webhook's messages in order) or each target's
   * rows in order with the targets at once (browsers are independent of each other).
   */
  inOrder: boolean;
  /** Sends one claimed row; never throws. */
  deliver(row: ClaimedDelivery): Promise<DeliveryOutcome>;
  /** The target told us it is gone for good: stop sending to it. */
  forget?(row: ClaimedDelivery): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** Who holds a claimed row; unique per worker. */
  owner: string;
  /** How often to look for due rows. */
  pollMs: number;
  /** How long a claim holds a row; longer than a round of sends takes, so a live worker keeps its rows. */
  leaseMs: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
}

export const DEFAULT_OUTBOX_WORKER: Omit<OutboxWorkerOptions, 'owner'> = {
  pollMs: 1000,
  leaseMs: 120_000,
  backoffMs: 5_000,
  maxBackoffMs: 15 * 60_000,
  maxAttempts: 8,
};

/** The longest wait a 429 may impose on one row before it is tried again anyway. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** What an attempt's outcome writes on its row. */
export function settledOutcome(
  outcome: DeliveryOutcome,
  attempts: number,
  options: Pick<OutboxWorkerOptions, 'backoffMs' | 'maxBackoffMs' | 'maxAttempts'>,
): SettledOutcome {
  const exhausted = attempts >= options.maxAttempts;
  const backoff = () => backoffDelay(attempts, options.backoffMs, options.maxBackoffMs);
  switch (outcome.kind) {
    case 'sent':
      return { status: 'sent' };
    case 'rate-limited':
      return {
        status: exhausted ? 'failed' : 'retrying',
        error: outcome.error,
        retryInMs: Math.min(MAX_RETRY_AFTER_MS, outcome.waitMs ?? backoff()),
      };
    case 'retry':
      return { status: exhausted ? 'failed' : 'retrying', error: outcome.error, retryInMs: backoff() };
    case 'permanent':
    case 'gone':
      return { status: 'failed', error: outcome.error, retryInMs: 0 };
  }
}

export interface OutboxWorker {
  /** Claims each channel's due rows once and delivers them; answers how many it tried. */
  runOnce(): Promise<number>;
  /** Claims a channel's due rows without delivering them (tests: a worker that dies right after its claim). */
  claim(channel?: string): Promise<ClaimedDelivery[]>;
  start(): void;
  /** Stops polling and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

export function createOutboxWorker(
  db: Db,
  channels: readonly OutboxChannel[],
  options: OutboxWorkerOptions,
  log?: FastifyBaseLogger,
): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopping = false;
  let fullRound = false;

  async function deliver(channel: OutboxChannel, row: ClaimedDelivery): Promise<void> {
    try {
      const outcome = await channel.deliver(row);
      const settled = settledOutcome(outcome, row.attempts, options);
      const kept = await settleDelivery(db, channel.table, row.id, options.owner, settled);
      // After the row is settled, so the log keeps why the target went.
      if (outcome.kind === 'gone') await channel.forget?.(row);
      if (!kept)
        log?.warn(
          { channel: channel.name, delivery: row.id },
          'outbox: lease lost before the outcome was written',
        );
      else if (settled.status !== 'sent')
        log?.warn(
          {
            channel: channel.name,
            delivery: row.id,
            event: row.event,
            status: settled.status,
            error: settled.error,
          },
          'outbox delivery not sent',
        );
    } catch (err) {
      // A database error while settling: the lease runs out and the row is tried again.
      log?.error({ err, channel: channel.name, delivery: row.id }, 'outbox delivery failed');
    }
  }

  async function runChannel(channel: OutboxChannel): Promise<number> {
    const rows = await claimDueDeliveries(
      db,
      channel.table,
      channel.targetColumn,
      options.owner,
      options.leaseMs,
      channel.batchSize,
    );
    if (rows.length === channel.batchSize) fullRound = true;
    if (!channel.inOrder) {
      // Targets at once, but each target's rows in the order they were written: a browser shows the last
      // push of a match's topic, so "Cancelled" must not arrive before the "Moved" written ahead of it.
      const byTarget = new Map<unknown, ClaimedDelivery[]>();
      for (const row of rows) {
        const key = row.targetId ?? `row ${row.id}`;
        byTarget.set(key, [...(byTarget.get(key) ?? []), row]);
      }
      await Promise.all(
        [...byTarget.values()].map(async (own) => {
          for (const row of own) await deliver(channel, row);
        }),
      );
      return rows.length;
    }
    for (const [i, row] of rows.entries()) {
      if (stopping) {
        const left = rows.slice(i).map((r) => r.id);
        await releaseDeliveries(db, channel.table, left, options.owner);
        return i;
      }
      await deliver(channel, row);
    }
    return rows.length;
  }

  async function runOnce(): Promise<number> {
    fullRound = false;
    let tried = 0;
    for (const channel of channels) {
      if (stopping) break;
      tried += await runChannel(channel);
    }
    return tried;
  }

  function tick() {
    timer = null;
    if (stopping) return;
    running = runOnce()
      .catch((err: unknown) => {
        log?.error({ err }, 'outbox: claiming failed');
        return 0;
      })
      .then((tried) => {
        running = null;
        // A full batch means more may be due: go on at once.
        if (!stopping) timer = setTimeout(tick, fullRound ? 0 : options.pollMs);
        return tried;
      });
  }

  const channelNamed = (name?: string) => channels.find((c) => name === undefined || c.name === name);

  return {
    runOnce,
    async claim(name) {
      const channel = channelNamed(name);
      if (!channel) return [];
      return claimDueDeliveries(
        db,
        channel.table,
        channel.targetColumn,
        options.owner,
        options.leaseMs,
        channel.batchSize,
      );
    },
    start() {
      if (timer || running) return;
      stopping = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
