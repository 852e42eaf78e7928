/**
 * An empty legacy database made from legacy-schema.sql, to import from: an embedded PGlite folder in the
 * PGlite pass, a fresh database on the test server in the PostgreSQL pass (DATABASE_URL).
 *
 *   const legacy = await createLegacyDatabase();
 *   await legacy.exec(`insert into seasons …`);
 *   const source = await legacy.openSource();   // a fresh read of what is there now
 *   …
 *   await legacy.dispose();
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LEGACY_SCHEMA_SQL } from '../../src/legacy-import/demo-as-legacy.ts';
import { type LegacySource, openLegacySource, pgliteSource } from '../../src/legacy-import/source.ts';
import { withDatabase } from '../global-setup.ts';

export interface LegacyDatabase {
  /** Runs SQL on the legacy database (several statements when there are no parameters). */
  exec(text: string, params?: unknown[]): Promise<void>;
  openSource(): Promise<LegacySource>;
  /** What `--from` takes to reach it from another process; call `release()` first for PGlite. */
  from: string;
  /** Lets another process open it (PGlite folders have one user at a time). */
  release(): Promise<void>;
  dispose(): Promise<void>;
}

/** One empty legacy database per test process, copied for each test (a fresh PGlite takes seconds to make). */
let template: Promise<string> | undefined;
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'legacy-tpl-'));
    const client = await PGlite.create(dir);
    await client.exec(LEGACY_SCHEMA_SQL);
    await client.close();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return template;
}

/** `alterSql` runs after the schema (to make a database that is not quite a legacy one). */
export async function createLegacyDatabase(alterSql = ''): Promise<LegacyDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `legacy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const from = withDatabase(url, name);
    const client = new pg.Client({ connectionString: from });
    await client.connect();
    await client.query(LEGACY_SCHEMA_SQL);
    if (alterSql) await client.query(alterSql);
    return {
      async exec(text, params) {
        await client.query(text, params);
      },
      openSource: () => openLegacySource(from),
      from,
      async release() {},
      async dispose() {
        await client.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'legacy-db-'));
  cpSync(await pgliteTemplate(), dir, { recursive: true });
  let client: PGlite | null = await PGlite.create(dir);
  if (alterSql) await client.exec(alterSql);
  const open = async () => {
    client ??= await PGlite.create(dir);
    return client;
  };
  return {
    async exec(text, params) {
      const c = await open();
      if (params) await c.query(text, params);
      else await c.exec(text);
    },
    openSource: async () => pgliteSource(await open()),
    from: `pglite:${dir}`,
    async release() {
      await client?.close();
      client = null;
    },
    async dispose() {
      await client?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
