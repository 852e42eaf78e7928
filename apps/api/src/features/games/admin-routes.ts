import { IdParamSchema } from '@league/shared/schemas/common';
import { GameDetailSchema } from '@league/shared/schemas/games';
import {
  CreateGameBodySchema,
  DeleteGameResultSchema,
  UpdateGameBodySchema,
} from '@league/shared/schemas/games-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { createGameByNames, deleteGame, updateGame } from './admin-service.ts';

export async function gameAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];

  app.post(
    '/games/createByNames',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a game, naming its two teams (looked up in that season)',
        description:
          'seasonId is the season id, not its number. Answers the game as GET /api/games/{id} does.',
        body: CreateGameBodySchema,
        response: { 201: GameDetailSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGameByNames(app.db, currentUser(request), request.body)),
  );

  app.patch(
    '/games/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Edit a game (changed fields only)',
        params: IdParamSchema,
        body: UpdateGameBodySchema,
        response: { 200: GameDetailSchema },
      },
    },
    (request) => updateGame(app.db, currentUser(request), request.params.id, request.body, request.log),
  );

  app.delete(
    '/games/:id',
    {
      onRequest: requireRole('superadmin'),
      schema: {
        tags,
        summary: 'Delete a game with its stat lines, then recalculate the records (superadmin)',
        params: IdParamSchema,
        response: { 200: DeleteGameResultSchema },
      },
    },
    (request) => deleteGame(app.db, currentUser(request), request.params.id, request.log),
  );
}
