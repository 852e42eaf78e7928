import {
  ChatDeliverySchema,
  ChatTestResultSchema,
  ChatWebhookSchema,
  CreateChatWebhookBodySchema,
  UpdateChatWebhookBodySchema,
} from '@league/shared/schemas/chat';
import { IdParamSchema } from '@league/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareDeliveryLog } from '../../lib/delivery-log-routes.ts';
import { currentUser, requirePermission } from '../../lib/guards.ts';
import {
  createChatWebhook,
  deleteChatWebhook,
  listChatDeliveries,
  listChatWebhooks,
  retryChatDelivery,
  sendTestMessage,
  updateChatWebhook,
} from './admin-service.ts';

const MessageSchema = z.object({ message: z.string() });

/** The portal's Settings page: chat webhooks and their deliveries, superadmins only. */
export async function chatWebhookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const onRequest = requirePermission('settings:manage');

  app.get(
    '/chat-webhooks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The chat webhooks, addresses masked (superadmin)',
        response: { 200: z.array(ChatWebhookSchema) },
      },
    },
    () => listChatWebhooks(app.db, app.secrets),
  );

  app.post(
    '/chat-webhooks',
    {
      onRequest,
      config: {
        activity: { kind: 'create', entityType: 'chat-webhook' },
        example: {
          body: (r) => ({
            name: r.unique('League results'),
            url: 'https://discord.com/api/webhooks/1187/3vQk-example-token-wxyz',
            events: ['match-completed', 'game-uploaded', 'article-approved', 'tonights-matches'],
          }),
          // Only an https address (or http on this machine) is a webhook.
          refused: {
            body: { name: 'Nowhere', url: 'ftp://nowhere', events: ['match-completed'] },
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Add a chat webhook: name, address, events (superadmin)',
        body: CreateChatWebhookBodySchema,
        response: { 201: ChatWebhookSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createChatWebhook(app.db, app.secrets, currentUser(request), request.body)),
  );

  app.patch(
    '/chat-webhooks/:id',
    {
      onRequest,
      config: {
        activity: { kind: 'edit', entityType: 'chat-webhook' },
        example: {
          params: async (r) => ({ id: await r.chatWebhook() }),
          body: { name: '#results', events: ['match-completed', 'game-uploaded', 'tonights-matches'] },
        },
      },
      schema: {
        tags,
        summary: 'Edit a chat webhook (changed fields only; no url keeps the address) (superadmin)',
        params: IdParamSchema,
        body: UpdateChatWebhookBodySchema,
        response: { 200: ChatWebhookSchema },
      },
    },
    (request) =>
      updateChatWebhook(app.db, app.secrets, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/chat-webhooks/:id',
    {
      onRequest,
      config: {
        activity: { kind: 'delete', entityType: 'chat-webhook' },
        example: { params: async (r) => ({ id: await r.chatWebhook() }) },
      },
      schema: {
        tags,
        summary: 'Delete a chat webhook and its deliveries (superadmin)',
        params: IdParamSchema,
        response: { 200: MessageSchema },
      },
    },
    (request) => deleteChatWebhook(app.db, app.secrets, currentUser(request), request.params.id),
  );

  app.post(
    '/chat-webhooks/:id/test',
    {
      onRequest,
      // Sends a message now; nothing is stored.
      config: { changesData: false, example: { params: async (r) => ({ id: await r.chatWebhook() }) } },
      schema: {
        tags,
        summary: 'Post a test message now; answers whether the chat took it (superadmin)',
        params: IdParamSchema,
        response: { 200: ChatTestResultSchema },
      },
    },
    (request) => sendTestMessage(app.db, app.secrets, app.config, request.params.id),
  );

  declareDeliveryLog(app, {
    url: '/chat-deliveries',
    tags,
    title: 'Chat deliveries',
    row: ChatDeliverySchema,
    list: listChatDeliveries,
    retry: {
      summary: 'Try a failed delivery again (superadmin)',
      entityType: 'chat-delivery',
      example: (r) => r.failedDelivery(),
      send: retryChatDelivery,
    },
  });
}
