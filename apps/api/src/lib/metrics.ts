/**
 * Prometheus metrics at GET /metrics, served only when the METRICS setting is on (they reveal traffic
 * and timings; expose them to the monitoring network, not the public). Request counts and latency by
 * route pattern (never by raw URL, which would make one series per id), every server cache's hits, misses
 * and size (the public read cache's also under its former name), the PostgreSQL pool, the records
 * recalculation backlog, the chat delivery backlog, the last scheduled backup and restore drill, and Node's
 * process metrics.
 */
import { DELIVERY_STATUSES } from '@league/shared/domain/chat-messages';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type BackupRecord, readBackupRecord } from '../db/backup-runs.ts';
import { type ChatBacklog, readChatBacklog } from '../db/chat-backlog.ts';
import type { DbHandle } from '../db/client.ts';

export const METRICS_PATH = '/metrics';

/** What the metrics read from the features; app.ts passes it in, so lib/ imports no feature. */
export interface FeatureGauges {
  /** Records recalculations running or queued. */
  recordsBacklog: () => number;
}

export function installMetrics(app: FastifyInstance, database: DbHandle, gauges: FeatureGauges): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'league_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'league_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unknown paths share one label, so scanners cannot create series at will.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  new Counter({
    name: 'league_public_read_cache_requests_total',
    help: 'Cacheable public reads, answered from the cache (hit) or by the route (miss)',
    labelNames: ['result'] as const,
    registers,
    collect() {
      const stats = app.publicReadCacheStats;
      this.reset();
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });

  // Every cache of the read path (lib/read-path.ts), by name: how often it answered, and how full it is.
  new Counter({
    name: 'league_read_cache_requests_total',
    help: 'Reads of each server cache, answered from the cache (hit) or loaded (miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const cache of app.readCaches.values()) {
        this.inc({ cache: cache.name, result: 'hit' }, cache.stats.hits);
        this.inc({ cache: cache.name, result: 'miss' }, cache.stats.misses);
      }
    },
  });
  new Gauge({
    name: 'league_read_cache_entries',
    help: 'Entries each server cache holds now',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const cache of app.readCaches.values()) this.set({ cache: cache.name }, cache.size());
    },
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'league_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'league_records_recalculation_backlog',
    help: 'Records recalculations running or queued after stat writes (0 to 2)',
    registers,
    collect() {
      this.set(gauges.recordsBacklog());
    },
  });

  // Read from the database once per scrape, before the gauges below are collected. A database that does not
  // answer leaves them out of that scrape rather than failing it: the rest still tells what is wrong.
  let chat: ChatBacklog | undefined;
  new Gauge({
    name: 'league_chat_deliveries',
    help: 'Chat deliveries in the outbox, by state (pending, retrying, sent, failed)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.reset();
      if (chat) for (const state of DELIVERY_STATUSES) this.set({ state }, chat.counts[state]);
    },
  });
  new Gauge({
    name: 'league_chat_oldest_pending_delivery_seconds',
    help: 'Age of the oldest chat delivery still to be posted (pending or retrying); 0 when none waits',
    registers,
    collect() {
      this.reset();
      if (chat) this.set(chat.oldestPendingSeconds);
    },
  });

  let backups: BackupRecord | undefined;
  /** A gauge of one moment or amount of the backup record; 0 until there is one. */
  const backupGauge = (
    name: string,
    help: string,
    read: (record: BackupRecord) => number | null | undefined,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.reset();
        const value = backups && read(backups);
        if (value !== null && value !== undefined) this.set(value);
      },
    });
  const seconds = (at: Date | null | undefined) => (at ? at.getTime() / 1000 : null);
  new Gauge({
    name: 'league_backups_scheduled',
    help: 'Whether this instance writes scheduled backups (BACKUP_DIR set): 1 or 0',
    registers,
    collect() {
      this.set(app.config.backups ? 1 : 0);
    },
  });
  backupGauge(
    'league_backup_last_success_timestamp_seconds',
    'When the last scheduled backup was written (Unix time); alert when it is over 2 hours old',
    (r) => seconds(r.lastSuccess?.finishedAt),
  );
  backupGauge(
    'league_backup_last_success_bytes',
    'Size of the last scheduled backup',
    (r) => r.lastSuccess?.bytes,
  );
  backupGauge(
    'league_backup_last_failure_timestamp_seconds',
    'When a scheduled backup last failed (Unix time)',
    (r) => seconds(r.lastFailure?.finishedAt),
  );
  backupGauge(
    'league_backup_drill_last_timestamp_seconds',
    'When the last restore drill ended (Unix time)',
    (r) => seconds(r.lastDrill?.finishedAt),
  );
  backupGauge(
    'league_backup_drill_last_passed',
    'Whether the last restore drill found every table equal to the file: 1 passed, 0 failed',
    (r) => (r.lastDrill ? (r.lastDrill.ok ? 1 : 0) : null),
  );

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const unread = (what: string) => (err: unknown) => {
      request.log.warn({ err }, `metrics: ${what} could not be read`);
      return undefined;
    };
    [chat, backups] = await Promise.all([
      readChatBacklog(database.db).catch(unread('the chat backlog')),
      readBackupRecord(database.db).catch(unread('the backup record')),
    ]);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
