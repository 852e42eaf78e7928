/**
 * The SQL of the chat webhooks and of the deliveries list the Settings page shows
 * (docs/product/chat-webhooks.md#api); the outbox's own statements are in lib/outbox/deliveries.ts.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatDeliveries, chatWebhooks } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

export type WebhookRow = typeof chatWebhooks.$inferSelect;
export type DeliveryRow = typeof chatDeliveries.$inferSelect;

export function listWebhookRows(db: Db): Promise<WebhookRow[]> {
  return db.select().from(chatWebhooks).orderBy(chatWebhooks.id);
}

export async function findWebhookRow(db: Db, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(chatWebhooks).where(eq(chatWebhooks.id, id));
  return row;
}

export async function insertWebhook(
  db: Db,
  values: { name: string; url: string; events: string[]; rolePings: { team: string; roleId: string }[] },
): Promise<WebhookRow> {
  const [row] = await db.insert(chatWebhooks).values(values).returning();
  return row!;
}

export async function updateWebhookRow(
  db: Db,
  id: number,
  change: Partial<{
    name: string;
    url: string;
    events: string[];
    rolePings: { team: string; roleId: string }[];
  }>,
): Promise<WebhookRow | undefined> {
  if (Object.keys(change).length === 0) return findWebhookRow(db, id);
  const [row] = await db.update(chatWebhooks).set(change).where(eq(chatWebhooks.id, id)).returning();
  return row;
}

export async function deleteWebhookRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatWebhooks)
    .where(eq(chatWebhooks.id, id))
    .returning({ id: chatWebhooks.id });
  return rows.length > 0;
}

export interface DeliveryListRow extends DeliveryRow {
  webhookName: string;
}

export function listDeliveryRows(
  db: Db,
  filter: { status?: string | undefined },
  limit: number,
  offset: number,
) {
  const where: SQL | undefined = filter.status ? eq(chatDeliveries.status, filter.status) : undefined;
  return db
    .select({
      id: chatDeliveries.id,
      webhookId: chatDeliveries.webhookId,
      webhookName: chatWebhooks.name,
      event: chatDeliveries.event,
      facts: chatDeliveries.facts,
      status: chatDeliveries.status,
      attempts: chatDeliveries.attempts,
      lastError: chatDeliveries.lastError,
      createdAt: chatDeliveries.createdAt,
      nextAttemptAt: chatDeliveries.nextAttemptAt,
      sentAt: chatDeliveries.sentAt,
    })
    .from(chatDeliveries)
    .innerJoin(chatWebhooks, eq(chatWebhooks.id, chatDeliveries.webhookId))
    .where(where)
    .orderBy(desc(chatDeliveries.id))
    .limit(limit)
    .offset(offset);
}

export async function countDeliveryRows(db: Db, filter: { status?: string | undefined }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatDeliveries)
    .where(filter.status ? eq(chatDeliveries.status, filter.status) : undefined);
  return row?.n ?? 0;
}

/** A failed row waits again, with a fresh count of attempts; answers false unless it had failed. */
export async function requeueFailedDelivery(
  db: Db,
  id: number,
): Promise<'requeued' | 'missing' | 'not-failed'> {
  const rows = await db
    .update(chatDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, leaseOwner: null, leaseUntil: null })
    .where(and(eq(chatDeliveries.id, id), eq(chatDeliveries.status, 'failed')))
    .returning({ id: chatDeliveries.id });
  if (rows.length > 0) return 'requeued';
  const [exists] = await db
    .select({ id: chatDeliveries.id })
    .from(chatDeliveries)
    .where(eq(chatDeliveries.id, id));
  return exists ? 'not-failed' : 'missing';
}

/** A delivery by id, for tests of the worker and the retry route. */
export async function findDeliveryRow(db: Db, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(chatDeliveries).where(eq(chatDeliveries.id, id));
  return row;
}

/**
 * The webhooks that would receive an event of `kind`, by name, each with whether it already holds the event
 * keyed `eventKey` (the outbox adds one row per webhook and key, so such a webhook is not posted to again).
 */
export function listEventTargetRows(
  db: Db,
  kind: string,
  eventKey: string,
): Promise<{ name: string; posted: boolean }[]> {
  return queryRows<{ name: string; posted: boolean }>(
    db,
    sql`select w.name,
               exists (select 1 from ${chatDeliveries} d
                       where d.webhook_id = w.id and d.event_key = ${eventKey}) as posted
        from ${chatWebhooks} w
        where ${kind} = any(w.events)
        order by w.name, w.id`,
  );
}
