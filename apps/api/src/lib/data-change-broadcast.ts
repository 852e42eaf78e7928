/**
 * Carries "league data changed" between API instances on one PostgreSQL database: each instance LISTENs
 * on one channel over its own connection and NOTIFYs it after its writes, with its id as the payload so
 * it can ignore its own. A lost connection is retried with growing pauses; after reconnecting, the
 * instance treats the gap as a change (notifications sent meanwhile are gone), and until then its
 * caches fall back on their short expiry.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const DATA_CHANGE_CHANNEL = 'league_data_changes';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface DataChangeBroadcast {
  /** Settles after the first attempt to listen (successful or not). */
  ready: Promise<void>;
  /** Tells the other instances; resolves once PostgreSQL has taken the notification. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

export function startDataChangeBroadcast(options: {
  databaseUrl: string;
  /** Called when another instance changed data (or when changes may have been missed). */
  onRemoteChange: () => void;
  log: FastifyBaseLogger;
}): DataChangeBroadcast {
  const instanceId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(isRetry: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === DATA_CHANGE_CHANNEL && message.payload !== instanceId) options.onRemoteChange();
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'data-change listener: connection lost');
      if (client === next) client = null;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${DATA_CHANGE_CHANNEL}`);
    } catch (error) {
      options.log.warn({ err: error }, 'data-change listener: cannot listen');
      next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    if (isRetry) options.onRemoteChange();
  }

  const ready = connect(false);

  return {
    ready,
    async announce() {
      const current = client;
      if (!current) return;
      try {
        await current.query('select pg_notify($1, $2)', [DATA_CHANGE_CHANNEL, instanceId]);
      } catch (error) {
        options.log.warn({ err: error }, 'data-change listener: cannot notify the other instances');
      }
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
