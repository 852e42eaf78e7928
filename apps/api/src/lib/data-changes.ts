/**
 * A signal that league data changed through this instance: every successful write request under /api
 * notifies the listeners (read-model caches clear themselves). Other instances' writes reach their caches
 * only through the caches' short expiry.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls `listener` after each successful write request handled by this instance. */
    onDataChange(listener: () => void): void;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installDataChangeSignal(app: FastifyInstance): void {
  const listeners = new Set<() => void>();
  app.decorate('onDataChange', (listener: () => void) => {
    listeners.add(listener);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/')) return;
    for (const listener of listeners) listener();
  });
}
