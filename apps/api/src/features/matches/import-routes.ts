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
