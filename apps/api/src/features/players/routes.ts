import { ExportFormatParam, ExportQuerySchema, IdParamSchema } from '@league/shared/schemas/common';
import { GameSkinnySchema } from '@league/shared/schemas/games';
import { ColumnsParam } from '@league/shared/schemas/leaderboard-params';
import { PlayerCompareQuerySchema, PlayerCompareResponseSchema } from '@league/shared/schemas/player-compare';
import { PlayerGameLogQuerySchema, PlayerGameLogRowSchema } from '@league/shared/schemas/player-game-log';
import {
  LegacyPlayerDetailSchema,
  PlayerDetailSchema,
  PlayerListItemSchema,
  PlayerListQuerySchema,
  PlayerMediumSchema,
} from '@league/shared/schemas/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { assertCan } from '../../lib/guards.ts';
import { sendJsonPages } from '../../lib/json-stream.ts';
import { jsonWriterOf } from '../../lib/json-writer.ts';
import { sendPage } from '../../lib/paging.ts';
import { playerAdminRoutes } from './admin-routes.ts';
import { playerClaimRoutes } from './claim-routes.ts';
import { comparePlayers } from './compare-service.ts';
import { listPlayerGameLog, readGameLogExport } from './game-log-service.ts';
import {
  getLegacyPlayerDetail,
  getPlayerDetail,
  listMediumPlayers,
  readFullPlayers,
  readPlayerListExport,
} from './service.ts';

/** A writer per answer: each game's text is written once and reused under all its lines. */
const writeFullPlayer = () => jsonWriterOf(PlayerListItemSchema, { reuseById: [GameSkinnySchema] });

export async function playerRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(playerAdminRoutes);
  await fastify.register(playerClaimRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['players'];
  const { siteName } = app.config.league;
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
    // Written page by page straight to JSON text (ADR 31); the schema above still describes it.
    async (request, reply) =>
      sendJsonPages(reply, await readFullPlayers(app.db, request.query, request.query), writeFullPlayer()),
  );

  app.get(
    '/players/medium',
    {
      // Staff exports (format=csv|json) stream past the cache; the JSON list is kept (ADR 0023).
      config: { publicRead: cachedUnlessExport },
      schema: {
        tags,
        description:
          `${description} With \`format=csv\` or \`format=json\` (staff only): every player of the filter ` +
          'as a file, the portal table’s columns.',
        summary: 'Players with their teams',
        querystring: PlayerListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(PlayerMediumSchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return sendPage(reply, await listMediumPlayers(app.db, request.query, request.query));
      assertCan(request, 'table:export');
      const file = readPlayerListExport(app.db, request.query, siteName, format);
      return sendExport(reply, format, file, { staffOnly: true });
    },
  );

  app.get(
    '/players/compare',
    {
      config: {
        publicRead: true,
        errors: [404],
        parameters: {
          players:
            'One to four distinct player ids, comma-separated, e.g. `12,40,7`; answered in this order.',
          seasonNumber: 'A season number (1, 2, …): sums over that season only. Without it, the career.',
        },
        example: {
          query: async (r) => {
            const league = await r.league();
            return {
              players: `${league.player1.id},${league.player2.id}`,
              seasonNumber: league.seasonNumber,
            };
          },
        },
      },
      schema: {
        tags,
        summary: 'Up to four players side by side: games, sets and stat sums',
        description:
          'players: one to four distinct player ids, comma-separated (players=12,40,7), answered in that ' +
          'order; seasonNumber: one season instead of the career. An unknown id is a 404 naming it.',
        querystring: PlayerCompareQuerySchema,
        response: { 200: PlayerCompareResponseSchema },
      },
    },
    (request) => comparePlayers(app.db, request.query),
  );

  app.get(
    '/players/:id/games',
    {
      config: {
        publicRead: cachedUnlessExport,
        parameters: {
          stage: 'Stage group: `all` (default) or one of `R1`–`R6` (ignoring case).',
          sort: 'The column to sort by: `date` (default) or a stat key such as `totalKills`; ties newest first.',
          dir: 'Sort direction: `desc` (default) or `asc`.',
          cols: 'With `format`: the stat columns of the file, comma-separated keys in any order (written in the registry order), or `none`; default: the eight default columns.',
        },
        example: {
          params: async (r) => ({ id: (await r.league()).player1.id }),
          query: { sort: 'totalKills', dir: 'desc', limit: 2 },
        },
      },
      schema: {
        tags,
        summary: "Game log: every game's stat line from the player's side, with the result",
        description:
          'Filters: seasonNumber, stage (all or a stage group R1-R6); sort: date or a stat column, dir: ' +
          'asc/desc (newest first by default); paged by limit/offset with the total in X-Total-Count. ' +
          'With `format=csv` or `format=json`: every row of the filter and sort as a file; `cols` picks ' +
          'its stat columns (the default columns without it).',
        params: IdParamSchema,
        querystring: PlayerGameLogQuerySchema.extend({
          format: ExportFormatParam,
          cols: ColumnsParam.optional(),
        }),
        response: { 200: z.array(PlayerGameLogRowSchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (!format) return sendPage(reply, await listPlayerGameLog(app.db, request.params.id, request.query));
      const file = await readGameLogExport(app.db, request.params.id, request.query, siteName, format);
      return sendExport(reply, format, file);
    },
  );

  app.get(
    '/players/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: (await r.league()).player1.id }) } },
      schema: {
        tags,
        summary: 'One player: teams each with their games, stat lines with games, awards, records, totals',
        description:
          "The previous site's shape, kept for its clients; the site's own player page reads /api/pages/players/{id}.",
        params: IdParamSchema,
        response: { 200: LegacyPlayerDetailSchema },
      },
    },
    (request) => getLegacyPlayerDetail(app.db, request.params.id),
  );

  app.get(
    '/pages/players/:id',
    {
      config: { publicRead: true, example: { params: async (r) => ({ id: (await r.league()).player1.id }) } },
      schema: {
        tags,
        summary: 'Player page: teams, stat lines with games, awards, records, totals',
        description:
          'What the player page shows, without the games of each team that /api/players/{id} adds.',
        params: IdParamSchema,
        response: { 200: PlayerDetailSchema },
      },
    },
    (request) => getPlayerDetail(app.db, request.params.id),
  );
}
