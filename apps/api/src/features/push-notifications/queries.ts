/**
 * The SQL of a member's browser subscriptions and of the push delivery log the Settings page shows
 * (docs/product/follows.md#api); the outbox's own statements are in lib/outbox/.
 */
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pushDeliveries, pushSubscriptions, users } from '../../db/schema.ts';
import { requeueFailed } from '../../lib/outbox/deliveries.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findSubscriptionByEndpoint(db: Db | Tx, endpoint: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/** Stores a browser's subscription for `userId`; the same browser (endpoint) moves to whoever subscribes it. */
export async function upsertSubscription(
  tx: Db | Tx,
  values: { userId: number; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, label: values.label },
    })
    .returning();
  return row!;
}

export function listSubscriptionRows(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

const statusIs = (status: string | undefined): SQL | undefined =>
  status ? eq(pushDeliveries.status, status) : undefined;

export function listPushDeliveryRows(
  db: Db,
  filter: { status?: string | undefined },
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: pushDeliveries.id,
      event: pushDeliveries.event,
      facts: pushDeliveries.facts,
      username: users.username,
      service: pushDeliveries.service,
      subscriptionId: pushDeliveries.subscriptionId,
      status: pushDeliveries.status,
      attempts: pushDeliveries.attempts,
      lastError: pushDeliveries.lastError,
      createdAt: pushDeliveries.createdAt,
      nextAttemptAt: pushDeliveries.nextAttemptAt,
      sentAt: pushDeliveries.sentAt,
    })
    .from(pushDeliveries)
    .leftJoin(users, eq(users.id, pushDeliveries.userId))
    .where(statusIs(filter.status))
    .orderBy(desc(pushDeliveries.id))
    .limit(limit)
    .offset(offset);
}

export async function countPushDeliveryRows(
  db: Db,
  filter: { status?: string | undefined },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushDeliveries)
    .where(statusIs(filter.status));
  return row?.n ?? 0;
}

export async function findPushDeliveryRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(pushDeliveries).where(eq(pushDeliveries.id, id));
  return row;
}

/** A failed delivery waits again with a fresh count of attempts (the outbox's one rule for every channel). */
export function requeueFailedPushDelivery(tx: Db | Tx, id: number) {
  return requeueFailed(tx as Db, pushDeliveries, id);
}
