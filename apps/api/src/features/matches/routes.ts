import { IdParamSchema, PageQuerySchema } from '@league/shared/schemas/common';
import {
  type Match,
  MatchListQuerySchema,
  MatchSchema,
  SeasonIdParamSchema,
} from '@league/shared/schemas/matches';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toIso } from '../../db/sql-helpers.ts';
import { notFound } from '../../lib/errors.ts';
import { mapPage, sendPage } from '../../lib/paging.ts';
import { findSeason } from '../seasons/queries.ts';
import { findMatch, listMatches, type MatchFilter, type MatchRow } from './queries.ts';

const toMatch = (row: MatchRow): Match => ({ ...row, date: toIso(row.date) });

export async function matchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const db = app.db;

  const list = async (
    filter: MatchFilter,
    page: { limit?: number | undefined; offset?: number | undefined },
  ) => {
    const rows = await listMatches(db, filter, page);
    return mapPage(rows, rows.items.map(toMatch));
  };

  app.get(
    '/matches',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Schedule matches by date',
        description:
          'Filters: q (match number), seasonId, status, round, from/to (inclusive; YYYY-MM-DD means the whole UTC ' +
          'day); paged by limit/offset with the total in X-Total-Count.',
        querystring: MatchListQuerySchema,
        response: { 200: z.array(MatchSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await list(request.query, request.query)),
  );

  app.get(
    '/matches/season/:seasonId',
    {
      schema: {
        tags,
        summary: "A season's matches by date (season id, not number)",
        params: SeasonIdParamSchema,
        querystring: PageQuerySchema,
        response: { 200: z.array(MatchSchema) },
      },
    },
    async (request, reply) => {
      const { seasonId } = request.params;
      if (!(await findSeason(db, seasonId))) throw notFound('Season');
      return sendPage(reply, await list({ seasonId }, request.query));
    },
  );

  app.get(
    '/matches/:id',
    { schema: { tags, summary: 'One match', params: IdParamSchema, response: { 200: MatchSchema } } },
    async (request) => {
      const row = await findMatch(db, request.params.id);
      if (!row) throw notFound('Match');
      return toMatch(row);
    },
  );
}
