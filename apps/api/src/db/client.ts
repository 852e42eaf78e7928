/**
 * Opens the league database: PGlite on a data folder by default, PostgreSQL through a pool when
 * DATABASE_URL is set. Both speak the PostgreSQL dialect, so queries and migrations are shared.
 */
import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
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
 * The embedded engine's settings. PostgreSQL's default 128 MB of shared buffers live inside the server's
 * own memory here (the WebAssembly heap, resident from the start): 32 MB holds the hot pages of a league
 * many times the size of a real one, and the operating system's file cache keeps the rest close (ADR 26).
 * Its pages are in memory, so a random read costs about what a sequential one does: with PostgreSQL's
 * default cost of 4 (for spinning disks) the planner scanned every player or game to join a handful of
 * them, which the WebAssembly engine does several times slower than a native one (ADR 34).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'random_page_cost=1.1',
];

/**
 * The embedded database takes its queries one at a time, each on a turn of the event loop of its own.
 * It runs a query synchronously inside the promise that asks for it, so under load a queue of queries
 * ran back to back within one turn, and Node accepts only a few new connections between turns: at 64
 * connections most of a load's new connections sat unaccepted for seconds while those already accepted
 * were served (ADR 34). Between two queries Node now reads sockets, accepts connections and sends
 * answers, and every request queues for the database in arrival order.
 */
class TurnTakingPGlite extends PGlite {
  /** When the last query asked for has settled. */
  #lastQuery: Promise<unknown> = Promise.resolve();
  /** SQL text → the name of its statement, kept by the engine for the connection's life. */
  readonly #statements = new Map<string, string>();
  #statementsMade = 0;

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => super.query<T>(query, params, options));
  }

  /**
   * The first column of the first row of `text` as text (null without a row), run as a named statement
   * kept from one call to the next: the engine plans it once, where an unnamed one is planned on every
   * call (half of a page read's time in the embedded engine, ADR 36). Up to MAX_KEPT_STATEMENTS texts
   * are kept; others run unnamed.
   */
  firstValue(text: string, values: StatementValue[]): Promise<string | null> {
    return this.#inTurn(() => this.runExclusive(() => this.#runStatement(text, values)));
  }

  #inTurn<T>(run: () => Promise<T>): Promise<T> {
    const result = this.#lastQuery.then(() => nextTurnOfTheEventLoop()).then(run);
    this.#lastQuery = result.catch(() => undefined);
    return result;
  }

  async #runStatement(text: string, values: StatementValue[]): Promise<string | null> {
    const kept = this.#statements.get(text);
    const keep = kept === undefined && this.#statements.size < MAX_KEPT_STATEMENTS;
    const name = kept ?? (keep ? `league_read_${++this.#statementsMade}` : '');
    const messages = [
      ...(kept === undefined ? [protocol.serialize.parse({ name, text })] : []),
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    try {
      // Parsed as it streams, without also keeping the answer's raw bytes (a whole-league list is megabytes).
      const answer = await this.execProtocolStream(Buffer.concat(messages));
      if (keep) this.#statements.set(text, name);
      const row = answer.find((message) => message.name === 'dataRow') as
        | { fields: (string | null)[] }
        | undefined;
      return row?.fields[0] ?? null;
    } catch (error) {
      // A statement this call made is not kept half-made (closing one that failed to parse is harmless).
      if (keep) {
        await this.execProtocolStream(
          Buffer.concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
          { throwOnError: false },
        );
      }
      throw error;
    }
  }
}

/** A statement parameter in the text format. */
type StatementValue = string | null;
/** Enough for every page read's text (a few dozen), bounded whatever builds new ones. */
const MAX_KEPT_STATEMENTS = 500;

/** A query parameter as the text the engine parses, or undefined for a kind kept statements do not take. */
function statementValue(value: unknown): StatementValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

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

async function createPGlite(dataDir: string, options: PGliteOptions): Promise<PGlite> {
  const client = new TurnTakingPGlite(dataDir, options);
  await client.waitReady;
  return client;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` for a throwaway one. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL: how long a new connection may take (DEFAULT_CONNECT_TIMEOUT_MS unless given). */
  connectTimeoutMs?: number | undefined;
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
    pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
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
    client = await createPGlite(dataDir, { startParams: PGLITE_START_PARAMS });
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

/** Why a PostgreSQL connection failed, in words, from the driver's error code. */
function connectionProblem(err: unknown, connectTimeoutMs: number | undefined): string {
  // Drizzle wraps the driver's error; an AggregateError (IPv4 and IPv6 both refused) holds several.
  const outer = err as { cause?: unknown };
  const e = (outer.cause ?? err) as { code?: string; message?: string; errors?: { code?: string }[] };
  if (connectTimeoutMs !== undefined && isConnectTimeout(e))
    return `no answer within ${connectTimeoutMs / 1000} s`;
  const code = e.code ?? e.errors?.[0]?.code;
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ECONNRESET: 'connection reset',
    '28P01': 'password authentication failed',
    '28000': 'access denied',
    '3D000': 'the database does not exist',
  };
  return (code && reasons[code]) ?? e.message ?? String(err);
}

/** The pool's own error when connecting took longer than its connection timeout. */
export function isConnectTimeout(err: unknown): boolean {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /timeout/i.test(message) && /connect/i.test(message);
}

/**
 * Answers once the database takes a query; for PostgreSQL a failure becomes one readable line without
 * the password: "Cannot reach PostgreSQL at host:port: connection refused (check DATABASE_URL)".
 */
export async function checkDatabase(handle: DbHandle, databaseUrl?: string): Promise<void> {
  try {
    await handle.db.execute(sql`select 1`);
  } catch (err) {
    if (handle.kind !== 'postgres') throw err;
    let where = 'DATABASE_URL';
    try {
      const url = new URL(databaseUrl ?? '');
      where = `${url.hostname || 'localhost'}:${url.port || '5432'}`;
    } catch {}
    throw new DatabaseUnreachableError(
      `Cannot reach PostgreSQL at ${where}: ${connectionProblem(err, handle.connectTimeoutMs)} (check DATABASE_URL)`,
    );
  }
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
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
