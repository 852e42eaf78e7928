import { CountsSchema } from '@league/shared/schemas/counts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countEverything } from './service.ts';

export async function countRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/counts',
    {
      config: { publicRead: true },
      schema: {
        tags: ['counts'],
        summary: 'How many rows each table holds (portal dashboard)',
        response: { 200: CountsSchema },
      },
    },
    () => countEverything(app.db),
  );
}
