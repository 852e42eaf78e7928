import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import { withDatabase } from '../test/global-setup.ts';
import { authHeader, createUser, tokenFor } from '../test/helpers/auth.ts';
import { FX, loadLeagueFixtures } from '../test/helpers/fixtures.ts';

/**
 * Runs only with DATABASE_URL (the PostgreSQL pass of the API suite): several instances share one database
 * only there; the embedded database belongs to one process.
 */
const playerUrl = `/api/players/${FX.players.nightowl}`;

/** Two apps on one PostgreSQL database, as two instances behind a load balancer. */
describe('public reads on two instances', () => {
  const url = process.env.DATABASE_URL ?? '';
  const name = `league_t_two_${process.pid}`;
  const databaseUrl = url ? withDatabase(url, name) : '';
  const admin = new pg.Client({ connectionString: url });
  let handles: DbHandle[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    const config = loadConfig({
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      DATABASE_URL: databaseUrl,
    });
    handles = [
      await openDatabase({ databaseUrl, poolSize: 2 }),
      await openDatabase({ databaseUrl, poolSize: 2 }),
    ];
    a = await buildApp({ config, database: handles[0] as DbHandle });
    b = await buildApp({ config, database: handles[1] as DbHandle });
    await Promise.all([a.ready(), b.ready()]);
    await loadLeagueFixtures(handles[0]?.db as DbHandle['db']);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(handles.map((h) => h.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('shows a write through one instance on the other at once, player page and leaderboard', async () => {
    const leaderboardUrl = '/api/leaderboard?view=players&stage=all';
    const nameOnB = async () => (await b.inject(playerUrl)).json<{ name: string }>().name;
    const leaderboardNames = async () =>
      (await b.inject(leaderboardUrl)).json<{ rows: Array<{ id: number; name: string }> }>().rows;
    await nameOnB();
    await leaderboardNames();

    const user = await createUser(handles[0]?.db as DbHandle['db'], { role: 'admin' });
    const patch = await a.inject({
      method: 'PATCH',
      url: playerUrl,
      headers: authHeader(await tokenFor(a, user)),
      payload: { name: 'Seen Everywhere' },
    });
    expect(patch.statusCode).toBe(200);
    const renamed = patch.json<{ name: string }>().name;
    // NOTIFY went out before A answered; give B's listener connection its turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await nameOnB()).toBe(renamed);
    const row = (await leaderboardNames()).find((r) => r.id === FX.players.nightowl);
    expect(row?.name).toBe(renamed);
  });
});
