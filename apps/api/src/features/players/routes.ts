import { IdParamSchema } from '@league/shared/schemas/common';
import {
  PlayerDetailSchema,
  PlayerListItemSchema,
  PlayerListQuerySchema,
  PlayerMediumSchema,
} from '@league/shared/schemas/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { getPlayerDetail, listFullPlayers, listMediumPlayers } from './service.ts';

export async function playerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];
  const description =
    'By name. Filters: q (name), seasonNumber (had a team that season), position; ' +
    'paged by limit/offset with the total in X-Total-Count.';

  app.get(
    '/players',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Players with teams, award refs, career totals and every stat line with its game',
        querystring: PlayerListQuerySchema,
        response: { 200: z.array(PlayerListItemSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listFullPlayers(app.db, request.query, request.query)),
  );

  app.get(
    '/players/medium',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description,
        summary: 'Players with their teams',
        querystring: PlayerListQuerySchema,
        response: { 200: z.array(PlayerMediumSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listMediumPlayers(app.db, request.query, request.query)),
  );

  app.get(
    '/players/:id',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Player page: teams, stat lines with games, awards, records, totals',
        params: IdParamSchema,
        response: { 200: PlayerDetailSchema },
      },
    },
    (request) => getPlayerDetail(app.db, request.params.id),
  );
}
