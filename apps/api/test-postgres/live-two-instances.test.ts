/**
 * Live updates across instances (docs/decisions/0048-live-updates.md): a game server's set update through
 * instance A reaches a live subscriber of instance B over PostgreSQL NOTIFY, within the 2 s the pages promise.
 * PostgreSQL runs only (DATABASE_URL): several instances share one database only there.
 */
import type { Match } from '@league/shared/schemas/matches';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import { leagueApiKeys, matches } from '../src/db/schema.ts';
import { generateLeagueKey } from '../src/lib/league-keys.ts';
import { withDatabase } from '../test/global-setup.ts';
import { subscribeLive } from '../test/helpers/live-client.ts';
import { insertSmallLeague } from '../test/helpers/small-league.ts';

describe('live updates on two instances', () => {
  const url = process.env.DATABASE_URL ?? '';
  const name = `league_t_live_${process.pid}`;
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
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(handles.map((h) => h.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('delivers a set update made through A to a subscriber of B', async () => {
    const db = handles[0]!.db;
    const league = await insertSmallLeague(db, 'Twin', 4200);
    const [match] = await db
      .insert(matches)
      .values({
        matchNumber: 'Twin 1',
        round: 'Round 1',
        date: new Date(),
        team1Name: league.team1.name,
        team2Name: league.team2.name,
        seasonId: league.seasonId,
      })
      .returning({ id: matches.id });
    const made = generateLeagueKey();
    await db.insert(leagueApiKeys).values({
      name: 'Twin arena',
      scope: 'results:submit',
      prefix: made.prefix,
      keyHash: made.keyHash,
      createdByName: 'test',
    });
    const address = b.server.address();
    const subscriber = subscribeLive(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      ['matches'],
    );
    await subscriber.ready;
    const started = Date.now();
    const res = await a.inject({
      method: 'POST',
      url: '/api/results/sets',
      headers: { authorization: `Bearer ${made.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        idempotencyKey: `twin-${process.pid}-1`,
        sentAt: new Date().toISOString(),
        matchId: match!.id,
        gameServerId: 'job-twin',
        setNumber: 1,
        team1Points: 10,
        team2Points: 8,
        setOver: false,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = await subscriber.next('matches', 2000, (m) => (m.data as Match).id === match!.id);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(message.data).toMatchObject({ status: 'live', currentSet: { team1Points: 10, team2Points: 8 } });
    subscriber.close();
  });
});
