/**
 * Delivers the chat outbox (docs/decisions/0030-chat-delivery-outbox.md,
 * docs/product/chat-webhooks.md#rules-and-constants). Each instance runs one worker: it claims due rows under a
 * lease, posts each message with a timeout, and writes the outcome while it still holds the row.
 *
 * - 2xx: sent. 429: tried again after the wait the answer asks for (body `retry_after`, header
 *   `Retry-After`). 5xx, a timeout or a network error: tried again with exponential backoff. Another 4xx (a
 *   deleted webhook, a refused message) will not get better: failed at once. After `maxAttempts`: failed.
 * - A worker that stops or crashes holding rows leaves their leases to run out; another worker (or the
 *   same one after a restart) takes them again. Nothing is lost. A message is posted twice only if a crash
 *   falls between the chat's answer and the write of "sent", a window of one database round trip.
 */
import {
  backoffDelay,
  type ChatEvent,
  type ChatEventKind,
  type ChatMessage,
  renderChatMessage,
  retryAfterMs,
} from '@league/shared/domain/chat-messages';
import type { LeagueSettings } from '@league/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  listRecordsOfGame,
  releaseDeliveries,
  settleDelivery,
} from './deliveries.ts';

export interface ChatWorkerOptions {
  /** Who holds a claimed row; unique per worker. */
  owner: string;
  /** How often to look for due rows. */
  pollMs: number;
  /** Each HTTP call's limit. */
  timeoutMs: number;
  /** How long a claim holds a row; longer than a batch of calls takes, so a live worker keeps its rows. */
  leaseMs: number;
  /** First retry delay; doubled per attempt up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  batchSize: number;
}

export const DEFAULT_CHAT_WORKER: Omit<ChatWorkerOptions, 'owner'> = {
  pollMs: 1000,
  timeoutMs: 10_000,
  leaseMs: 120_000,
  backoffMs: 5_000,
  maxBackoffMs: 15 * 60_000,
  maxAttempts: 8,
  batchSize: 10,
};

/** The longest wait a 429 may impose on one row before it is tried again anyway. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

export type PostOutcome =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; error: string; waitMs: number | undefined }
  | { kind: 'retry'; error: string }
  | { kind: 'permanent'; error: string };

/** Posts one message; never throws. */
export async function postChatMessage(
  url: string,
  message: ChatMessage,
  timeoutMs: number,
): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const e = err as Error;
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    const cause = (e.cause as { code?: string } | undefined)?.code;
    return {
      kind: 'retry',
      error: timedOut ? `No answer within ${timeoutMs} ms` : `Network error: ${cause ?? e.message}`,
    };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return { kind: 'sent' };
  const summary = `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
  if (response.status === 429) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {}
    return {
      kind: 'rate-limited',
      error: summary,
      waitMs: retryAfterMs(body, response.headers.get('retry-after')),
    };
  }
  if (response.status >= 500 || response.status === 408) return { kind: 'retry', error: summary };
  return { kind: 'permanent', error: summary };
}

/**
 * Delivers the rows of one bot channel (the standings message...): reads what is current, writes it, and
 * says how it went, as a webhook post does. Never throws.
 */
export type OutboxChannel = (row: ClaimedDelivery) => Promise<PostOutcome>;

/** The webhook channel: rows every write of a reported event adds, one per webhook. */
export const WEBHOOK_CHANNEL = 'webhook';

export interface ChatWorker {
  /** Claims due rows once and delivers them; answers how many it tried. */
  runOnce(): Promise<number>;
  /** Claims due rows without delivering them (tests: a worker that dies right after its claim). */
  claim(): Promise<ClaimedDelivery[]>;
  start(): void;
  /** Stops polling and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

export function createChatWorker(
  db: Db,
  settings: Pick<LeagueSettings, 'siteName' | 'publicUrl' | 'timeZone'>,
  options: ChatWorkerOptions,
  log?: FastifyBaseLogger,
  channels: Readonly<Record<string, OutboxChannel>> = {},
): ChatWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopping = false;

  async function render(row: ClaimedDelivery): Promise<ChatMessage> {
    const event = row.facts as ChatEvent;
    const base = { siteName: settings.siteName, publicUrl: settings.publicUrl };
    if (event.kind === 'game-uploaded') {
      const records = await listRecordsOfGame(db, event.game.id);
      return renderChatMessage(event, { ...base, records }, settings.timeZone);
    }
    return renderChatMessage(event, base, settings.timeZone);
  }

  async function attempt(row: ClaimedDelivery): Promise<PostOutcome> {
    if (row.channel === WEBHOOK_CHANNEL && row.url)
      return postChatMessage(row.url, await render(row), options.timeoutMs);
    const channel = channels[row.channel];
    // A row of a channel this instance does not run (its settings removed): nothing will deliver it.
    if (!channel) return { kind: 'permanent', error: `No ${row.channel} channel is configured` };
    return channel(row);
  }

  async function deliver(row: ClaimedDelivery): Promise<void> {
    const outcome = await attempt(row);
    const exhausted = row.attempts >= options.maxAttempts;
    let settled: Parameters<typeof settleDelivery>[3];
    switch (outcome.kind) {
      case 'sent':
        settled = { status: 'sent' };
        break;
      case 'rate-limited':
        settled = {
          status: exhausted ? 'failed' : 'retrying',
          error: outcome.error,
          retryInMs: Math.min(
            MAX_RETRY_AFTER_MS,
            outcome.waitMs ?? backoffDelay(row.attempts, options.backoffMs, options.maxBackoffMs),
          ),
        };
        break;
      case 'retry':
        settled = {
          status: exhausted ? 'failed' : 'retrying',
          error: outcome.error,
          retryInMs: backoffDelay(row.attempts, options.backoffMs, options.maxBackoffMs),
        };
        break;
      case 'permanent':
        settled = { status: 'failed', error: outcome.error, retryInMs: 0 };
        break;
    }
    const kept = await settleDelivery(db, row.id, options.owner, settled);
    if (!kept) log?.warn({ delivery: row.id }, 'chat delivery: lease lost before the outcome was written');
    else if (settled.status !== 'sent')
      log?.warn(
        {
          delivery: row.id,
          event: row.event as ChatEventKind,
          status: settled.status,
          error: outcome.kind === 'sent' ? undefined : outcome.error,
        },
        'chat delivery not sent',
      );
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDueDeliveries(db, options.owner, options.leaseMs, options.batchSize);
    for (const [i, row] of rows.entries()) {
      if (stopping) {
        await releaseDeliveries(
          db,
          rows.slice(i).map((r) => r.id),
          options.owner,
        );
        return i;
      }
      try {
        await deliver(row);
      } catch (err) {
        // A database error while settling: the lease runs out and the row is tried again.
        log?.error({ err, delivery: row.id }, 'chat delivery failed');
      }
    }
    return rows.length;
  }

  function tick() {
    timer = null;
    if (stopping) return;
    running = runOnce()
      .catch((err: unknown) => {
        log?.error({ err }, 'chat delivery: claiming failed');
        return 0;
      })
      .then((tried) => {
        running = null;
        // A full batch means more may be due: go on at once.
        if (!stopping) timer = setTimeout(tick, tried === options.batchSize ? 0 : options.pollMs);
        return tried;
      });
  }

  return {
    runOnce,
    claim: () => claimDueDeliveries(db, options.owner, options.leaseMs, options.batchSize),
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
