import { LeaderboardQuerySchema, LeaderboardResponseSchema } from '@league/shared/schemas/leaderboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { createScopeCache, readLeaderboardExport, readLeaderboardJson } from './service.ts';

export async function leaderboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One cache per app instance: tests build several apps on different databases in one process.
  const scopes = createScopeCache();
  const { siteName } = app.config.league;
  // A write through this instance or another (a stat upload, an edit) shows on the next read.
  app.onDataChange(() => scopes.clear());

  app.get(
    '/leaderboard',
    {
      // The whole answer is the same for everyone: the public read cache keeps it by URL, compressed,
      // with an ETag, and answers repeats before the query is even validated.
      // Files (`format`) are streamed, not kept.
      config: { publicRead: cachedUnlessExport },
      schema: {
        tags: ['leaderboard'],
        summary: 'One page of the stats leaderboard, players or teams, in any season, round and mode',
        description:
          'Public. Rows are players (or teams) with at least one non-zero stat in the season (number) and ' +
          'stage group, their columns in the mode (total, perGame, perSet), kept by the name search `q` ' +
          'and every advanced filter `f` (repeatable, `stat.operator.value`, percent values 0–100), sorted ' +
          'by `sort`/`dir`; rates (perGame, perSet, a percentage sort) rank only rows with at least 30% of ' +
          'the most sets (and attempts) in the view unless `qualify=off`, the rule answered as `qualification`; ' +
          'paged by `limit` (25, at most 100) and `offset` (a multiple of limit); ' +
          '`page`/`pageSize` and `season` are accepted for `offset`/`limit` and `seasonNumber`. ' +
          '`team` keeps one team of the season. ' +
          'With `format=csv` or `format=json` the answer is every row of the view as a file to download ' +
          '(paging ignored), with the columns the table shows (`cols`, the page’s visible stat columns). ' +
          'Cached for a few seconds; send If-None-Match with the ETag to get 304 when nothing changed.',
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardResponseSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (format) {
        const file = await readLeaderboardExport(scopes, app.db, request.query, siteName, format);
        return sendExport(reply, format, file);
      }
      const json = await readLeaderboardJson(scopes, app.db, request.query);
      // Serialized once by the service: a string with a JSON type is sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
