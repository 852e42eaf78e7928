/**
 * A signal that league data changed: read caches clear themselves on it. It fires for every write that
 * commits on this instance's database (the unit of work's change notice, lib/writes/unit-of-work.ts, before
 * the write's answer leaves, so the writer's next read is fresh), for a change made outside a request (the
 * background records recalculation tells the unit of work too), and, with PostgreSQL, when another instance
 * announces a change over NOTIFY (data-change-broadcast.ts). Routes that write nothing a page shows (login, a
 * trivia guess) say `config: { changesData: false }`; test/data-changes.test.ts walks every other write route.
 */
import type { FastifyInstance } from 'fastify';
import { type DataChangeBroadcast, startDataChangeBroadcast } from './data-change-broadcast.ts';
import { type ChangeNotice, onCommit } from './writes/unit-of-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Calls `listener` after each change of league data, through this instance or another, with the live
     * messages the change carries (lib/live/live-hub.ts passes them on to the live pages).
     */
    onDataChange(listener: (notice: ChangeNotice) => void): void;
  }
  interface FastifyContextConfig {
    /** false: a successful call of this write route does not change league data. */
    changesData?: boolean;
  }
}

export function installDataChangeSignal(app: FastifyInstance): void {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const notifyListeners = (notice: ChangeNotice) => {
    for (const listener of listeners) listener(notice);
  };
  app.decorate('onDataChange', (listener: (notice: ChangeNotice) => void) => {
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

  const changed = async (notice: ChangeNotice) => {
    notifyListeners(notice);
    await broadcast?.announce(notice);
  };

  const stop = onCommit(app.db, changed);
  app.addHook('onClose', async () => stop());
}
