import {
  ChallongeImportBodySchema,
  MatchFileImportBodySchema,
  MatchImportResultSchema,
} from '@league/shared/schemas/match-imports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { importChallongeBracket, importMatchFile } from './import-service.ts';
import { readMatches } from './service.ts';

export async function matchImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];

  app.post(
    '/matches/import-challonge',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'import', entityType: 'match' },
        errors: [502],
        example: {
          body: async (r) => ({
            challongeUrl: 'https://challonge.com/vl-s14',
            seasonId: (await r.emptySeason()).id,
            roundStartDate: '2027-02-06T18:00:00Z',
            roundEndDate: '2027-02-06T22:00:00Z',
            matchSpacingMinutes: 30,
            tags: 'Playoffs, Week 4',
          }),
          refused: {
            body: async (r) => ({
              challongeUrl: 'https://challonge.com/no-such-bracket',
              seasonId: (await r.emptySeason()).id,
              roundStartDate: '2027-02-06T18:00:00Z',
              roundEndDate: '2027-02-06T22:00:00Z',
            }),
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Import (or re-import) a Challonge bracket as schedule matches',
        body: ChallongeImportBodySchema,
        response: { 200: MatchImportResultSchema },
      },
    },
    async (request) => {
      const { config } = app;
      const result = await importChallongeBracket(
        app.db,
        currentUser(request),
        {
          baseUrl: config.challongeApiUrl,
          apiKey: config.challongeApiKey,
          timeoutMs: config.challongeTimeoutMs,
        },
        request.body,
      );
      return {
        message: `Successfully imported ${result.ids.length} matches from Challonge!`,
        created: result.created,
        updated: result.updated,
        matches: await readMatches(app.db, result.ids),
      };
    },
  );

  app.post(
    '/matches/import-file',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'import', entityType: 'match' },
        example: {
          body: async (r) => {
            const league = await r.league();
            return {
              seasonId: league.seasonId,
              region: 'na',
              matches: [
                {
                  matchNumber: r.unique('Round 2 - Match 1'),
                  round: 'Round 2',
                  date: '2027-01-23T20:00:00Z',
                  team1Name: league.team2.name,
                  team2Name: league.team1.name,
                },
              ],
            };
          },
          // The season named does not exist.
          refused: {
            body: {
              seasonId: 999_999,
              matches: [
                {
                  matchNumber: 'Round 2 - Match 1',
                  round: 'Round 2',
                  date: '2027-01-23T20:00:00Z',
                  team1Name: 'A',
                  team2Name: 'B',
                },
              ],
            },
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Import schedule matches from the rows of a match file, all or nothing',
        body: MatchFileImportBodySchema,
        response: { 200: MatchImportResultSchema },
      },
    },
    async (request) => {
      const ids = await importMatchFile(app.db, currentUser(request), request.body);
      return {
        message: `Successfully imported ${ids.length} matches!`,
        created: ids.length,
        updated: 0,
        matches: await readMatches(app.db, ids),
      };
    },
  );
}
