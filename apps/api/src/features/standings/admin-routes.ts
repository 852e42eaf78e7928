import { SeasonIdParamSchema } from '@league/shared/schemas/matches';
import { StandingsSettingsReadSchema, StandingsSettingsSchema } from '@league/shared/schemas/standings-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { putStandingsSettings } from './admin-service.ts';

export async function standingsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/seasons/:seasonId/standings-settings',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'season' },
        errors: [404],
        example: {
          params: async (r) => ({ seasonId: (await r.league()).seasonId }),
          body: async (r) => {
            const league = await r.league();
            return {
              format: 'bestOf5',
              tieBreakers: ['leaguePoints', 'matchesWon', 'setRatio', 'pointRatio', 'headToHead', 'coinFlip'],
              playoffSpots: 1,
              coinFlips: [[league.team2.name, league.team1.name]],
              adjustments: [{ teamName: league.team1.name, points: 1, reason: 'Late roster' }],
            };
          },
          // The coin flip can only end the chain.
          refused: {
            body: {
              format: 'bestOf5',
              tieBreakers: ['coinFlip', 'leaguePoints'],
              playoffSpots: 0,
              coinFlips: [],
              adjustments: [],
            },
            status: 400,
          },
        },
      },
      schema: {
        tags: ['standings'],
        summary:
          "Replace a season's standings settings (season id): format, tie-breakers, playoff spots, coin flips, deductions",
        description:
          'Admins. The whole settings; each rule refused with its own message (400) and nothing changed. ' +
          'The table is recomputed on the next read.',
        params: SeasonIdParamSchema,
        body: StandingsSettingsSchema,
        response: { 200: StandingsSettingsReadSchema },
      },
    },
    (request) => putStandingsSettings(app.db, currentUser(request), request.params.seasonId, request.body),
  );
}
