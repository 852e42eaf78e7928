/**
 * Carries "league data changed" between API instances on one PostgreSQL database: each instance LISTENs
 * on one channel over its own connection and NOTIFYs it after its writes, with its id as the payload so
 * it can ignore its own. A lost connection is retried with growing pauses; after reconnecting, the
 * instance treats the gap as a change (notifications sent meanwhile are gone), and until then its
 * caches fall back on their short expiry.
 *
 * A notification carries the change's live messages (docs/decisions/0048-live-updates.md) so the other
 * instances' live subscribers get them too. PostgreSQL caps a payload at 8000 bytes: past NOTIFY_MAX_BYTES
 * the messages go without their data, and pages that get one read the change again.
 */
import { randomUUID } from 'node:crypto';
import type { LiveMessage } from '@league/shared/domain/live-topics';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type ChangeNotice, PLAIN_CHANGE } from './writes/unit-of-work.ts';

export const DATA_CHANGE_CHANNEL = 'league_data_changes';
/** Below PostgreSQL's 8000-byte cap on a NOTIFY payload, with room for the instance id. */
export const NOTIFY_MAX_BYTES = 7_000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

export interface DataChangeBroadcast {
  /** Settles after the first attempt to listen (successful or not). */
  ready: Promise<void>;
  /** Tells the other instances; resolves once PostgreSQL has taken the notification. */
  announce(notice?: ChangeNotice): Promise<void>;
  close(): Promise<void>;
}

export function startDataChangeBroadcast(options: {
  databaseUrl: string;
  /** Called when another instance changed data (or when changes may have been missed). */
  onRemoteChange: (notice: ChangeNotice) => void;
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
      if (message.channel !== DATA_CHANGE_CHANNEL) return;
      const notice = readPayload(message.payload, instanceId);
      if (notice) options.onRemoteChange(notice);
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
    if (isRetry) options.onRemoteChange(PLAIN_CHANGE);
  }

  const ready = connect(false);

  return {
    ready,
    async announce(notice = PLAIN_CHANGE) {
      const current = client;
      if (!current) return;
      try {
        await current.query('select pg_notify($1, $2)', [
          DATA_CHANGE_CHANNEL,
          writePayload(instanceId, notice),
        ]);
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

/** The notification of a change: who sent it and its live messages, without their data when too large. */
export function writePayload(from: string, notice: ChangeNotice): string {
  const whole = JSON.stringify({ from, live: notice.live });
  if (Buffer.byteLength(whole) <= NOTIFY_MAX_BYTES) return whole;
  const live = notice.live.map(({ topic, at }) => ({ topic, data: null, at }));
  const topicsOnly = JSON.stringify({ from, live });
  return Buffer.byteLength(topicsOnly) <= NOTIFY_MAX_BYTES ? topicsOnly : JSON.stringify({ from, live: [] });
}

/**
 * The change a notification tells of; null for this instance's own. A bare id (an instance of an earlier
 * version) is a change without live messages.
 */
export function readPayload(payload: string | undefined, ownId: string): ChangeNotice | null {
  if (!payload || payload === ownId) return null;
  try {
    const parsed = JSON.parse(payload) as { from?: unknown; live?: unknown };
    if (parsed.from === ownId) return null;
    const live = Array.isArray(parsed.live) ? (parsed.live as LiveMessage[]) : [];
    return { live };
  } catch {
    return PLAIN_CHANGE;
  }
}
