/**
 * The season recap (docs/product/recap.md#api): public, kept by the public read cache until league data
 * changes, like the season page's own read.
 */
import { SeasonIdParamSchema } from '@league/shared/schemas/matches';
import { SeasonRecapSchema } from '@league/shared/schemas/season-recap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRecapReads, readSeasonRecap } from './service.ts';

export async function recapRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reads = createRecapReads(app.db, app.config.league.timeZone);
  // A result changed here or on another instance: the next recap rates the history again.
  app.onDataChange(() => reads.ratings.clear());

  app.get(
    '/seasons/:seasonId/recap',
    {
      config: {
        publicRead: true,
        errors: [404, 409],
        example: { params: async (r) => ({ seasonId: (await r.endedSeason()).id }) },
      },
      schema: {
        tags: ['seasons'],
        summary:
          "An ended season's recap (season id): champion and bracket path, standings, awards, leaders, records, upsets, closest games, streaks, debutants, milestones",
        description:
          'Public. Drawn from the season’s data on read, each statement with the ids of its evidence. ' +
          'An unknown season is 404; a season whose end date has not passed (in the league’s time zone) ' +
          'is 409. Cached until league data changes.',
        params: SeasonIdParamSchema,
        response: { 200: SeasonRecapSchema },
      },
    },
    (request) => readSeasonRecap(reads, request.params.seasonId),
  );
}
