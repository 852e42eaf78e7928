import { IdParamSchema } from '@league/shared/schemas/common';
import {
  SeasonDetailSchema,
  SeasonListItemSchema,
  SeasonListQuerySchema,
  SeasonMediumSchema,
  SeasonSchema,
} from '@league/shared/schemas/seasons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { getSeasonDetail, listMediumSeasons, listSeasonsWithTotals, listSkinnySeasons } from './service.ts';

export async function seasonRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['seasons'];
  const description = 'Newest first; paged by limit/offset with the total in X-Total-Count.';

  app.get(
    '/seasons',
    {
      schema: {
        tags,
        description,
        summary: 'Seasons with their team, game and award counts',
        querystring: SeasonListQuerySchema,
        response: { 200: z.array(SeasonListItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listSeasonsWithTotals(app.db, request.query)),
  );

  app.get(
    '/seasons/skinny',
    {
      schema: {
        tags,
        description,
        summary: 'Seasons alone',
        querystring: SeasonListQuerySchema,
        response: { 200: z.array(SeasonSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listSkinnySeasons(app.db, request.query)),
  );

  app.get(
    '/seasons/medium',
    {
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
      schema: {
        tags,
        summary: 'One season (by id, not number) with teams, games and awards',
        params: IdParamSchema,
        response: { 200: SeasonDetailSchema },
      },
    },
    (request) => getSeasonDetail(app.db, request.params.id),
  );
}
