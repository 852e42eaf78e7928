/**
 * Opens the league database: PGlite on a data folder by default, PostgreSQL through a pool when
 * DATABASE_URL is set. Both speak the PostgreSQL dialect, so queries and migrations are shared.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { createPGlite, type StatementValue, statementValue, TurnTakingPGlite } from './embedded-engine.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection pool's counts (none for the embedded database). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** PostgreSQL: how long a new connection may take. */
  connectTimeoutMs?: number;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The first column of the first row of `query` as text, run as a kept statement of the embedded
 * database (TurnTakingPGlite.firstValue); undefined when it cannot be (PostgreSQL, inside a transaction,
 * a parameter of another kind), and the caller runs the query as any other.
 */
export function firstValueOfKeptStatement(db: Db | Tx, query: SQL): Promise<string | null> | undefined {
  const root = db as unknown as {
    $client?: unknown;
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  };
  // A transaction has no client of its own: it holds the engine, which a kept statement would wait for.
  if (!(root.$client instanceof TurnTakingPGlite)) return undefined;
  const { sql: text, params } = root.dialect.sqlToQuery(query);
  const values = params.map(statementValue);
  if (values.some((value) => value === undefined)) return undefined;
  return root.$client.firstValue(text, values as StatementValue[]);
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` for a throwaway one. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL: how long a new connection may take (DEFAULT_CONNECT_TIMEOUT_MS unless given). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: told of an idle connection the server dropped (default: one warning line). */
  onIdleConnectionLost?: (err: Error) => void;
}

/** A PostgreSQL that takes the connection but never answers must not hold a start (or a request) forever. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle client dropped by the server (restart, failover, a dropped test database) emits 'error' on
    // the pool; unhandled, that event would crash the process. The pool discards the client by itself.
    pool.on(
      'error',
      options.onIdleConnectionLost ??
        ((err) => console.warn(`database: idle connection lost (${err.message})`)),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, connectTimeoutMs, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data/db';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One process per folder (server, seed, create-admin alike): a second one would lose writes.
  const lock = inMemory ? undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await createPGlite(dataDir);
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async close() {
      // Closing PGlite writes everything to the folder; the lock goes only after that.
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Applies the generated SQL migrations that have not run yet. */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(handle.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(handle.db as any, config);
  }
}
