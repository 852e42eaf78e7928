/**
 * Builds the Fastify application: plugins (database, errors, CORS, security headers, docs), then the
 * feature routes. start.ts only listens; tests call buildApp() and use app.inject().
 */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installApiDocs } from './api-docs/install.ts';
import type { ServerConfig } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { registerFeatures } from './features/index.ts';
import { recordsRecalculationBacklog } from './features/records/service.ts';
import { openSearchRoutes } from './features/search/opensearch-routes.ts';
import { authPlugin } from './lib/auth-plugin.ts';
import { installDataChangeSignal } from './lib/data-changes.ts';
import { frameworkErrorReply, installErrorHandling, MAX_PARAM_LENGTH } from './lib/error-handler.ts';
import { responseSerializerCompiler } from './lib/json-writer.ts';
import { installLiveHub } from './lib/live/live-hub.ts';
import { installMetrics } from './lib/metrics.ts';
import { recordBotRefresh } from './lib/outbox/bot-delivery.ts';
import { installPublicReadCache } from './lib/public-read-cache.ts';
import { installReadPath } from './lib/read-path.ts';
import { type SecretBox, secretBoxFor } from './lib/secrets-at-rest.ts';
import { setSecurityHeaders } from './lib/security-headers.ts';
import { installStrictInput } from './lib/strict-input.ts';
import { onEveryWrite } from './lib/writes/unit-of-work.ts';
import { STANDINGS_PURPOSE } from './surfaces/discord/service.ts';
import { registerApiSurfaces, registerRootSurfaces } from './surfaces/index.ts';
import { oembedRoutes } from './web/oembed.ts';
import { serveWeb } from './web/serve-web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: DbHandle['db'];
    dbKind: DbHandle['kind'];
    config: ServerConfig;
    /** Seals and opens the secrets kept in the database (lib/secrets-at-rest.ts). */
    secrets: SecretBox;
  }
}

/**
 * Answers compressed per request start at 2 KB. Under that, compression saves a kilobyte or so, which
 * fits the first round trip anyway, and costs more than the rest of a kept answer's work: the fan votes'
 * list (1.4 KB, its clock stamped on each answer) went from 5,000 to 12,000 answers a second at 64
 * connections without it (ADR 63).
 */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/**
 * Brotli for answers compressed per request: the plugin's quality 4, with a 256 kB window instead of
 * brotli's default 4 MB. These answers are tens of kilobytes, and each compression in flight holds its
 * window: 64 at once held hundreds of megabytes (ADR 31).
 */
const PER_REQUEST_BROTLI = {
  [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
  [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
};

/**
 * Answers given whole up to this size are compressed in one call rather than through a compression
 * stream: a page read's answer is tens of kilobytes, and per response a stream, its zlib context and a
 * trip through libuv's threadpool cost more than the compression itself on a server with two cores and
 * no spare one to overlap with (ADR 34). Larger answers and streamed ones (the whole-league lists) keep
 * the stream.
 */
const SYNC_COMPRESS_BYTES = 128 * 1024;

export interface BuildOptions {
  config: ServerConfig;
  database: DbHandle;
  /** The process's logger (server.ts, given through start.ts); tests leave it out and log nothing. */
  logger?: FastifyBaseLogger | undefined;
  /** Folder of the built web app to serve beside the API (production). */
  webDist?: string | undefined;
}

export async function buildApp({
  config,
  database,
  logger,
  webDist,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('secrets', secretBoxFor(config));

  // Legacy clients send `Content-Type: application/json` with an empty body (likes, DELETEs, recalculation).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('The request body is not valid JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  installErrorHandling(app);
  installStrictInput(app);
  if (config.metrics) {
    installMetrics(app, database, { recordsBacklog: () => recordsRecalculationBacklog(database.db) });
  }
  installDataChangeSignal(app);
  installReadPath(app);
  installLiveHub(app);
  // Every write asks the bot to bring its standings message up to date, in the write's own transaction
  // (docs/product/discord.md#the-standings-message); an unchanged table edits nothing.
  if (config.discord?.standingsChannelId) {
    const stop = onEveryWrite(database.db, (tx) => recordBotRefresh(tx, STANDINGS_PURPOSE));
    app.addHook('onClose', async () => stop());
  }

  // Security headers, recorded from Helmet once (lib/security-headers.ts) and set in one call.
  app.addHook('onRequest', setSecurityHeaders);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The rate limit's headers too, so the web app can tell how long to wait (lib/rate-limits.ts).
    exposedHeaders: [
      'X-Total-Count',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ],
  });
  // After the security and CORS headers, before the token lookup: a cached public read skips the rest.
  installPublicReadCache(app);
  // Everything else (the web app's files, uncached JSON) is compressed per request; cached reads and the
  // leaderboard bring their own compressed copies, which this leaves alone.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_BYTES,
    brotliOptions: { params: PER_REQUEST_BROTLI },
  });
  await installApiDocs(app, config.league.siteName);

  await app.register(authPlugin);
  await app.register(
    async (api) => {
      await registerFeatures(api);
      await registerApiSurfaces(api);
    },
    { prefix: '/api' },
  );
  // Beside the pages, not under /api: calendar apps, feed readers and other sites' iframes fetch them there.
  await registerRootSurfaces(app);
  await app.register(openSearchRoutes);
  await app.register(oembedRoutes);
  await serveWeb(app, webDist);
  return app;
}
