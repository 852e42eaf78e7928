/**
 * While PostgreSQL is down (docs/product/api-contract.md#errors), every route answers 503 with a
 * `Retry-After` hint, not a 500: an app on a pool whose server refuses connections, and one whose server takes
 * connections and never answers. (test-postgres/database-outage.test.ts takes a real server away and back.)
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import { authHeader } from './helpers/auth.ts';
import { freePort } from './helpers/server-processes.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const sockets: Socket[] = [];
let silent: Server;

async function appOn(port: number): Promise<{ app: FastifyInstance; database: DbHandle }> {
  const database = await openDatabase({
    databaseUrl: `postgres://league:secret@127.0.0.1:${port}/league`,
    poolSize: 2,
    connectTimeoutMs: 100,
  });
  const config = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret' });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database };
}

const apps: { app: FastifyInstance; database: DbHandle }[] = [];

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  apps.push(await appOn(await freePort()));
  apps.push(await appOn((silent.address() as { port: number }).port));
});

afterAll(async () => {
  for (const { app, database } of apps) {
    await app.close();
    await database.close();
  }
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe.each([
  ['refuses connections', 0],
  ['takes connections and never answers', 1],
])('while PostgreSQL %s', (_label, which) => {
  const target = () => apps[which] as { app: FastifyInstance };

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/matches'],
    ['GET', '/api/players'],
    ['GET', '/api/seasons'],
    ['GET', '/api/leaderboard'],
    ['GET', '/api/trivia/daily'],
  ])('a guest asking %s %s gets 503 with Retry-After', async (method, url) => {
    const res = await target().app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('a login gets 503 with Retry-After', async () => {
    const res = await target().app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'ann', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('every documented route answers a member 503 with Retry-After, none a 500', async () => {
    const { app } = target();
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const headers = authHeader(await app.tokens.sign(1));
    const wrong: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).filter((m) => METHODS.includes(m))) {
        routes += 1;
        const url = path.replace(/\{(\w+)\}/g, '1');
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(['post', 'put', 'patch'].includes(method) ? { payload: '{}' } : {}),
        });
        if (res.statusCode !== 503 || !res.headers['retry-after'])
          wrong.push(`${method.toUpperCase()} ${path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(routes).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
  });
});
