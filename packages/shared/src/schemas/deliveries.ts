/**
 * What the outbox's two staff delivery logs (the chat's posts, docs/product/chat-webhooks.md#api; the pushes,
 * docs/product/follows.md#api) share: the state of each delivery and the query that pages through them.
 */
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../domain/chat-messages.ts';
import { PageQuerySchema } from './common.ts';

/** A delivery's state: how many attempts, the last error, and when it was made, is next tried and was sent. */
export const DeliveryStateSchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});

/** `?status=failed&limit=20&offset=0`: the newest deliveries first. */
export const DeliveryQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(DELIVERY_STATUSES, { error: `status must be one of ${DELIVERY_STATUSES.join(', ')}` }).optional(),
  ),
});
