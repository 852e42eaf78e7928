import { DeleteResultSchema } from '@league/shared/schemas/admin-fields';
import { IdParamSchema } from '@league/shared/schemas/common';
import { PlayerDetailSchema, PlayerMediumSchema } from '@league/shared/schemas/players';
import { BatchPlayersBodySchema, UpdatePlayerBodySchema } from '@league/shared/schemas/players-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { createPlayersByTeamName, deletePlayer, editPlayer } from './admin-service.ts';

export async function playerAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];

  app.post(
    '/players/batch/by-team-name',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'create', entityType: 'player' },
        errors: [404, 409],
        example: {
          body: async (r) => {
            const league = await r.league();
            return [
              { name: r.unique('skyhook_9'), position: 'Spiker', teamNames: [league.team1.name] },
              { name: r.unique('lowdig'), position: 'Libero', teamNames: [league.team2.name] },
            ];
          },
          // No team of that name exists.
          refused: {
            body: [{ name: 'benchwarmer', position: 'Setter', teamNames: ['No Such Team'] }],
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Create players (or add existing ones to teams) by team name, all or nothing',
        description:
          'A list of {name, position, teamNames, seasonNumber?} (or {players: [...]}). Names are lower-cased; ' +
          "a team name means that season's team, or without seasonNumber the latest season's team of that name.",
        body: BatchPlayersBodySchema,
        response: { 201: z.array(PlayerMediumSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPlayersByTeamName(app.db, currentUser(request), request.body)),
  );

  app.patch(
    '/players/:id',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'player' },
        errors: [409],
        example: {
          params: async (r) => ({ id: (await r.league()).player1.id }),
          body: { position: 'Setter' },
        },
      },
      schema: {
        tags,
        summary: 'Rename a player or change their position',
        params: IdParamSchema,
        body: UpdatePlayerBodySchema,
        response: { 200: PlayerDetailSchema },
      },
    },
    (request) => editPlayer(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/players/:id',
    {
      onRequest: requireRole('superadmin'),
      config: {
        activity: { kind: 'delete', entityType: 'player' },
        errors: [409],
        example: { params: async (r) => ({ id: await r.unattachedPlayer() }) },
      },
      schema: {
        tags,
        summary: 'Delete a player without stat lines (roster and award links go with them)',
        params: IdParamSchema,
        response: { 200: DeleteResultSchema },
      },
    },
    async (request) => {
      await deletePlayer(app.db, currentUser(request), request.params.id);
      return { message: 'Player deleted', id: request.params.id };
    },
  );
}
