/** League API keys on the portal's Settings page (docs/product/live.md#game-server-keys): superadmins only. */
import { ApiKeySchema, CreateApiKeyBodySchema, CreatedApiKeySchema } from '@league/shared/schemas/api-keys';
import { IdParamSchema } from '@league/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requirePermission } from '../../lib/guards.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';

export async function apiKeyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const onRequest = requirePermission('settings:manage');

  app.get(
    '/api-keys',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The league API keys, revoked ones too; never the keys themselves (superadmin)',
        response: { 200: z.array(ApiKeySchema) },
      },
    },
    () => listApiKeys(app.db),
  );

  app.post(
    '/api-keys',
    {
      onRequest,
      config: {
        activity: { kind: 'create', entityType: 'api-key' },
        example: {
          body: (r) => ({ name: r.unique('Main arena'), scope: 'results:submit' }),
          refused: { body: { name: '' }, status: 400 },
        },
      },
      schema: {
        tags,
        summary:
          'Make a league API key for a game server; the answer is the only time the key is shown (superadmin)',
        body: CreateApiKeyBodySchema,
        response: { 201: CreatedApiKeySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(app.db, currentUser(request), request.body)),
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      onRequest,
      config: {
        activity: { kind: 'revoke', entityType: 'api-key' },
        errors: [409],
        example: { params: async (r) => ({ id: (await r.leagueKey()).id }) },
        parameters: { id: 'The key to revoke: its id in the keys list.' },
      },
      schema: {
        tags,
        summary: 'Revoke a league API key: every call with it is refused from now on (superadmin)',
        params: IdParamSchema,
        response: { 200: ApiKeySchema },
      },
    },
    (request) => revokeApiKey(app.db, currentUser(request), request.params.id),
  );
}
