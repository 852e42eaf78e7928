/**
 * The feeds beside the site's pages (docs/product/feeds-and-embeds.md#feeds), not under /api: they are
 * addresses people paste into a feed reader, found through the pages' `<link rel="alternate">`. Readers
 * poll them, so they answer through the public read cache (compressed, ETag, cleared on data change).
 */
import {
  ARTICLE_FEED_BASE,
  FEED_FILES,
  FEED_FORMATS,
  parseFeedFile,
  TEAM_FEED_PREFIX,
} from '@league/shared/domain/feeds';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { buildArticleFeed, buildTeamFeed, type FeedFile } from './service.ts';

const ENDINGS = FEED_FORMATS.map((f) => FEED_FILES[f].extension).join(', ');

export async function feedRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { siteName, publicUrl } = app.config.league;
  const settings = { siteName, publicUrl };
  const send = (reply: FastifyReply, file: FeedFile) => reply.type(file.type).send(file.text);

  for (const format of FEED_FORMATS) {
    app.get(
      `${ARTICLE_FEED_BASE}${FEED_FILES[format].extension}`,
      { config: { publicRead: true }, schema: { hide: true } },
      async (_request, reply) => send(reply, await buildArticleFeed(app.db, settings, format)),
    );
  }

  app.get(
    `${TEAM_FEED_PREFIX}:file`,
    {
      config: { publicRead: true, errors: [400, 404] },
      schema: { hide: true, params: z.object({ file: z.string().max(120) }) },
    },
    async (request, reply) => {
      const feed = parseFeedFile(request.params.file);
      if (!feed) throw badRequest(`A team feed's address ends in one of ${ENDINGS}`);
      return send(reply, await buildTeamFeed(app.db, settings, feed.name, feed.format));
    },
  );
}
