import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { IdParamSchema } from '@league/shared/schemas/common';
import { TeamDetailSchema } from '@league/shared/schemas/teams';
import { CreateTeamBodySchema, UpdateTeamBodySchema } from '@league/shared/schemas/teams-admin';
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
      config: {
        activity: { kind: 'create', entityType: 'team' },
        errors: [409],
        example: {
          body: async (r) => ({
            name: r.unique('Harbor Hawks'),
            seasonNumber: (await r.emptySeason()).seasonNumber,
            placement: 'Didnt make playoffs',
            logoUrl: null,
          }),
          // The season already has a team of that name (names are matched ignoring case).
          refused: {
            body: async (r) => {
              const league = await r.league();
              return { name: league.team1.name.toUpperCase(), seasonNumber: league.seasonNumber };
            },
            status: 409,
          },
        },
      },
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
      config: {
        activity: { kind: 'edit', entityType: 'team' },
        errors: [409],
        example: {
          params: async (r) => ({ id: (await r.league()).team1.id }),
          body: { placement: '1st Place' },
        },
      },
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
      config: {
        activity: { kind: 'delete', entityType: 'team' },
        errors: [409],
        example: { params: async (r) => ({ id: await r.teamWithoutGames() }) },
      },
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
