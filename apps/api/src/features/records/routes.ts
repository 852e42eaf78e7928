import { RECORD_TYPES } from '@league/shared/domain/records';
import { ExportQuerySchema } from '@league/shared/schemas/common';
import { RecordSchema } from '@league/shared/schemas/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedUnlessExport, sendExport } from '../../lib/export-reply.ts';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { followStatWrites, readRecords, readRecordsExport, recalculateRecordsByStaff } from './service.ts';

/** `type` picks the page's tab for a file; the JSON answer has every record of both kinds. */
const RecordsQuerySchema = ExportQuerySchema.extend({
  type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(RECORD_TYPES, { error: 'type must be game or season' }).default('game'),
  ),
});

const CalculateResultSchema = z.object({ message: z.string(), recordsCreated: z.number().int() });

export async function recordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['records'];
  const { siteName } = app.config.league;
  // Stat writes recalculate the records after they answer; pages showing records follow when it commits.
  const stop = followStatWrites(app.db, app.log);
  app.addHook('onClose', async () => stop());

  app.get(
    '/records',
    {
      config: {
        publicRead: cachedUnlessExport,
        parameters: {
          type: 'With `format`: which lists go in the file, `game` (default) or `season` records.',
        },
      },
      schema: {
        tags,
        summary: 'All-time records in their fixed order (game records, then season records)',
        description:
          'With `format=csv` or `format=json`, one kind’s lists (`type`: game or season) as a file to ' +
          'download, with the columns of the records page’s tables and the record’s name on each row.',
        querystring: RecordsQuerySchema,
        response: { 200: z.array(RecordSchema) },
      },
    },
    async (request, reply) => {
      const { format, type } = request.query;
      if (!format) return readRecords(app.db);
      return sendExport(reply, format, await readRecordsExport(app.db, type, siteName, format));
    },
  );

  app.post(
    '/records/calculate',
    {
      onRequest: requireRole('admin'),
      config: { activity: { kind: 'recalculation', entityType: 'records' } },
      schema: {
        tags,
        summary: 'Recalculate every record list now',
        response: { 200: CalculateResultSchema },
      },
    },
    async (request) => {
      const recordsCreated = await recalculateRecordsByStaff(app.db, currentUser(request));
      return { message: 'Records recalculated successfully', recordsCreated };
    },
  );
}
