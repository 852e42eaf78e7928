import { IdParamSchema } from '@league/shared/schemas/common';
import { TeamDetailSchema } from '@league/shared/schemas/teams';
import { CreateTeamBodySchema, UpdateTeamBodySchema } from '@league/shared/schemas/teams-admin';
import { DeleteResultSchema } from '@league/shared/schemas/write-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { createTeam, deleteTeam, editTeam } from './admin-service.ts';

export async function teamAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];

  app.post(
    '/teams',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a team in the season with that number',
        body: CreateTeamBodySchema,
        response: { 201: TeamDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTeam(app.db, currentUser(request), request.body)),
  );

  app.patch(
    '/teams/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Edit a team (a team with games cannot change season)',
        params: IdParamSchema,
        body: UpdateTeamBodySchema,
        response: { 200: TeamDetailSchema },
      },
    },
    (request) => editTeam(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/teams/:id',
    {
      onRequest: requireRole('superadmin'),
      schema: {
        tags,
        summary: 'Delete a team without games (its roster links go with it)',
        params: IdParamSchema,
        response: { 200: DeleteResultSchema },
      },
    },
    async (request) => {
      await deleteTeam(app.db, currentUser(request), request.params.id);
      return { message: 'Team deleted', id: request.params.id };
    },
  );
}
