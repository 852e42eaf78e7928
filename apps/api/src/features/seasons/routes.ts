import { ExportQuerySchema, IdParamSchema } from '@league/shared/schemas/common';
import {
  LegacySeasonDetailSchema,
  LegacySeasonListItemSchema,
  SeasonDetailSchema,
  SeasonListItemSchema,
  SeasonListQuerySchema,
  SeasonMediumSchema,
  SeasonSchema,
} from '@league/shared/schemas/seasons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { seasonAdminRoutes } from './admin-routes.ts';
import {
  getLegacySeasonDetail,
  getSeasonDetail,
  listLegacySeasons,
  listMediumSeasons,
  listSeasonsWithTotals,
  listSkinnySeasons,
  readSeasonListExport,
} from './service.ts';

export async function seasonRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(seasonAdminRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['seasons'];
  const description = 'Newest first; paged by limit/offset with the total in X-Total-Count.';

  app.get(
    '/seasons',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description:
          `${description} The previous site's shape, kept for its clients; the site's own seasons page ` +
          'reads /api/pages/seasons.',
        summary: 'Seasons with their team, game and award counts and their awards',
        querystring: SeasonListQuerySchema,
        response: { 200: z.array(LegacySeasonListItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listLegacySeasons(app.db, request.query)),
  );

  app.get(
    '/pages/seasons',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: `${description} What the seasons page shows: counts, without the award objects.`,
        summary: 'Seasons page: seasons with their team, game and award counts',
        querystring: SeasonListQuerySchema,
        response: { 200: z.array(SeasonListItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listSeasonsWithTotals(app.db, request.query)),
  );

  app.get(
    '/seasons/skinny',
    {
      // Staff exports (format=csv|json) stream past the cache; the JSON list is kept (ADR 0023).
      config: { publicRead: cachedUnlessExport },
      schema: {
        tags,
        description:
          `${description} With \`format=csv\` or \`format=json\` (staff only): every season as a file, the ` +
          'portal table’s columns.',
        summary: 'Seasons alone',
        querystring: SeasonListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(SeasonSchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return sendPage(reply, await listSkinnySeasons(app.db, request.query));
      assertCan(request, 'table:export');
      const file = readSeasonListExport(app.db, app.config.league.siteName, format);
      return sendExport(reply, format, file, { staffOnly: true });
    },
  );

  app.get(
    '/seasons/medium',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Seasons with their teams and games',
        querystring: SeasonListQuerySchema,
        response: { 200: z.array(SeasonMediumSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listMediumSeasons(app.db, request.query)),
  );

  app.get(
    '/seasons/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: (await r.league()).seasonId }) } },
      schema: {
        tags,
        summary: 'One season (by id, not number) with teams and their rosters, games and awards',
        description:
          "The previous site's shape, kept for its clients; the site's own season page reads /api/pages/seasons/{id}.",
        params: IdParamSchema,
        response: { 200: LegacySeasonDetailSchema },
      },
    },
    (request) => getLegacySeasonDetail(app.db, request.params.id),
  );

  app.get(
    '/pages/seasons/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: (await r.league()).seasonId }) } },
      schema: {
        tags,
        summary: 'Season page: one season (by id, not number) with teams, games and awards',
        description: 'What the season page shows, without the team rosters that /api/seasons/{id} adds.',
        params: IdParamSchema,
        response: { 200: SeasonDetailSchema },
      },
    },
    (request) => getSeasonDetail(app.db, request.params.id),
  );
}
