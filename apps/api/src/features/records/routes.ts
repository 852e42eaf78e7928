import { RecordSchema } from '@league/shared/schemas/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/guards.ts';
import { onRecordsRecalculated, readRecords, recalculateRecords } from './service.ts';

const CalculateResultSchema = z.object({ message: z.string(), recordsCreated: z.number().int() });

export async function recordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['records'];
  // Stat writes recalculate the records after they answer; pages showing records follow when it commits.
  const unsubscribe = onRecordsRecalculated(app.db, () => void app.announceDataChange());
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/records',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'All-time records in their fixed order (game records, then season records)',
        response: { 200: z.array(RecordSchema) },
      },
    },
    () => readRecords(app.db),
  );

  app.post(
    '/records/calculate',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Recalculate every record list now',
        response: { 200: CalculateResultSchema },
      },
    },
    async () => {
      const recordsCreated = await recalculateRecords(app.db);
      return { message: 'Records recalculated successfully', recordsCreated };
    },
  );
}
