/**
 * The web push channel of the outbox (docs/decisions/0050-web-push-through-the-outbox.md,
 * docs/product/follows.md#notifications): each row is one notification for one browser, encrypted for that
 * browser and signed with the site's VAPID key by `web-push` (RFC 8291, RFC 8292), and posted to the browser's
 * push service with its time to live, urgency and topic (RFC 8030). 201 and other 2xx: sent. 404 and 410:
 * the subscription expired or was revoked: failed, and the subscription is removed. 429: the push service's
 * Retry-After. 5xx, 408, a timeout or a network error: retried. Another 4xx: failed at once.
 *
 * The topic is the notification's tag (one per match), so a message resent after a crash, or a newer one
 * about the same match, replaces one still waiting at the push service: a browser sees it once.
 */

import { retryAfterMs } from '@league/shared/domain/chat-messages';
import {
  type PushEvent,
  pushTimeToLive,
  pushTopic,
  pushUrgency,
  renderPushMessage,
} from '@league/shared/domain/push-messages';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushDeliveries, pushSubscriptions } from '../../db/schema.ts';
import type { SecretBox } from '../secrets-at-rest.ts';
import { networkError } from './chat-channel.ts';
import { removeSubscription } from './push-delivery.ts';
import { vapidKeysOf } from './vapid-keys.ts';
import type { DeliveryOutcome, OutboxChannel } from './worker.ts';

export interface PushChannelSettings {
  /** The VAPID `sub` claim: a mailto: or https: address the push services can reach the site's operator at. */
  subject: string;
  timeZone: string;
  timeoutMs: number;
}

/** The push service's answer, read as the outbox's outcome. */
export function pushOutcome(status: number, body: string, retryAfter: string | null): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const summary = `HTTP ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
  if (status === 404 || status === 410) return { kind: 'gone', error: `${summary} (subscription removed)` };
  if (status === 429)
    return { kind: 'rate-limited', error: summary, waitMs: retryAfterMs(undefined, retryAfter) };
  if (status >= 500 || status === 408) return { kind: 'retry', error: summary };
  return { kind: 'permanent', error: summary };
}

export function pushChannel(db: Db, settings: PushChannelSettings, secrets: SecretBox): OutboxChannel {
  return {
    name: 'push',
    table: pushDeliveries,
    targetColumn: 'subscription_id',
    batchSize: 50,
    inOrder: false,
    async deliver(row) {
      const [subscription] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, row.targetId ?? 0));
      if (!subscription) return { kind: 'gone', error: 'The browser unsubscribed' };
      const event = row.facts as PushEvent;
      const now = new Date();
      if (event.kind === 'match-starting' && Date.parse(event.match.date) <= now.getTime())
        return { kind: 'permanent', error: 'The match had started: the reminder came too late' };
      const message = renderPushMessage(event, { timeZone: settings.timeZone, now });
      const keys = await vapidKeysOf(db, secrets);
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: {
            p256dh: secrets.open(subscription.p256dh, 'push_subscriptions.p256dh'),
            auth: secrets.open(subscription.auth, 'push_subscriptions.auth'),
          },
        },
        JSON.stringify(message),
        {
          vapidDetails: { subject: settings.subject, ...keys },
          TTL: pushTimeToLive(event, now),
          urgency: pushUrgency(event),
          topic: pushTopic(message.tag),
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer,
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        return { kind: 'retry', error: networkError(err, settings.timeoutMs) };
      }
      const text = await response.text().catch(() => '');
      return pushOutcome(response.status, text, response.headers.get('retry-after'));
    },
    async forget(row) {
      if (row.targetId !== null) await removeSubscription(db, { id: row.targetId });
    },
  };
}
