/**
 * Web Push: the site's public key, a member's browser subscriptions and the superadmins' delivery log
 * (docs/product/follows.md#api).
 */
import { z } from 'zod';
import { PUSH_EVENT_KINDS } from '../domain/push-messages.ts';
import { DeliveryStateSchema } from './deliveries.ts';

export const PUSH_ENDPOINT_MESSAGE = 'endpoint must be the https address the browser gave';
export const PUSH_KEYS_MESSAGE = 'keys must hold the browser’s p256dh and auth keys';

/**
 * Base64url of `bytes` bytes, as browsers give the subscription's keys: the P-256 public key is 65 bytes
 * (87 characters without padding), the auth secret 16 (22 characters).
 */
const base64url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: PUSH_KEYS_MESSAGE })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), PUSH_KEYS_MESSAGE);
};

const endpoint = z
  .string({ error: PUSH_ENDPOINT_MESSAGE })
  .trim()
  .max(1000, PUSH_ENDPOINT_MESSAGE)
  .pipe(z.url({ protocol: /^https?$/, error: PUSH_ENDPOINT_MESSAGE }));

/** What `PushSubscription.toJSON()` gives in the browser, and a label for the browser. */
export const SubscribeBodySchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: PUSH_KEYS_MESSAGE }),
  label: z.string().trim().max(100).optional(),
});
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

export const UnsubscribeBodySchema = z.object({ endpoint });
export type UnsubscribeBody = z.input<typeof UnsubscribeBodySchema>;

export const PushKeySchema = z.object({
  /** The VAPID public key the browser subscribes with (base64url). */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof PushKeySchema>;

export const PushSubscriptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The push service's host, e.g. fcm.googleapis.com: which browser family it is. */
  service: z.string(),
  createdAt: z.string(),
});
export type PushSubscriptionRead = z.infer<typeof PushSubscriptionSchema>;

export const PushDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(PUSH_EVENT_KINDS as [string, ...string[]]),
  title: z.string(),
  /** The member it is for (null once their account is gone). */
  username: z.string().nullable(),
  /** The browser's push service host; null once the subscription was removed (expired or revoked). */
  service: z.string().nullable(),
  ...DeliveryStateSchema.shape,
});
export type PushDelivery = z.infer<typeof PushDeliverySchema>;

export const PushTestResultSchema = z.object({ message: z.string(), deliveries: z.number().int() });
export type PushTestResult = z.infer<typeof PushTestResultSchema>;
