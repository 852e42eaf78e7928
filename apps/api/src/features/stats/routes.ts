import { IdParamSchema } from '@league/shared/schemas/common';
import { StatEntrySchema, StatListQuerySchema } from '@league/shared/schemas/stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { getStatEntry, listStatEntryPage } from './service.ts';

export async function statRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Stat lines with player and game references, newest entry first',
        description:
          'Filters: q (player name, or a game id or player id), gameId, playerId; paged by limit/offset with the ' +
          'total in X-Total-Count.',
        querystring: StatListQuerySchema,
        response: { 200: z.array(StatEntrySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listStatEntryPage(app.db, request.query, request.query)),
  );

  app.get(
    '/stats/:id',
    { schema: { tags, summary: 'One stat line', params: IdParamSchema, response: { 200: StatEntrySchema } } },
    (request) => getStatEntry(app.db, request.params.id),
  );
}
