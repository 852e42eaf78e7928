/**
 * A real PostgreSQL going away and coming back (runs only with DATABASE_URL, the PostgreSQL pass): the site
 * reaches the database through a TCP relay on loopback that the test cuts and restores. While it is cut,
 * reads and writes answer 503 with `Retry-After`; once it is back, they answer again without a restart.
 */
import { connect as connectTcp, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DbHandle, openDatabase } from '../src/db/client.ts';
import { openTestDatabase } from '../test/helpers/test-app.ts';

/** Forwards loopback connections to `target`; `cut()` drops them all and refuses new ones until `restore()`. */
class Relay {
  private server: Server | undefined;
  private readonly open = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connectTcp(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.open.add(socket);
        socket.on('close', () => this.open.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.open) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

describe('PostgreSQL down, then back', () => {
  let relay: Relay;
  let app: FastifyInstance;
  let database: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const test = await openTestDatabase();
    dispose = test.dispose;
    const url = new URL(test.url ?? '');
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.restore();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, connectTimeoutMs: 1000 });
    app = await buildApp({
      config: loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret', DATABASE_URL: url.toString() }),
      database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay?.cut();
    await dispose?.();
  });

  // Not a cached public read: those may still be answered from the cache while the database is away.
  const puzzle = () => app.inject({ url: '/api/trivia/daily' });
  const login = () =>
    app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'nobody', password: 'x' } });

  it('answers while it is up, 503 with Retry-After while it is down, and again once it is back', async () => {
    // Up: the empty league has no daily puzzle, and nobody by that name.
    expect((await puzzle()).statusCode).toBe(404);
    expect((await login()).statusCode).toBe(401);

    await relay.cut();
    for (const res of [await puzzle(), await login(), await app.inject({ url: '/api/health' })]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    }

    await relay.restore();
    // The pool drops the connections it lost and makes new ones on the next request.
    let answer = await puzzle();
    for (let tries = 0; answer.statusCode === 503 && tries < 10; tries += 1) answer = await puzzle();
    expect(answer.statusCode).toBe(404);
    expect((await login()).statusCode).toBe(401);
  });
});
