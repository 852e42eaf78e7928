import { ExportQuerySchema, IdParamSchema, PageQuerySchema } from '@league/shared/schemas/common';
import { MatchListQuerySchema, MatchSchema, SeasonIdParamSchema } from '@league/shared/schemas/matches';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { matchAdminRoutes } from './admin-routes.ts';
import { matchImportRoutes } from './import-routes.ts';
import { getMatch, listMatchesOfSeason, listMatchPage, readMatchListExport } from './service.ts';

export async function matchRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(matchAdminRoutes);
  await fastify.register(matchImportRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];

  app.get(
    '/matches',
    {
      // Staff exports (format=csv|json) stream past the cache; the JSON list is kept (ADR 0023).
      config: {
        publicRead: cachedUnlessExport,
        parameters: { status: 'Only matches in this state: `scheduled` or `completed`.' },
        example: { query: async (r) => ({ seasonId: (await r.league()).seasonId, limit: 2 }) },
      },
      schema: {
        tags,
        summary: 'Schedule matches by date',
        description:
          'Filters: q (match number), seasonNumber (or seasonId), status, round, from/to (inclusive; YYYY-MM-DD means the whole UTC ' +
          'day); paged by limit/offset with the total in X-Total-Count. With `format=csv` or `format=json` ' +
          '(staff only): every match of the filters as a file, the portal table’s columns.',
        querystring: MatchListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(MatchSchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return sendPage(reply, await listMatchPage(app.db, request.query, request.query));
      assertCan(request, 'table:export');
      const file = readMatchListExport(app.db, request.query, app.config.league.siteName, format);
      return sendExport(reply, format, file, { staffOnly: true });
    },
  );

  app.get(
    '/matches/season/:seasonId',
    {
      config: {
        publicRead: true,
        example: { params: async (r) => ({ seasonId: (await r.league()).seasonId }), query: { limit: 2 } },
      },
      schema: {
        tags,
        summary: "A season's matches by date (season id, not number)",
        params: SeasonIdParamSchema,
        querystring: PageQuerySchema,
        response: { 200: z.array(MatchSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listMatchesOfSeason(app.db, request.params.seasonId, request.query)),
  );

  app.get(
    '/matches/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: await r.match() }) } },
      schema: { tags, summary: 'One match', params: IdParamSchema, response: { 200: MatchSchema } },
    },
    (request) => getMatch(app.db, request.params.id),
  );
}
