import { ExportQuerySchema, IdParamSchema } from '@league/shared/schemas/common';
import { GameDetailSchema, GameListQuerySchema, GameSkinnySchema } from '@league/shared/schemas/games';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { gameAdminRoutes } from './admin-routes.ts';
import { getGameDetail, listSkinnyGames, readBoxScoreExport, readGameListExport } from './service.ts';

export async function gameRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(gameAdminRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['games'];
  const { siteName } = app.config.league;
  const list = {
    tags,
    summary: 'Games with season and teams, newest first',
    description:
      'Filters: q (name), seasonNumber, stage; paged by limit/offset with the total in X-Total-Count. ' +
      'With `format=csv` or `format=json` (staff only): every game of the filter as a file, the portal ' +
      'table’s columns.',
    querystring: GameListQuerySchema.extend(ExportQuerySchema.shape),
    response: { 200: z.array(GameSkinnySchema) },
  };
  const listGames = async (
    request: FastifyRequest<{ Querystring: z.output<typeof list.querystring> }>,
    reply: FastifyReply,
  ) => {
    const { format } = request.query;
    if (!format) return sendPage(reply, await listSkinnyGames(app.db, request.query, request.query));
    assertCan(request, 'table:export');
    const file = readGameListExport(app.db, request.query, siteName, format);
    return sendExport(reply, format, file, { staffOnly: true });
  };

  // Staff exports (format=csv|json) stream past the cache; the JSON list is kept (ADR 26).
  const listRoute = { config: { publicRead: cachedUnlessExport }, schema: list };
  app.get('/games/skinny', listRoute, listGames);
  app.get('/games', listRoute, listGames);

  app.get(
    '/games/:id',
    {
      config: {
        publicRead: cachedUnlessExport,
        example: { params: async (r) => ({ id: (await r.league()).gameId }) },
      },
      schema: {
        tags,
        summary: 'One game: teams with rosters, stat lines by side, total sets',
        description:
          'With `format=csv` or `format=json`: the box score as a file (each player line and team total ' +
          'with its team, the game page’s stat columns).',
        params: IdParamSchema,
        querystring: ExportQuerySchema,
        response: { 200: GameDetailSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return getGameDetail(app.db, request.params.id);
      return sendExport(reply, format, await readBoxScoreExport(app.db, request.params.id, siteName, format));
    },
  );
}
