import {
  AwardDetailSchema,
  AwardListQuerySchema,
  AwardSchema,
  AwardSkinnySchema,
} from '@league/shared/schemas/awards';
import { ExportQuerySchema, IdParamSchema, PageQuerySchema } from '@league/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { awardAdminRoutes } from './admin-routes.ts';
import {
  getAwardDetail,
  listAwardsOfPlayer,
  listFullAwards,
  listSkinnyAwards,
  readAwardListExport,
} from './service.ts';

export async function awardRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(awardAdminRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['awards'];
  const description =
    'Newest season first. Filters: q (recipient name), seasonNumber, type; ' +
    'paged by limit/offset with the total in X-Total-Count.';

  app.get(
    '/awards/skinny',
    {
      // Staff exports (format=csv|json) stream past the cache; the JSON list is kept (ADR 0023).
      config: { publicRead: cachedUnlessExport },
      schema: {
        tags,
        description:
          `${description} With \`format=csv\` or \`format=json\` (staff only): every award of the filters ` +
          'as a file, the portal table’s columns.',
        summary: 'Awards with recipients and season',
        querystring: AwardListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(AwardSkinnySchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return sendPage(reply, await listSkinnyAwards(app.db, request.query, request.query));
      assertCan(request, 'table:export');
      const file = readAwardListExport(app.db, request.query, app.config.league.siteName, format);
      return sendExport(reply, format, file, { staffOnly: true });
    },
  );

  app.get(
    '/awards',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Awards with recipients and their teams',
        querystring: AwardListQuerySchema,
        response: { 200: z.array(AwardSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listFullAwards(app.db, request.query, request.query)),
  );

  app.get(
    '/awards/player/:id',
    {
      config: {
        publicRead: true,
        parameters: { id: "The player's id: a positive whole number." },
        example: { given: (r) => r.award(), params: async (r) => ({ id: (await r.league()).player1.id }) },
      },
      schema: {
        tags,
        summary: "A player's awards",
        params: IdParamSchema,
        querystring: PageQuerySchema,
        response: { 200: z.array(AwardSkinnySchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAwardsOfPlayer(app.db, request.params.id, request.query)),
  );

  app.get(
    '/awards/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: await r.award() }) } },
      schema: {
        tags,
        summary: "One award with the type's description and each recipient's team that season",
        params: IdParamSchema,
        response: { 200: AwardDetailSchema },
      },
    },
    (request) => getAwardDetail(app.db, request.params.id),
  );
}
