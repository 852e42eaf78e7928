/**
 * The outbox's SQL (docs/decisions/0030-chat-delivery-outbox.md): rows written in the transaction of the change
 * they report, claimed and settled by each instance's worker. The same statements run on PostgreSQL and
 * PGlite: a claim is one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery, so two workers on one PostgreSQL
 * never take the same row, and on PGlite (one connection) it is simply a claim.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chatDeliveries, chatWebhooks, players, records } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

/**
 * One outbox row per webhook that receives `event`, in the caller's transaction; an event already recorded
 * for a webhook (same key) is left as it is. Answers how many rows were added.
 */
export async function insertDeliveries(
  tx: Db | Tx,
  event: { kind: string; key: string; facts: unknown; delayMs: number },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${chatDeliveries} (webhook_id, event, event_key, facts, next_attempt_at)
        select ${chatWebhooks.id}, ${event.kind}, ${event.key}, ${JSON.stringify(event.facts)}::jsonb,
               now() + ${event.delayMs} * interval '1 millisecond'
        from ${chatWebhooks}
        where ${event.kind} = any(${chatWebhooks.events})
        on conflict (webhook_id, event_key) do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * One row for a bot channel (docs/product/discord.md#the-standings-message), in the caller's transaction,
 * unless a row of the same channel and key already waits unclaimed: a burst of writes asks once. A row
 * claimed meanwhile does not count, so a change made while a message is being written asks again; two
 * rows that slip through together are harmless (the channel writes what is current, once).
 */
export async function insertChannelDelivery(
  tx: Db | Tx,
  event: { channel: string; kind: string; key: string; facts: unknown },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${chatDeliveries} (channel, event, event_key, facts)
        select ${event.channel}, ${event.kind}, ${event.key}, ${JSON.stringify(event.facts)}::jsonb
        where not exists (
          select 1 from ${chatDeliveries}
          where channel = ${event.channel} and event_key = ${event.key}
            and status in ('pending', 'retrying') and lease_owner is null)
        returning id`,
  );
  return rows.length;
}

export interface ClaimedDelivery {
  id: number;
  /** `webhook`, or a bot channel. */
  channel: string;
  webhookId: number | null;
  /** The webhook's address; null for a bot channel. */
  url: string | null;
  event: string;
  facts: unknown;
  attempts: number;
}

/**
 * Takes up to `limit` due rows for `owner` until `leaseMs` from now and counts the attempt. A row is due when
 * it waits (pending, retrying), its time has come and no live lease holds it; a lease left by a worker that
 * stopped or crashed runs out, and the row is taken again.
 */
export async function claimDueDeliveries(
  db: Db,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimedDelivery>(
    db,
    sql`update chat_deliveries d
        set lease_owner = ${owner}, lease_until = now() + ${leaseMs} * interval '1 millisecond',
            attempts = d.attempts + 1
        where d.id in (
          select id from chat_deliveries
          where status in ('pending', 'retrying') and next_attempt_at <= now()
            and (lease_until is null or lease_until < now())
          order by id
          limit ${limit}
          for update skip locked)
        returning d.id, d.channel, d.webhook_id as "webhookId",
          (select w.url from chat_webhooks w where w.id = d.webhook_id) as url, d.event, d.facts, d.attempts`,
  );
  // RETURNING keeps no order: the chat should hear events in the order they happened.
  return rows.sort((a, b) => a.id - b.id);
}

/** The outcome of one attempt, written only while `owner` still holds the row; answers whether it did. */
export async function settleDelivery(
  db: Db,
  id: number,
  owner: string,
  outcome: { status: 'sent' } | { status: 'retrying' | 'failed'; error: string; retryInMs: number },
): Promise<boolean> {
  const set: Record<string, unknown> =
    outcome.status === 'sent'
      ? { status: 'sent', sentAt: sql`now()`, lastError: null }
      : {
          status: outcome.status,
          lastError: outcome.error.slice(0, 500),
          nextAttemptAt: sql`now() + ${outcome.retryInMs} * interval '1 millisecond'`,
        };
  const rows = await db
    .update(chatDeliveries)
    .set({ ...set, leaseOwner: null, leaseUntil: null })
    .where(and(eq(chatDeliveries.id, id), eq(chatDeliveries.leaseOwner, owner)))
    .returning({ id: chatDeliveries.id });
  return rows.length > 0;
}

/** Gives rows back at once (a worker stopping before it tried them); the attempt is not counted. */
export async function releaseDeliveries(db: Db, ids: number[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(chatDeliveries)
    .set({ leaseOwner: null, leaseUntil: null, attempts: sql`${chatDeliveries.attempts} - 1` })
    .where(and(inArray(chatDeliveries.id, ids), eq(chatDeliveries.leaseOwner, owner)));
}

/** The records a game holds now (after its recalculation), best rank first. */
export function listRecordsOfGame(db: Db, gameId: number) {
  return db
    .select({ record: records.record, rank: records.rank, value: records.value, playerName: players.name })
    .from(records)
    .innerJoin(players, eq(players.id, records.playerId))
    .where(and(eq(records.gameId, gameId), lt(records.rank, 11)))
    .orderBy(records.rank, records.sortOrder)
    .limit(10);
}
