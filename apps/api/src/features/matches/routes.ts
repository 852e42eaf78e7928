import { IdParamSchema, PageQuerySchema } from '@league/shared/schemas/common';
import { MatchListQuerySchema, MatchSchema, SeasonIdParamSchema } from '@league/shared/schemas/matches';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { getMatch, listMatchesOfSeason, listMatchPage } from './service.ts';

export async function matchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];

  app.get(
    '/matches',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Schedule matches by date',
        description:
          'Filters: q (match number), seasonNumber (or seasonId), status, round, from/to (inclusive; YYYY-MM-DD means the whole UTC ' +
          'day); paged by limit/offset with the total in X-Total-Count.',
        querystring: MatchListQuerySchema,
        response: { 200: z.array(MatchSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listMatchPage(app.db, request.query, request.query)),
  );

  app.get(
    '/matches/season/:seasonId',
    {
      config: { publicRead: true },
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
      config: { publicRead: true },
      schema: { tags, summary: 'One match', params: IdParamSchema, response: { 200: MatchSchema } },
    },
    (request) => getMatch(app.db, request.params.id),
  );
}
