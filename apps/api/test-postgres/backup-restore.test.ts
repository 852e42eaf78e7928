import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { restoreBackup } from '../src/db/backup-restore.ts';
import { writeBackup } from '../src/db/backup-writer.ts';
import { type DbHandle, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/demo-league/accounts.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { withDatabase } from '../test/global-setup.ts';
import { siteFingerprint } from '../test/helpers/site-fingerprint.ts';

/**
 * How a league outgrows the embedded database, and the way back: a backup from one kind restored into
 * the other holds the same league (counts, every number column's sum, times, texts), rebuilds the totals
 * the triggers keep, and lets the demo accounts log in.
 */
const url = process.env.DATABASE_URL ?? '';
const admin = new pg.Client({ connectionString: url });
const folder = mkdtempSync(join(tmpdir(), 'league-move-'));
const handles: DbHandle[] = [];
const databases: string[] = [];

async function emptyPostgres(): Promise<DbHandle> {
  const name = `league_t_move_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  databases.push(name);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  handles.push(handle);
  return handle;
}

async function emptyPglite(): Promise<DbHandle> {
  const handle = await openDatabase({ dataDir: join(folder, `pglite-${handles.length}`) });
  handles.push(handle);
  await migrateDatabase(handle);
  return handle;
}

async function move(from: DbHandle, to: DbHandle, file: string) {
  await writeBackup(from.db, createWriteStream(file));
  return restoreBackup(to.db, createReadStream(file));
}

async function expectLogin(database: DbHandle) {
  const app = await buildApp({ config: loadConfig({ JWT_SECRET: 'x'.repeat(32) }), database });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'demo_superadmin', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ token: string }>().token).toBeTruthy();
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  await admin.connect();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

// A fresh embedded database, a demo seed, a backup and a restore each: minutes on a busy 2-core machine.
describe('moving a league between database kinds', { timeout: 240_000 }, () => {
  it('embedded → PostgreSQL', async () => {
    const from = await emptyPglite();
    await seedDemo(from.db, { scale: 1 });
    const to = await emptyPostgres();
    const summary = await move(from, to, join(folder, 'to-postgres.jsonl.gz'));
    expect(summary.tables.stats).toBeGreaterThan(1000);
    const [before, after] = [await siteFingerprint(from.db), await siteFingerprint(to.db)];
    expect(after).toEqual(before);
    expect(Number(after.player_season_totals?.rows)).toBeGreaterThan(100);
    await expectLogin(to);
  });

  it('PostgreSQL → embedded', async () => {
    const from = await emptyPostgres();
    await seedDemo(from.db, { scale: 1 });
    const to = await emptyPglite();
    await move(from, to, join(folder, 'to-pglite.jsonl.gz'));
    const [before, after] = [await siteFingerprint(from.db), await siteFingerprint(to.db)];
    expect(after).toEqual(before);
    expect(after.player_career_totals?.digs).toBe(before.stats?.digs);
    await expectLogin(to);
  });
});
