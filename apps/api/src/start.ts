/**
 * The site's start once its settings are read (src/server.ts): makes sure the port is free, opens (and
 * locks) and migrates the database, seeds the demo league into an empty embedded database, and listens,
 * serving the API under /api and the built web app everywhere else. Stops cleanly on SIGTERM/SIGINT.
 *
 * Every way it can fail that an operator can fix (a folder, a taken port, a data folder in use, an
 * unreachable PostgreSQL, secrets that do not open) throws one of OPERATOR_ERRORS, which server.ts logs as
 * one line saying what to fix.
 */
import { createServer } from 'node:net';
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError } from './config/config-error.ts';
import type { ServerConfig } from './config.ts';
import { createBackupScheduler } from './db/backup-schedule.ts';
import { type Db, type DbHandle, migrateDatabase, openDatabase } from './db/client.ts';
import { checkDatabase, DatabaseUnreachableError } from './db/connection-check.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runRestoreDrillApart } from './db/restore-drill.ts';
import { isDatabaseEmpty, seedDemo } from './demo-league/seed-demo.ts';
import { settleRecordsRecalculation } from './features/records/service.ts';
import { prepareFolder } from './lib/folders.ts';
import type { BotMessageWriter } from './lib/outbox/bot-channel.ts';
import { recordBotRefresh } from './lib/outbox/bot-delivery.ts';
import { startOutboxDelivery } from './lib/outbox/start-delivery.ts';
import { vapidKeysOf } from './lib/outbox/vapid-keys.ts';
import { SecretKeyMismatchError, secretBoxFor } from './lib/secrets-at-rest.ts';
import { sealStoredSecrets } from './lib/stored-secrets.ts';
import { STANDINGS_PURPOSE, standingsMessageDelivery } from './surfaces/discord/service.ts';

class PortInUseError extends Error {}

/** Fails fast when the port is taken, before minutes of seeding rather than after. */
function checkPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'EADDRINUSE' || err.code === 'EACCES'
          ? new PortInUseError(
              `Port ${port} on ${host} is ${err.code === 'EACCES' ? 'not allowed for this user' : 'already in use'} (set PORT to another one, or stop what is using it)`,
            )
          : err,
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** BACKUP_DIR must be a folder this user can write, and not inside the embedded database's own folder. */
function prepareBackupFolder(dir: string, dataDir: string): void {
  const inside = relative(resolve(dataDir, 'db'), dir);
  if (inside === '' || !(inside.startsWith('..') || isAbsolute(inside)))
    throw new ConfigError([
      `Invalid setting BACKUP_DIR=${JSON.stringify(dir)}: expected a folder outside DATA_DIR/db (the embedded database's own folder)`,
    ]);
  prepareFolder(dir, 'BACKUP_DIR');
}

function startBackupSchedule(db: Db, backups: NonNullable<ServerConfig['backups']>, log: Logger) {
  // The drill restores in a process of its own (DATABASE_URL and the rest come with the environment).
  const schedule = createBackupScheduler({
    db,
    dir: backups.dir,
    retention: backups,
    drill: runRestoreDrillApart,
    log,
  });
  schedule.start();
  return schedule;
}

/**
 * Seals the secrets still stored in the clear (ADR 0058); a key that does not open those already sealed
 * stops the start with one line, before anything could be sent with a wrong address.
 */
async function sealSecrets(db: Db, config: ServerConfig, log: Logger): Promise<void> {
  try {
    const { sealed } = await sealStoredSecrets(db, secretBoxFor(config));
    if (sealed > 0) log.info(`Sealed ${sealed} secrets stored in the clear (chat webhooks, push keys)`);
  } catch (err) {
    if (!(err instanceof SecretKeyMismatchError)) throw err;
    throw new ConfigError([
      `Invalid setting SECRETS_KEY: ${config.secretsKey ? 'its key' : `the key kept in ${config.dataDir}/secrets-key`} does not open the chat webhooks and push subscriptions stored in the database; set SECRETS_KEY to the key they were sealed with`,
    ]);
  }
}

