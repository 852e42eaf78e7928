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
import { createStatLine, createStatLineByName, deleteStatLine, updateStatLine } from './admin-service.ts';

export async function statAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];
  const description =
    'The player must be on one of the game’s two teams; one line per player and game (409); kills may not ' +
    'exceed attempts. Records are recalculated after the write.';

  app.post(
    '/stats',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a stat line for a player (by id) in a game',
        description,
        body: CreateStatBodySchema,
        response: { 201: StatEntrySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStatLine(app.db, currentUser(request), request.body, request.log)),
  );

  app.post(
    '/stats/by-name',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a stat line for a player named (any case) in a game',
        description,
        body: CreateStatByNameBodySchema,
        response: { 201: StatEntrySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createStatLineByName(app.db, currentUser(request), request.body, request.log)),
  );

  app.patch(
    '/stats/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Edit a stat line (changed numbers only; the whole line is checked again)',
        description,
        params: IdParamSchema,
        body: UpdateStatBodySchema,
        response: { 200: StatEntrySchema },
      },
    },
    (request) => updateStatLine(app.db, currentUser(request), request.params.id, request.body, request.log),
  );

  app.delete(
    '/stats/:id',
    {
      onRequest: requireRole('superadmin'),
      schema: {
        tags,
        summary: 'Delete a stat line, then recalculate the records (superadmin)',
        params: IdParamSchema,
        response: { 200: DeleteStatResultSchema },
      },
    },
    (request) => deleteStatLine(app.db, currentUser(request), request.params.id, request.log),
  );
}
