import { IdParamSchema } from '@league/shared/schemas/common';
import { SeasonSchema } from '@league/shared/schemas/seasons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { findSeason, listSeasons } from './queries.ts';

export async function seasonRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['seasons'];

  app.get(
    '/seasons/skinny',
    { schema: { tags, summary: 'Seasons alone, newest first', response: { 200: z.array(SeasonSchema) } } },
    () => listSeasons(app.db),
  );

  app.get(
    '/seasons/:id',
    { schema: { tags, summary: 'One season', params: IdParamSchema, response: { 200: SeasonSchema } } },
    async (request) => {
      const season = await findSeason(app.db, request.params.id);
      if (!season) throw notFound('Season');
      return season;
    },
  );
}
