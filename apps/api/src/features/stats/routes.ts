import { IdParamSchema } from '@league/shared/schemas/common';
import { StatEntrySchema, StatListQuerySchema } from '@league/shared/schemas/stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { findStatEntry, listStatEntries } from './queries.ts';

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
    async (request, reply) => sendPage(reply, await listStatEntries(app.db, request.query, request.query)),
  );

  app.get(
    '/stats/:id',
    { schema: { tags, summary: 'One stat line', params: IdParamSchema, response: { 200: StatEntrySchema } } },
    async (request) => {
      const entry = await findStatEntry(app.db, request.params.id);
      if (!entry) throw notFound('Stat entry');
      return entry;
    },
  );
}
