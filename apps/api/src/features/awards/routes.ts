import {
  AwardDetailSchema,
  AwardListQuerySchema,
  AwardSchema,
  AwardSkinnySchema,
} from '@league/shared/schemas/awards';
import { IdParamSchema, PageQuerySchema } from '@league/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { getAwardDetail, listAwardsOfPlayer, listFullAwards, listSkinnyAwards } from './service.ts';

export async function awardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['awards'];
  const description =
    'Newest season first. Filters: q (recipient name), seasonNumber, type; ' +
    'paged by limit/offset with the total in X-Total-Count.';

  app.get(
    '/awards/skinny',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Awards with recipients and season',
        querystring: AwardListQuerySchema,
        response: { 200: z.array(AwardSkinnySchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listSkinnyAwards(app.db, request.query, request.query)),
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
      config: { publicRead: true },
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
      config: { publicRead: true },
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
