import {
  AddToGameBodySchema,
  BatchCsvBodySchema,
  UploadResultSchema,
} from '@league/shared/schemas/stat-uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { addStatsToGame, uploadGameWithStats } from './upload-service.ts';

export async function statUploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];

  app.post(
    '/stats/batch-csv',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Create a game and its stat lines from a parsed stat sheet, all or nothing',
        body: BatchCsvBodySchema,
        response: { 201: UploadResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await uploadGameWithStats(app.db, currentUser(request), request.body, request.log)),
  );

  app.post(
    '/stats/add-to-game',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Add stat lines from a parsed stat sheet to an existing game, all or nothing',
        body: AddToGameBodySchema,
        response: { 201: UploadResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addStatsToGame(app.db, currentUser(request), request.body, request.log)),
  );
}
