import { LeaderboardQuerySchema, LeaderboardResponseSchema } from '@league/shared/schemas/leaderboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { cachedRead } from '../../lib/read-path.ts';
import { readLeaderboardExport, readLeaderboardJson, SCOPE_CACHE, type ScopeRows } from './service.ts';

export async function leaderboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // One cache per app instance: tests build several apps on different databases in one process. A write
  // through this instance or another (a stat upload, an edit) shows on the next read.
  const scopes = cachedRead<ScopeRows>(app, 'leaderboard-scopes', SCOPE_CACHE);
  const { siteName } = app.config.league;

  app.get(
    '/leaderboard',
    {
      // The whole answer is the same for everyone: the public read cache keeps it by URL, compressed,
      // with an ETag, and answers repeats before the query is even validated.
      // Files (`format`) are streamed, not kept.
      config: {
        publicRead: cachedUnlessExport,
        parameters: {
          view: 'Rows are `players` (default) or `teams`.',
          season: 'A season number (1, 2, …), or blank / `all` for every season (the default).',
          stage: 'Stage group: `all` (default) or one of `R1`–`R6` (ignoring case).',
          mode: 'How values are counted: `total` (default), `perGame` or `perSet`.',
          q: 'Name search: keeps rows whose name contains it, ignoring case; at most 200 characters.',
          sort: 'The column to sort by: a stat key such as `totalKills`, or `name`. Default: total kills.',
          dir: 'Sort direction: `desc` (default) or `asc`.',
          f: 'Advanced filter, repeatable: `stat.operator.value`, e.g. `totalKills.gte.10`; percentages as 0–100.',
          page: 'Page number, from 1 (default 1); past the last page answers the last page.',
          pageSize: 'Rows per page, 1–100 (default 25).',
          team: "A team's id: with a season, only that team's players.",
          qualify:
            '`auto` (default): Per Game, Per Set and percentage views rank only rows with enough sets (and attempts); `off`: every row.',
          cols: 'With `format`: the stat columns of the file, comma-separated keys in any order (written in the registry order), or `none`; default: the eight default columns.',
        },
        example: {
          query: async (r) => ({
            season: (await r.league()).seasonNumber,
            mode: 'perSet',
            sort: 'totalKills',
            pageSize: 2,
          }),
        },
      },
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
