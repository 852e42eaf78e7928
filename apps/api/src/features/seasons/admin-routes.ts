import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { IdParamSchema } from '@league/shared/schemas/common';
import { SeasonDetailSchema } from '@league/shared/schemas/seasons';
import { CreateSeasonBodySchema, UpdateSeasonBodySchema } from '@league/shared/schemas/seasons-admin';
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
      config: {
        activity: { kind: 'create', entityType: 'season' },
        errors: [409],
        example: {
          body: async (r) => ({
            seasonNumber: await r.freeSeasonNumber(),
            theme: 'Winter Cup',
            startDate: '2027-01-09',
            endDate: null,
            image: null,
          }),
          // The season number is taken.
          refused: {
            body: async (r) => ({
              seasonNumber: (await r.league()).seasonNumber,
              theme: 'Taken',
              startDate: '2027-01-09',
            }),
            status: 409,
          },
        },
      },
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
      config: {
        activity: { kind: 'edit', entityType: 'season' },
        errors: [409],
        example: {
          params: async (r) => ({ id: (await r.league()).seasonId }),
          body: { theme: 'Winter Cup 2027' },
        },
      },
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
      config: {
        activity: { kind: 'delete', entityType: 'season' },
        errors: [409],
        example: { params: async (r) => ({ id: (await r.emptySeason()).id }) },
      },
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
