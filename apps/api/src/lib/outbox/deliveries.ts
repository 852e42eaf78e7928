/**
 * The outbox's shared SQL (docs/decisions/0030-chat-delivery-outbox.md, docs/decisions/0050-web-push-through-the-outbox.md):
 * every channel's table has the same state and lease columns (db/schema.ts `deliveryStateColumns`), so one
 * claim, one settle and one release serve the chat and web push alike. The same statements run on PostgreSQL
 * and PGlite: a claim is one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery, so two workers on one
 * PostgreSQL never take the same row, and on PGlite (one connection) it is simply a claim.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { botDeliveries, chatDeliveries, pushDeliveries } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

/** An outbox table: a channel's deliveries. */
export type OutboxTable = typeof chatDeliveries | typeof pushDeliveries | typeof botDeliveries;

/** The column naming a row's target; null for a channel whose rows have none (the bot's own messages). */
export type OutboxTargetColumn = 'webhook_id' | 'subscription_id' | null;

const targetOf = (target: OutboxTargetColumn) => (target ? sql.raw(`d.${target}`) : sql`null::int`);

export interface ClaimedDelivery {
  id: number;
  /** The row's target: the webhook of a chat row, the browser subscription of a push row; null for a bot row. */
  targetId: number | null;
  event: string;
  facts: unknown;
  attempts: number;
}

/**
 * Takes up to `limit` due rows of `table` for `owner` until `leaseMs` from now and counts the attempt. A row
 * is due when it waits (pending, retrying), its time has come and no live lease holds it; a lease left by a
 * worker that stopped or crashed runs out, and the row is taken again.
 */
export async function claimDueDeliveries(
  db: Db,
  table: OutboxTable,
  target: OutboxTargetColumn,
  owner: string,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimedDelivery>(
    db,
    sql`update ${table} d
        set lease_owner = ${owner}, lease_until = now() + ${leaseMs} * interval '1 millisecond',
            attempts = d.attempts + 1
        where d.id in (
          select id from ${table}
          where status in ('pending', 'retrying') and next_attempt_at <= now()
            and (lease_until is null or lease_until < now())
          order by id
          limit ${limit}
          for update skip locked)
        returning d.id, ${targetOf(target)} as "targetId", d.event, d.facts, d.attempts`,
  );
  // RETURNING keeps no order: a channel hears events in the order they happened.
  return rows.sort((a, b) => a.id - b.id);
}

export type SettledOutcome =
  | { status: 'sent' }
  | { status: 'retrying' | 'failed'; error: string; retryInMs: number };

/** The outcome of one attempt, written only while `owner` still holds the row; answers whether it did. */
export async function settleDelivery(
  db: Db,
  table: OutboxTable,
  id: number,
  owner: string,
  outcome: SettledOutcome,
): Promise<boolean> {
  const set =
    outcome.status === 'sent'
      ? sql`status = 'sent', sent_at = now(), last_error = null`
      : sql`status = ${outcome.status}, last_error = ${outcome.error.slice(0, 500)},
            next_attempt_at = now() + ${outcome.retryInMs} * interval '1 millisecond'`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${table} set ${set}, lease_owner = null, lease_until = null
        where id = ${id} and lease_owner = ${owner} returning id`,
  );
  return rows.length > 0;
}

/** Gives rows back at once (a worker stopping before it tried them); the attempt is not counted. */
export async function releaseDeliveries(
  db: Db,
  table: OutboxTable,
  ids: number[],
  owner: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update ${table} set lease_owner = null, lease_until = null, attempts = attempts - 1
        where id in (${sql.join(ids, sql`, `)}) and lease_owner = ${owner}`,
  );
}

/** A failed row waits again, with a fresh count of attempts (staff's Retry). */
export async function requeueFailed(
  db: Db,
  table: OutboxTable,
  id: number,
): Promise<'requeued' | 'missing' | 'not-failed'> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${table} set status = 'pending', attempts = 0, next_attempt_at = now(),
          lease_owner = null, lease_until = null
        where id = ${id} and status = 'failed' returning id`,
  );
  if (rows.length > 0) return 'requeued';
  const exists = await queryRows<{ id: number }>(db, sql`select id from ${table} where id = ${id}`);
  return exists.length > 0 ? 'not-failed' : 'missing';
}
