/**
 * Web Push for members and the delivery log for superadmins (docs/product/follows.md#notifications,
 * docs/decisions/0050-web-push-through-the-outbox.md): the site's public key, a member's browsers, a test
 * notification, and the log of every push with Retry for a failed one.
 */
import { type PushEvent, pushEventTitle } from '@league/shared/domain/push-messages';
import type {
  PushDelivery,
  PushKey,
  PushSubscriptionRead,
  PushTestResult,
  SubscribeBody,
} from '@league/shared/schemas/push';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { removeSubscription } from '../../lib/outbox/push-delivery.ts';
import { vapidKeysOf } from '../../lib/outbox/vapid-keys.ts';
import type { SecretBox } from '../../lib/secrets-at-rest.ts';
import { staffWrite, write } from '../../lib/writes/unit-of-work.ts';
import {
  countPushDeliveryRows,
  findPushDeliveryRow,
  findSubscriptionByEndpoint,
  listPushDeliveryRows,
  listSubscriptionRows,
  requeueFailedPushDelivery,
  type SubscriptionRow,
  upsertSubscription,
} from './queries.ts';

const serviceOf = (endpoint: string) => {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return 'unknown';
  }
};

const toSubscription = (row: SubscriptionRow): PushSubscriptionRead => ({
  id: row.id,
  label: row.label,
  service: serviceOf(row.endpoint),
  createdAt: toIso(row.createdAt),
});

/** The VAPID public key browsers subscribe with. */
export async function getPushKey(db: Db, secrets: SecretBox): Promise<PushKey> {
  return { publicKey: (await vapidKeysOf(db, secrets)).publicKey };
}

/**
 * Keeps a browser's subscription for the member; the same browser signed in as someone else moves to them.
 * The reminders of both follow at once.
 */
/** The browser's keys are kept sealed (lib/secrets-at-rest.ts): with them anyone could write to it. */
export async function subscribe(
  db: Db,
  secrets: SecretBox,
  user: AuthUser,
  body: SubscribeBody,
): Promise<PushSubscriptionRead> {
  return write(
    db,
    async (tx, effects) => {
      const before = await findSubscriptionByEndpoint(tx, body.endpoint);
      const row = await upsertSubscription(tx, {
        userId: user.id,
        endpoint: body.endpoint,
        p256dh: secrets.seal(body.keys.p256dh, 'push_subscriptions.p256dh'),
        auth: secrets.seal(body.keys.auth, 'push_subscriptions.auth'),
        label: body.label?.trim() || 'Browser',
      });
      if (before && before.userId !== user.id) await effects.reminders({ userId: before.userId });
      await effects.reminders({ userId: user.id });
      return toSubscription(row);
    },
    { actor: user, changesData: false },
  );
}

/** Forgets this browser of the member (its notifications not yet sent go with it). */
export async function unsubscribe(db: Db, user: AuthUser, endpoint: string): Promise<{ message: string }> {
  const removed = await write(db, (tx) => removeSubscription(tx, { endpoint, userId: user.id }), {
    actor: user,
    changesData: false,
  });
  if (!removed) throw notFound('Subscription');
  return { message: 'This browser will not be notified any more' };
}

export async function listSubscriptions(db: Db, user: AuthUser): Promise<PushSubscriptionRead[]> {
  return (await listSubscriptionRows(db, user.id)).map(toSubscription);
}

/** A test notification to each of the member's browsers, through the outbox like every other. */
export async function sendTestPush(db: Db, user: AuthUser, now = new Date()): Promise<PushTestResult> {
  const deliveries = await write(
    db,
    (_tx, effects) => effects.push({ kind: 'test', at: now.toISOString() }),
    {
      // The test is for the member's own browsers: the unit of work tells the actor nothing of their own
      // changes, so the test names them as its audience instead (lib/outbox/push-delivery.ts).
      actor: user,
      changesData: false,
    },
  );
  return {
    deliveries,
    message:
      deliveries > 0
        ? `A test notification is on its way to ${deliveries} browser${deliveries === 1 ? '' : 's'}`
        : 'No browser of yours is subscribed: turn notifications on first',
  };
}

export async function listPushDeliveries(
  db: Db,
  query: { status?: string | undefined; limit?: number | undefined; offset?: number | undefined },
): Promise<{ rows: PushDelivery[]; total: number }> {
  const filter = { status: query.status };
  const [rows, total] = await Promise.all([
    listPushDeliveryRows(db, filter, query.limit ?? 20, query.offset ?? 0),
    countPushDeliveryRows(db, filter),
  ]);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      event: row.event as PushDelivery['event'],
      title: pushEventTitle(row.facts as PushEvent),
      username: row.username,
      service: row.subscriptionId === null ? null : row.service,
      status: row.status as PushDelivery['status'],
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: toIso(row.createdAt),
      nextAttemptAt: row.status === 'pending' || row.status === 'retrying' ? toIso(row.nextAttemptAt) : null,
      sentAt: row.sentAt ? toIso(row.sentAt) : null,
    })),
  };
}

/** A failed push waits again with a fresh count of attempts. */
export async function retryPushDelivery(db: Db, actor: AuthUser, id: number): Promise<{ message: string }> {
  await staffWrite(db, actor, async (tx) => {
    const current = await findPushDeliveryRow(tx, id);
    if (!current) throw notFound('Delivery');
    if (current.subscriptionId === null)
      throw conflict('The browser of this delivery is no longer subscribed');
    const result = await requeueFailedPushDelivery(tx, id);
    if (result === 'not-failed') throw conflict('Only a failed delivery can be retried');
    return {
      result: undefined,
      activity: {
        kind: 'edit',
        entityType: 'push-delivery',
        entityId: id,
        entityLabel: pushEventTitle(current.facts as PushEvent),
        before: { status: current.status, attempts: current.attempts },
        after: { status: 'pending', attempts: 0 },
      },
    };
  });
  return { message: `Delivery ${id} will be tried again` };
}
