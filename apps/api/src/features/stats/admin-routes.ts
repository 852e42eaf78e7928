import { IdParamSchema } from '@league/shared/schemas/common';
import { StatEntrySchema } from '@league/shared/schemas/stats';
import {
  CreateStatBodySchema,
  CreateStatByNameBodySchema,
  DeleteStatResultSchema,
  UpdateStatBodySchema,
} from '@league/shared/schemas/stats-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import type { ExampleRefs } from '../../lib/route-facts.ts';
import { createStatLine, createStatLineByName, deleteStatLine, updateStatLine } from './admin-service.ts';

export async function statAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];
  const description =
    'The player must be on one of the game’s two teams; one line per player and game (409); kills may not ' +
    'exceed attempts. Records are recalculated after the write.';
  const line = { spikeKills: 14, spikeAttempts: 31, apeKills: 2, apeAttempts: 5, spikingErrors: 4, digs: 11 };
  /** A second line for the player who already has one in the game: one line per player and game. */
  const secondLine = async (r: ExampleRefs) => {
    await r.statLine();
    const league = await r.league();
    return { ...line, gameId: league.gameId, playerId: league.player1.id };
  };

  app.post(
    '/stats',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'create', entityType: 'stat-line' },
        errors: [404, 409],
        example: {
          body: async (r) => {
            const league = await r.league();
            return { ...line, gameId: league.gameId, playerId: league.player1.id };
          },
          refused: { body: secondLine, status: 409 },
        },
      },
      schema: {
        tags,
        summary: 'Create a stat line for a player (by id) in a game',
        description,
        body: CreateStatBodySchema,
        response: { 201: StatEntrySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStatLine(app.db, currentUser(request), request.body)),
  );

  app.post(
    '/stats/by-name',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'create', entityType: 'stat-line' },
        errors: [404, 409],
        example: {
          body: async (r) => {
            const league = await r.league();
            return {
              playerName: league.player2.name,
              gameId: league.gameId,
              assists: 38,
              digs: 6,
              aces: 2,
              settingErrors: 1,
            };
          },
          // Nobody of that name plays.
          refused: {
            body: async (r) => ({ playerName: 'nobody_here', gameId: (await r.league()).gameId, aces: 1 }),
            status: 404,
          },
        },
      },
      schema: {
        tags,
        summary: 'Create a stat line for a player named (any case) in a game',
        description,
        body: CreateStatByNameBodySchema,
        response: { 201: StatEntrySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStatLineByName(app.db, currentUser(request), request.body)),
  );

  app.patch(
    '/stats/:id',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'stat-line' },
        errors: [409],
        example: { params: async (r) => ({ id: await r.statLine() }), body: { digs: 12 } },
      },
      schema: {
        tags,
        summary: 'Edit a stat line (changed numbers only; the whole line is checked again)',
        description,
        params: IdParamSchema,
        body: UpdateStatBodySchema,
        response: { 200: StatEntrySchema },
      },
    },
    (request) => updateStatLine(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/stats/:id',
    {
      onRequest: requireRole('superadmin'),
      config: {
        activity: { kind: 'delete', entityType: 'stat-line' },
        example: { params: async (r) => ({ id: await r.statLine() }) },
      },
      schema: {
        tags,
        summary: 'Delete a stat line, then recalculate the records (superadmin)',
        params: IdParamSchema,
        response: { 200: DeleteStatResultSchema },
      },
    },
    (request) => deleteStatLine(app.db, currentUser(request), request.params.id),
  );
}
