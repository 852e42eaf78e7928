/**
 * Every feature's routes, registered under /api. Each feature folder has routes.ts (thin: schema, guard,
 * call), service.ts (use cases) and queries.ts (SQL).
 */
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes.ts';
import { seasonRoutes } from './seasons/routes.ts';

export async function registerFeatures(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(seasonRoutes);
}
