import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './service.ts';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { errors: [503] },
      schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: HealthSchema } },
    },
    () => checkHealth(app.db, app.dbKind),
  );
}
