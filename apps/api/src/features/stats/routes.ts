import { ExportQuerySchema, IdParamSchema } from '@league/shared/schemas/common';
import { StatEntrySchema, StatListQuerySchema } from '@league/shared/schemas/stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendJsonPages } from '../../lib/json-stream.ts';
import { jsonWriterOf } from '../../lib/json-writer.ts';
import { isPaged, sendPage } from '../../lib/paging.ts';
import { statAdminRoutes } from './admin-routes.ts';
import { getStatEntry, listStatEntryPage, readAllStatEntries, readStatLinesExport } from './service.ts';
import { statUploadRoutes } from './upload-routes.ts';

const writeStatEntry = jsonWriterOf(StatEntrySchema);

export async function statRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(statAdminRoutes);
  await fastify.register(statUploadRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];
  const { siteName } = app.config.league;

  app.get(
    '/stats',
    {
      config: { publicRead: cachedUnlessExport },
      schema: {
        tags,
        summary: 'Stat lines with player and game references, newest entry first',
        description:
          'Filters: q (player name, or a game id or player id), gameId, playerId; paged by limit/offset with the ' +
          'total in X-Total-Count. With `format=csv` or `format=json` (staff only): every line of the ' +
          'filter as a file, the portal table’s columns.',
        querystring: StatListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(StatEntrySchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format && isPaged(request.query)) {
        return sendPage(reply, await listStatEntryPage(app.db, request.query, request.query));
      }
      // The whole list, written page by page straight to JSON text (ADR 31).
      if (!format)
        return sendJsonPages(reply, await readAllStatEntries(app.db, request.query), writeStatEntry);
      assertCan(request, 'table:export');
      const file = readStatLinesExport(app.db, request.query, siteName, format);
      return sendExport(reply, format, file, { staffOnly: true });
    },
  );

  app.get(
    '/stats/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: await r.statLine() }) } },
      schema: { tags, summary: 'One stat line', params: IdParamSchema, response: { 200: StatEntrySchema } },
    },
    (request) => getStatEntry(app.db, request.params.id),
  );
}
