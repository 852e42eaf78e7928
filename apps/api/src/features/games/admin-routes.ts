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
      config: {
        activity: { kind: 'create', entityType: 'game' },
        errors: [404, 409],
        example: {
          body: async (r) => {
            const league = await r.league();
            return {
              name: `${league.team1.name} vs. ${league.team2.name}`,
              seasonId: league.seasonId,
              teamNames: [league.team1.name, league.team2.name],
              team1Score: 3,
              team2Score: 1,
              videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              date: '2027-01-09T20:00:00Z',
              stage: 'Winners Bracket; Quarterfinals',
            };
          },
          // One of the teams is not in that season.
          refused: {
            body: async (r) => {
              const league = await r.league();
              return {
                name: 'Nobody vs. Somebody',
                seasonId: league.seasonId,
                teamNames: [league.team1.name, 'No Such Team'],
                team1Score: 3,
                team2Score: 1,
                videoUrl: null,
                date: '2027-01-09T20:00:00Z',
                stage: 'Grand Finals',
              };
            },
            status: 400,
          },
        },
      },
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
      config: {
        activity: { kind: 'edit', entityType: 'game' },
        errors: [409],
        example: { params: async (r) => ({ id: (await r.league()).gameId }), body: { team2Score: 2 } },
      },
      schema: {
        tags,
        summary: 'Edit a game (changed fields only)',
        params: IdParamSchema,
        body: UpdateGameBodySchema,
        response: { 200: GameDetailSchema },
      },
    },
    (request) => updateGame(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/games/:id',
    {
      onRequest: requireRole('superadmin'),
      config: {
        activity: { kind: 'delete', entityType: 'game' },
        example: { params: async (r) => ({ id: (await r.league()).gameId }) },
      },
      schema: {
        tags,
        summary: 'Delete a game with its stat lines, then recalculate the records (superadmin)',
        params: IdParamSchema,
        response: { 200: DeleteGameResultSchema },
      },
    },
    (request) => deleteGame(app.db, currentUser(request), request.params.id),
  );
}
