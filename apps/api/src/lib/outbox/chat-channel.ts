/**
 * The chat channel of the outbox (docs/decisions/0030-chat-delivery-outbox.md,
 * docs/product/chat-webhooks.md#rules-and-constants): posts a row's message to its webhook, in the order the
 * rows were recorded. 2xx: sent. 429: the wait Discord asks for (body `retry_after`, header `Retry-After`).
 * 5xx, 408, a timeout or a network error: retried. Another 4xx (a deleted webhook, a refused message) will
 * not get better: failed at once.
 */
import {
  type ChatEvent,
  type ChatMessage,
  renderChatMessage,
  retryAfterMs,
} from '@league/shared/domain/chat-messages';
import type { LeagueSettings } from '@league/shared/settings';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatDeliveries, chatWebhooks, players, records } from '../../db/schema.ts';
import type { SecretBox } from '../secrets-at-rest.ts';
import type { ClaimedDelivery } from './deliveries.ts';
import type { DeliveryOutcome, OutboxChannel } from './worker.ts';

/** Posts one message; never throws. */
export async function postChatMessage(
  url: string,
  message: ChatMessage,
  timeoutMs: number,
): Promise<Exclude<DeliveryOutcome, { kind: 'gone' }>> {
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
    return { kind: 'retry', error: networkError(err, timeoutMs) };
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

/** What a failed fetch says: no answer in time, or the network's error code. */
export function networkError(err: unknown, timeoutMs: number): string {
  const e = err as Error;
  const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
  const cause = (e.cause as { code?: string } | undefined)?.code;
  return timedOut ? `No answer within ${timeoutMs} ms` : `Network error: ${cause ?? e.message}`;
}

/** The records a game holds now (after its recalculation), best rank first. */
function listRecordsOfGame(db: Db, gameId: number) {
  return db
    .select({ record: records.record, rank: records.rank, value: records.value, playerName: players.name })
    .from(records)
    .innerJoin(players, eq(players.id, records.playerId))
    .where(and(eq(records.gameId, gameId), lt(records.rank, 11)))
    .orderBy(records.rank, records.sortOrder)
    .limit(10);
}

export function chatChannel(
  db: Db,
  settings: Pick<LeagueSettings, 'siteName' | 'publicUrl' | 'timeZone'>,
  timeoutMs: number,
  secrets: SecretBox,
): OutboxChannel {
  async function render(row: ClaimedDelivery, rolePings: { team: string; roleId: string }[]) {
    const event = row.facts as ChatEvent;
    const base = { siteName: settings.siteName, publicUrl: settings.publicUrl, rolePings };
    const records = event.kind === 'game-uploaded' ? await listRecordsOfGame(db, event.game.id) : undefined;
    return renderChatMessage(event, { ...base, ...(records ? { records } : {}) }, settings.timeZone);
  }
  return {
    name: 'chat',
    table: chatDeliveries,
    targetColumn: 'webhook_id',
    batchSize: 10,
    inOrder: true,
    async deliver(row) {
      const [webhook] = await db
        .select({ url: chatWebhooks.url, rolePings: chatWebhooks.rolePings })
        .from(chatWebhooks)
        .where(eq(chatWebhooks.id, row.targetId ?? 0));
      // A webhook deleted takes its rows with it; one deleted mid-round has nowhere to post.
      if (!webhook) return { kind: 'permanent', error: 'The webhook was deleted' };
      const url = secrets.open(webhook.url, 'chat_webhooks.url');
      return postChatMessage(url, await render(row, webhook.rolePings), timeoutMs);
    },
  };
}
