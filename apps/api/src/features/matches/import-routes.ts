import {
  ChallongeImportBodySchema,
  MatchFileImportBodySchema,
  MatchImportResultSchema,
} from '@league/shared/schemas/match-imports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toIso } from '../../db/sql-helpers.ts';
import { requireRole } from '../../lib/guards.ts';
import { importChallongeBracket } from './challonge-import.ts';
import { importMatchFile } from './file-import.ts';
import { findMatchesByIds } from './queries.ts';

export async function matchImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];
  const security = [{ bearer: [] }];
  const readBack = async (ids: number[]) =>
    (await findMatchesByIds(app.db, ids)).map((row) => ({ ...row, date: toIso(row.date) }));

  app.post(
    '/matches/import-challonge',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Import (or re-import) a Challonge bracket as schedule matches',
        body: ChallongeImportBodySchema,
        response: { 200: MatchImportResultSchema },
      },
    },
    async (request) => {
      const { config } = app;
      const result = await importChallongeBracket(
        app.db,
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
        matches: await readBack(result.ids),
      };
    },
  );

  app.post(
    '/matches/import-file',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        security,
        summary: 'Import schedule matches from the rows of a match file, all or nothing',
        body: MatchFileImportBodySchema,
        response: { 200: MatchImportResultSchema },
      },
    },
    async (request) => {
      const ids = await importMatchFile(app.db, request.body);
      return {
        message: `Successfully imported ${ids.length} matches!`,
        created: ids.length,
        updated: 0,
        matches: await readBack(ids),
      };
    },
  );
}
