/**
 * A signal that league data changed: read caches clear themselves on it. It fires for every successful
 * write request under /api handled by this instance (before the response leaves, so the writer's next
 * read is fresh), when a feature announces a change made outside a request (the background records
 * recalculation), and, with PostgreSQL, when another instance announces a change over NOTIFY
 * (data-change-broadcast.ts). Routes that write nothing a page shows (login, a trivia guess) say
 * `config: { changesData: false }`.
 */
import type { FastifyInstance } from 'fastify';
import { type DataChangeBroadcast, startDataChangeBroadcast } from './data-change-broadcast.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls `listener` after each change of league data, through this instance or another. */
    onDataChange(listener: () => void): void;
    /** For changes made outside a write request: tells this instance's listeners and the others. */
    announceDataChange(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** false: a successful call of this write route does not change league data. */
    changesData?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installDataChangeSignal(app: FastifyInstance): void {
  const listeners = new Set<() => void>();
  const notifyListeners = () => {
    for (const listener of listeners) listener();
  };
  app.decorate('onDataChange', (listener: () => void) => {
    listeners.add(listener);
  });

  let broadcast: DataChangeBroadcast | null = null;
  const databaseUrl = app.config.databaseUrl;
  if (app.dbKind === 'postgres' && databaseUrl) {
    app.addHook('onReady', async () => {
      broadcast = startDataChangeBroadcast({ databaseUrl, onRemoteChange: notifyListeners, log: app.log });
      await broadcast.ready;
    });
    app.addHook('onClose', async () => {
      await broadcast?.close();
    });
  }

  const changed = async () => {
    notifyListeners();
    await broadcast?.announce();
  };
  app.decorate('announceDataChange', changed);

  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.changesData === false)
      return payload;
    await changed();
    return payload;
  });
}
