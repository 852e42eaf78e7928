import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { AwardDetailSchema } from '@league/shared/schemas/awards';
import { CreateAwardBodySchema, UpdateAwardBodySchema } from '@league/shared/schemas/awards-admin';
import { IdParamSchema } from '@league/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { createAwardWithNames, deleteAward, editAward } from './admin-service.ts';

export async function awardAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['awards'];

  app.post(
    '/awards/with-names',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'create', entityType: 'award' },
        errors: [404],
        example: {
          body: async (r) => {
            const league = await r.league();
            return {
              type: 'MVP',
              description: 'Most valuable player of the Winter Cup',
              seasonId: league.seasonId,
              playerName: league.player1.name,
            };
          },
          // Nobody of that name plays.
          refused: {
            body: async (r) => ({
              type: 'MVP',
              description: 'Nobody',
              seasonId: (await r.league()).seasonId,
              playerName: 'nobody_here',
            }),
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Give an award to a player named by name, in the season with that id',
        body: CreateAwardBodySchema,
        response: { 201: AwardDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAwardWithNames(app.db, currentUser(request), request.body)),
  );

  app.patch(
    '/awards/:id',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'award' },
        example: {
          params: async (r) => ({ id: await r.award() }),
          body: { description: 'Most valuable player of the Winter Cup 2027' },
        },
      },
      schema: {
        tags,
        summary: 'Edit an award; playerName makes that player the only recipient',
        params: IdParamSchema,
        body: UpdateAwardBodySchema,
        response: { 200: AwardDetailSchema },
      },
    },
    (request) => editAward(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/awards/:id',
    {
      onRequest: requireRole('superadmin'),
      config: {
        activity: { kind: 'delete', entityType: 'award' },
        example: { params: async (r) => ({ id: await r.award() }) },
      },
      schema: {
        tags,
        summary: 'Delete an award (its recipient links go with it)',
        params: IdParamSchema,
        response: { 200: DeleteResultSchema },
      },
    },
    async (request) => {
      await deleteAward(app.db, currentUser(request), request.params.id);
      return { message: 'Award deleted', id: request.params.id };
    },
  );
}
