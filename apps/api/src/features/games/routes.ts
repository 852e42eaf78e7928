import { IdParamSchema } from '@league/shared/schemas/common';
import { GameDetailSchema, GameListQuerySchema, GameSkinnySchema } from '@league/shared/schemas/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { getGameDetail, listSkinnyGames } from './service.ts';

export async function gameRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];
  const list = {
    tags,
    description:
      'Filters: q (name), seasonNumber, stage; paged by limit/offset with the total in X-Total-Count.',
    querystring: GameListQuerySchema,
    response: { 200: z.array(GameSkinnySchema) },
  };

  app.get(
    '/games/skinny',
    { schema: { ...list, summary: 'Games with season and teams, newest first' } },
    async (request, reply) => sendPage(reply, await listSkinnyGames(app.db, request.query, request.query)),
  );

  app.get(
    '/games',
    { schema: { ...list, summary: 'Games with season and teams, newest first' } },
    async (request, reply) => sendPage(reply, await listSkinnyGames(app.db, request.query, request.query)),
  );

  app.get(
    '/games/:id',
    {
      schema: {
        tags,
        summary: 'One game: teams with rosters, stat lines by side, total sets',
        params: IdParamSchema,
        response: { 200: GameDetailSchema },
      },
    },
    (request) => getGameDetail(app.db, request.params.id),
  );
}
