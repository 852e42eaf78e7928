/**
 * Share images (docs/product/site.md#share-images): PNG cards for link previews, named by the page
 * catalogue (packages/shared/src/pages.ts, `shareImage`). Public; drawn once per data version.
 */
import { IdParamSchema } from '@league/shared/schemas/common';
import { LeaderboardQuerySchema } from '@league/shared/schemas/leaderboard';
import { SeasonIdParamSchema } from '@league/shared/schemas/matches';
import { StandingsQuerySchema } from '@league/shared/schemas/standings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedRead } from '../../lib/read-path.ts';
import { seasonRecapImage } from './recap-service.ts';
import {
  DRAWN_CARDS,
  gameImage,
  leaderboardImage,
  playerImage,
  recordsImage,
  type ShareImages,
  standingsImage,
} from './service.ts';

/** Chat apps and crawlers fetch a card once and keep it; a few minutes lets an edit show soon enough. */
const CACHE_CONTROL = 'public, max-age=300';
const params = IdParamSchema;

function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('cache-control', CACHE_CONTROL).send(png);
}

export async function shareImageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { siteName, timeZone, currentSeason } = app.config.league;
  const images: ShareImages = {
    db: app.db,
    siteName,
    timeZone,
    currentSeason,
    drawn: cachedRead<Buffer>(app, 'share-images', DRAWN_CARDS),
  };
  // Images for link previews, not calls for clients: kept out of the API document, like the calendar feeds.
  const hide = true;

  app.get(
    '/share-images/leaderboard',
    {
      schema: {
        hide,
        summary:
          "A leaderboard view's share image: its title and top five (same query as GET /api/leaderboard)",
        querystring: LeaderboardQuerySchema,
      },
    },
    async (request, reply) => {
      // The card is the view's first five rows: the page, its size and any file format do not change it.
      const { offset: _offset, limit: _limit, format: _format, cols: _cols, ...view } = request.query;
      return sendPng(
        reply,
        await leaderboardImage(images, `leaderboard:${JSON.stringify(view)}`, request.query),
      );
    },
  );

  app.get(
    '/share-images/records',
    { schema: { hide, summary: "The records' share image" } },
    async (_request, reply) => sendPng(reply, await recordsImage(images)),
  );

  app.get(
    '/share-images/standings',
    {
      schema: {
        hide,
        summary:
          "A standings table's share image: its season and group, its top five (same query as GET /api/standings)",
        querystring: StandingsQuerySchema,
      },
    },
    async (request, reply) => sendPng(reply, await standingsImage(images, request.query)),
  );

  app.get(
    '/share-images/players/:id',
    {
      schema: {
        hide,
        summary: "A player's share image: the latest season line",
        params,
      },
    },
    async (request, reply) => sendPng(reply, await playerImage(images, request.params.id)),
  );

  app.get(
    '/share-images/games/:id',
    {
      schema: {
        hide,
        summary: "A game's share image: score and best performers",
        params,
      },
    },
    async (request, reply) => sendPng(reply, await gameImage(images, request.params.id)),
  );

  app.get(
    '/share-images/seasons/:seasonId/recap',
    {
      config: { errors: [404, 409] },
      schema: {
        hide,
        summary: "An ended season's recap share image: its champion and leaders",
        params: SeasonIdParamSchema,
      },
    },
    async (request, reply) => sendPng(reply, await seasonRecapImage(images, request.params.seasonId)),
  );
}
