import {
  PushDeliverySchema,
  PushKeySchema,
  PushSubscriptionSchema,
  PushTestResultSchema,
  SubscribeBodySchema,
  UnsubscribeBodySchema,
} from '@league/shared/schemas/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareDeliveryLog } from '../../lib/delivery-log-routes.ts';
import { currentUser, requireUser } from '../../lib/guards.ts';
import {
  getPushKey,
  listPushDeliveries,
  listSubscriptions,
  retryPushDelivery,
  sendTestPush,
  subscribe,
  unsubscribe,
} from './service.ts';

const MessageSchema = z.object({ message: z.string() });

/** A browser as the examples subscribe it: a push service address and keys of the right shape. */
export const EXAMPLE_SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/dGhpcy1icm93c2Vy',
  keys: {
    p256dh: 'BOuF6GKFnQma07LzkU6IHJ0sn6d9BtK5Jv55deT9bPyTXqi7x5e4P5kFIZ2SjN2pSiiKbaimyvFojy0sZ81fH2w',
    auth: 'mRnqQygYK4s6SxPvhw13xA',
  },
  label: 'Firefox on a laptop',
};

/**
 * Web Push (docs/product/follows.md#api): the site's public key, a member's browsers and a test push; the
 * delivery log and its Retry for superadmins (`settings:manage`, as the chat's deliveries).
 */
export async function pushNotificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];
  const own = { changesData: false } as const;

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe a browser with',
        response: { 200: PushKeySchema },
      },
    },
    () => getPushKey(app.db, app.secrets),
  );

  app.get(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your browsers that get notifications (member)',
        response: { 200: z.array(PushSubscriptionSchema) },
      },
    },
    (request) => listSubscriptions(app.db, currentUser(request)),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: requireUser,
      config: {
        ...own,
        example: {
          body: EXAMPLE_SUBSCRIPTION,
          refused: { body: { endpoint: 'not an address', keys: { p256dh: 'x', auth: 'y' } }, status: 400 },
        },
      },
      schema: {
        tags,
        summary: "Notify this browser: the browser's PushSubscription (member)",
        body: SubscribeBodySchema,
        response: { 201: PushSubscriptionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await subscribe(app.db, app.secrets, currentUser(request), request.body)),
  );

  app.post(
    '/push/subscriptions/remove',
    {
      onRequest: requireUser,
      config: {
        ...own,
        errors: [404],
        example: {
          body: async (r) => ({ endpoint: await r.pushSubscription() }),
          refused: { body: { endpoint: 'https://push.example.net/send/never-subscribed' }, status: 404 },
        },
      },
      schema: {
        tags,
        summary: 'Stop notifying this browser (member)',
        body: UnsubscribeBodySchema,
        response: { 200: MessageSchema },
      },
    },
    (request) => unsubscribe(app.db, currentUser(request), request.body.endpoint),
  );

  app.post(
    '/push/test',
    {
      onRequest: requireUser,
      config: own,
      schema: {
        tags,
        summary: 'Send a test notification to each of your browsers (member)',
        response: { 200: PushTestResultSchema },
      },
    },
    (request) => sendTestPush(app.db, currentUser(request)),
  );

  declareDeliveryLog(app, {
    url: '/push/deliveries',
    tags,
    title: 'Push deliveries',
    row: PushDeliverySchema,
    list: listPushDeliveries,
    retry: {
      summary: 'Try a failed push delivery again (superadmin)',
      entityType: 'push-delivery',
      example: (r) => r.failedPushDelivery(),
      send: retryPushDelivery,
    },
  });
}
