/**
 * The standings (docs/product/standings.md#api): the table of a season's group, public and kept by the
 * public read cache until league data changes, as JSON or as a file; and each season's settings.
 */
import { ExportQuerySchema } from '@league/shared/schemas/common';
import { SeasonIdParamSchema } from '@league/shared/schemas/matches';
import { StandingsQuerySchema, StandingsReadSchema } from '@league/shared/schemas/standings';
import { StandingsSettingsReadSchema } from '@league/shared/schemas/standings-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { standingsAdminRoutes } from './admin-routes.ts';
import { getStandingsSettings, readStandings, readStandingsExport } from './service.ts';

export async function standingsRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(standingsAdminRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['standings'];
  const { currentSeason, siteName } = app.config.league;

  app.get(
    '/standings',
    {
      config: {
        publicRead: cachedUnlessExport,
        parameters: {
          seasonNumber: 'A season number (1, 2, …); without it, the current season.',
          phase:
            'The phase whose matches form the table: `qualifiers` (default, the regular phase) or `playoffs`.',
          region: 'Only the matches of this region (`na`, `eu`, `as`, `sa`); without it, every region.',
          division: 'Only the matches of this division (`D1`…); without it, every division.',
        },
        example: { query: async (r) => ({ seasonNumber: (await r.league()).seasonNumber }) },
      },
      schema: {
        tags,
        summary:
          "A season's standings table, ordered by its tie-breakers, with marks, ties explained and needs",
        description:
          'Public. Counts the completed matches of the group (phase, region, division; no phase means the ' +
          'regular phase `qualifiers`) by the season’s points scheme and orders the teams by its tie-breaker ' +
          'chain; each tied row explains itself; clinched and eliminated marks are proven over every outcome ' +
          'of the open matches (`proof`); `rules` is the text under the table, rendered from the same ' +
          'settings; `choices` lists the phases, regions and divisions the season’s matches have. With ' +
          '`format=csv` or `format=json` the table as a file. Cached until league data changes.',
        querystring: StandingsQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: StandingsReadSchema },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format) {
        return sendExport(
          reply,
          format,
          await readStandingsExport(app.db, query, currentSeason, siteName, format),
        );
      }
      return readStandings(app.db, query, currentSeason);
    },
  );

  app.get(
    '/seasons/:seasonId/standings-settings',
    {
      config: {
        publicRead: true,
        errors: [404],
        example: { params: async (r) => ({ seasonId: (await r.league()).seasonId }) },
      },
      schema: {
        tags,
        summary: "A season's standings settings (season id): the defaults until staff change them",
        params: SeasonIdParamSchema,
        response: { 200: StandingsSettingsReadSchema },
      },
    },
    (request) => getStandingsSettings(app.db, request.params.seasonId),
  );
}
