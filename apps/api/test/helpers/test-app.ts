/**
 * A fresh, migrated, empty database and an app on it. Test files open theirs with useLeagueApp
 * (helpers/league-app.ts), which calls createTestApp; openTestDatabase alone is for tests of the database
 * without an app (backups, seeding, the legacy import).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { type Db, type DbHandle, openDatabase } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DbHandle;
  /** Set on PostgreSQL runs: the test database's address. */
  databaseUrl?: string | undefined;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{
  database: DbHandle;
  /** The PostgreSQL database's address (PostgreSQL runs only), for a second connection pool on it. */
  url?: string;
  dispose(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `league_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    const databaseUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    return {
      database,
      url: databaseUrl,
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'league-db-'));
  cpSync(inject('templateDir'), dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const UNREACHABLE_SIGN_IN_PROVIDERS = {
  DISCORD_CLIENT_ID: 'test-discord-client',
  DISCORD_CLIENT_SECRET: 'test-discord-secret',
  DISCORD_OAUTH_URL: 'http://127.0.0.1:9/discord',
  ROBLOX_CLIENT_ID: 'test-roblox-client',
  ROBLOX_CLIENT_SECRET: 'test-roblox-secret',
  ROBLOX_OAUTH_URL: 'http://127.0.0.1:9/roblox',
  SIGN_IN_TIMEOUT_MS: '2000',
};

/** `webDist`: a web build for the app to serve (its pages, first views and files). */
export async function createTestApp(
  env: Record<string, string> = {},
  { webDist }: { webDist?: string } = {},
): Promise<TestApp> {
  const { database, url, dispose } = await openTestDatabase();
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    AUTH_RATE_LIMIT: '10',
    // Both sign-in providers configured, at an address nothing listens on: starting a sign-in needs no
    // provider; the tests that finish one point these at the fake (helpers/fake-sign-in-providers.ts).
    ...UNREACHABLE_SIGN_IN_PROVIDERS,
    SECRETS_KEY: 'dGVzdC1zZWNyZXRzLWtleS1mb3ItdGhlLXRlc3RzISE=',
    // Tests send many writes from one address and account; test/rate-limits.test.ts sets small limits.
    SIGNUP_RATE_LIMIT: '100000',
    GUEST_WRITE_RATE_LIMIT: '100000',
    MEMBER_WRITE_RATE_LIMIT: '100000',
    STAFF_WRITE_RATE_LIMIT: '100000',
    GAME_SERVER_RATE_LIMIT: '100000',
    ...env,
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database, webDist });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    databaseUrl: url,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
