/**
 * The chat outbox's rows (docs/product/chat-webhooks.md#rules-and-constants): a write that the chat should
 * hear about records its event in its own transaction (through the unit of work, lib/writes/unit-of-work.ts),
 * one row per webhook that receives it, and the outbox worker delivers (chat-channel.ts).
 */
import { type ChatEvent, chatEventKey } from '@league/shared/domain/chat-messages';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatDeliveries, chatWebhooks } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

/**
 * How long a stat sheet's message waits before its first attempt, so that the records recalculation the
 * upload started has committed and the message can name the records the game set.
 */
export const GAME_MESSAGE_DELAY_MS = 3000;

/**
 * Records `event` for every webhook that receives it, in the caller's transaction `tx`: it commits or rolls
 * back with the change it reports. Never throws for the chat's sake: no webhook simply means no row; an
 * event already recorded for a webhook (same key) is left as it is. Answers how many rows were added.
 */
export async function recordChatEvent(tx: Db | Tx, event: ChatEvent): Promise<number> {
  const delayMs = event.kind === 'game-uploaded' ? GAME_MESSAGE_DELAY_MS : 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${chatDeliveries} (webhook_id, event, event_key, facts, next_attempt_at)
        select ${chatWebhooks.id}, ${event.kind}, ${chatEventKey(event)}, ${JSON.stringify(event)}::jsonb,
               now() + ${delayMs} * interval '1 millisecond'
        from ${chatWebhooks}
        where ${event.kind} = any(${chatWebhooks.events})
        on conflict (webhook_id, event_key) do nothing
        returning id`,
  );
  return rows.length;
}
