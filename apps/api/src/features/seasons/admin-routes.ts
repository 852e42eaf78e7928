import { IdParamSchema } from '@league/shared/schemas/common';
import { SeasonDetailSchema } from '@league/shared/schemas/seasons';
import { CreateSeasonBodySchema, UpdateSeasonBodySchema } from '@league/shared/schemas/seasons-admin';
import { DeleteResultSchema } from '@league/shared/schemas/write-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { createSeason, deleteSeason, editSeason } from './admin-service.ts';

export async function seasonAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['seasons'];

  app.post(
    '/seasons',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a season (dates YYYY-MM-DD; no end date means ongoing)',
        body: CreateSeasonBodySchema,
        response: { 201: SeasonDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSeason(app.db, currentUser(request), request.body)),
  );

  app.patch(
    '/seasons/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Edit a season (by id, not number)',
        params: IdParamSchema,
        body: UpdateSeasonBodySchema,
        response: { 200: SeasonDetailSchema },
      },
    },
    (request) => editSeason(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/seasons/:id',
    {
      onRequest: requireRole('superadmin'),
      schema: {
        tags,
        summary: 'Delete an empty season (refused while it has teams, games, awards or matches)',
        params: IdParamSchema,
        response: { 200: DeleteResultSchema },
      },
    },
    async (request) => {
      await deleteSeason(app.db, currentUser(request), request.params.id);
      return { message: 'Season deleted', id: request.params.id };
    },
  );
}
