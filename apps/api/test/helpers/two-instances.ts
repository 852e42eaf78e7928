/**
 * Two apps on one PostgreSQL database, as two instances behind a load balancer, for the PostgreSQL pass
 * (DATABASE_URL): a database copied from the migrated template for the file, dropped after it.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Db, type DbHandle, openDatabase } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  /** The database as instance A sees it. */
  db: Db;
}

/**
 * Registers the suite's set-up and tear-down: database `league_t_<name>_<pid>`, instances A and B (2
 * connections each), `prepare` run once they are ready. Read the instances inside tests.
 */
export function useTwoInstances(name: string, prepare?: (two: TwoInstances) => Promise<void>): TwoInstances {
  const url = process.env.DATABASE_URL ?? '';
  const database = `league_t_${name}_${process.pid}`;
  const databaseUrl = url ? withDatabase(url, database) : '';
  const admin = new pg.Client({ connectionString: url });
  let handles: DbHandle[] = [];
  const two = {} as TwoInstances;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database} template ${inject('templateDatabase')}`);
    const config = loadConfig({
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      DATABASE_URL: databaseUrl,
    });
    handles = [
      await openDatabase({ databaseUrl, poolSize: 2 }),
      await openDatabase({ databaseUrl, poolSize: 2 }),
    ];
    two.a = await buildApp({ config, database: handles[0] as DbHandle });
    two.b = await buildApp({ config, database: handles[1] as DbHandle });
    two.db = (handles[0] as DbHandle).db;
    await Promise.all([two.a.ready(), two.b.ready()]);
    await prepare?.(two);
  });
  afterAll(async () => {
    await Promise.all([two.a?.close(), two.b?.close()]);
    await Promise.all(handles.map((h) => h.close()));
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });
  return two;
}
