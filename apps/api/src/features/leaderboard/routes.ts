import { LeaderboardQuerySchema, LeaderboardResponseSchema } from '@league/shared/schemas/leaderboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesIfNoneMatch } from '../../lib/http-cache.ts';
import { acceptsGzip, createLeaderboardCaches, readLeaderboardCached } from './service.ts';

export async function leaderboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One cache per app instance: tests build several apps on different databases in one process.
  const caches = createLeaderboardCaches();
  // A write through this instance or another (a stat upload, an edit) shows on the next read.
  app.onDataChange(() => caches.clear());

  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'One page of the stats leaderboard, players or teams, in any season, round and mode',
        description:
          'Public. Rows are players (or teams) with at least one non-zero stat in the season (number) and ' +
          'stage group, their columns in the mode (total, perGame, perSet), kept by the name search `q` ' +
          'and every advanced filter `f` (repeatable, `stat.operator.value`, percent values 0–100), sorted ' +
          'by `sort`/`dir` and cut into pages of `pageSize` (25). `team` keeps one team of the season. ' +
          'Cached for a few seconds; send If-None-Match with the ETag to get 304 when nothing changed.',
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const entry = await readLeaderboardCached(caches, app.db, request.query);
      reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send(null);
      }
      // Already serialized JSON (from the cached entry): Fastify sends a string or a buffer with a JSON
      // content type as is, so the rows are not validated and stringified again on every hit.
      reply.type('application/json; charset=utf-8');
      if (entry.gzipped && acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(entry.gzipped as never);
      }
      return reply.send(entry.json as never);
    },
  );
}