/** The errors an operator can fix, each with a message that says how. */
export const OPERATOR_ERRORS = [ConfigError, PortInUseError, DataDirLockedError, DatabaseUnreachableError];

export async function start(config: ServerConfig, log: Logger): Promise<void> {
  const started = performance.now();
  prepareFolder(config.dataDir, 'DATA_DIR');
  if (config.backups) prepareBackupFolder(config.backups.dir, config.dataDir);
  await checkPortFree(config.port, config.host);
  const database: DbHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/db`,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  let stopping = false;
  try {
    await checkDatabase(database, config.databaseUrl);
    await migrateDatabase(database);
    const wantsDemo = process.argv.includes('--demo');
    if ((database.kind === 'pglite' || wantsDemo) && (await isDatabaseEmpty(database.db))) {
      log.info('Empty database: seeding the demo league…');
      const summary = await seedDemo(database.db, { scale: 1 });
      log.info({ summary }, 'Seeded the demo league');
    }
    // The site's VAPID keys are made at the first start and kept with the data (ADR 0050).
    // Sealed first: the keys are read with the secrets key once every stored secret is sealed.
    await sealSecrets(database.db, config, log);
    await vapidKeysOf(database.db, secretBoxFor(config));
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }

  const app = await buildApp({
    config,
    database,
    logger: log,
    webDist: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });

  // Delivers the outbox, chat posts, push notifications and the bot's standings message when a channel is
  // chosen (docs/decisions/0030-chat-delivery-outbox.md, docs/decisions/0050-web-push-through-the-outbox.md,
  // docs/product/discord.md#the-standings-message), for as long as the site runs. The standings message is
  // brought up to date once at start, then after every write (app.ts).
  const botWriters: Record<string, BotMessageWriter> = config.discord?.standingsChannelId
    ? { [STANDINGS_PURPOSE]: standingsMessageDelivery(database.db, config) }
    : {};
  if (config.discord?.standingsChannelId) await recordBotRefresh(database.db, STANDINGS_PURPOSE);
  const outboxDelivery = startOutboxDelivery(database.db, config, log, botWriters);
  // Hourly backups and the weekly restore drill (ADR 43), when BACKUP_DIR is set.
  const backups = config.backups && startBackupSchedule(database.db, config.backups, log);

  // First signal: stop accepting, let requests in flight (and their transactions) finish, close the
  // database so PGlite writes everything out, exit 0. A second signal, or a stop taking too long, exits
  // at once.
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing the requests in flight, then stopping`);
    // How long the stop may take (requests in flight, closing the database) before the process exits anyway.
    setTimeout(() => {
      log.error(`Still stopping after ${config.stopTimeoutMs / 1000} s: exiting now`);
      process.exit(1);
    }, config.stopTimeoutMs).unref();
    try {
      // Node closes the connections idle at the moment the stop begins; keep-alive connections whose
      // request finishes later would hold the stop until their keep-alive timeout, so sweep them too.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(sweep);
      // A message being sent finishes (each send has its timeout); unclaimed rows wait for the next start.
      await outboxDelivery.stop();
      // A backup being written finishes: its file is whole or not there.
      await backups?.stop();
      // A records recalculation queued by the last stat writes finishes before the database closes.
      await settleRecordsRecalculation(database.db);
      log.info('Requests finished; closing the database');
      await database.close();
      log.info('Stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'Stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await outboxDelivery.stop().catch(() => {});
    await backups?.stop().catch(() => {});
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new PortInUseError(
        `Port ${config.port} on ${config.host} was taken while the site started (set PORT to another one)`,
      );
    throw err;
  }
  log.info(`Site ready at http://localhost:${config.port} in ${Math.round(performance.now() - started)} ms`);
}
