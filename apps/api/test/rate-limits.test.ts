/**
 * Rate limits on EVERY write route of the served API document (docs/product/settings.md#rate-limits,
 * docs/decisions/0058-rate-limits-and-secrets-at-rest.md): nothing here names a route but the ones whose
 * limit is their own. With every limit set to 2, each write operation is sent three times by the caller its
 * guard expects (a league key for a game server's route, a member, a superadmin for staff, a guest for one
 * open to guests): the first two answers carry `RateLimit-Limit`, `-Remaining` and `-Reset`, the third is a
 * 429 in the API's error shape with `Retry-After`, and the document lists that 429.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireUser } from '../src/lib/guards.ts';
import { isWriteRoute } from '../src/lib/rate-limits.ts';
import { leagueKeyHeaders, MISSING_ID } from '../src/lib/route-facts.ts';
import { appWithAuthOnly, authHeader, createUser, tokenFor } from './helpers/auth.ts';
import { testExampleRefs } from './helpers/example-refs.ts';
import { type Caller, useLeagueApp } from './helpers/league-app.ts';

const LIMIT = 2;
const t = useLeagueApp({
  env: {
    AUTH_RATE_LIMIT: String(LIMIT),
    SIGNUP_RATE_LIMIT: String(LIMIT),
    GUEST_WRITE_RATE_LIMIT: String(LIMIT),
    MEMBER_WRITE_RATE_LIMIT: String(LIMIT),
    STAFF_WRITE_RATE_LIMIT: String(LIMIT),
    GAME_SERVER_RATE_LIMIT: String(LIMIT),
  },
});

interface Operation {
  method: string;
  /** As registered, `:name` for parameters. */
  path: string;
  responses: Record<string, unknown>;
}

let operations: Operation[] = [];
let gameServer: Record<string, string> = {};
beforeAll(async () => {
  gameServer = leagueKeyHeaders(
    (await testExampleRefs({ app: t.app, db: t.db, caller: null }).leagueKey()).key,
  );
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{([^}]+)\}/g, ':$1'),
        responses: op.responses,
      })),
  );
});

const entryOf = (op: Operation) => {
  const entry = t.app.routeTable.find((r) => r.method === op.method && r.url === op.path);
  if (!entry) throw new Error(`${op.method} ${op.path} is documented but not in the route table`);
  return entry;
};

/** Who the route's guard lets in: a game server, the least role it asks for, else a guest. */
function callerOf(op: Operation): Caller | 'game-server' {
  const entry = entryOf(op);
  if (entry.scope) return 'game-server';
  return entry.role ?? 'guest';
}

async function send(op: Operation, remoteAddress = '10.20.30.40') {
  const caller = callerOf(op);
  const url = op.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === 'id' ? String(MISSING_ID) : 'x',
  );
  const options: InjectOptions = { method: op.method as 'POST', url, payload: {}, remoteAddress };
  if (caller === 'game-server') return t.app.inject({ ...options, headers: gameServer });
  return t.as(caller).inject(options);
}

describe('every write route is rate limited', () => {
  it('finds the write routes in the document, game servers’ and sign-up among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
    // A write route left out of the document would escape this walk.
    const table = t.app.routeTable
      .filter((r) => isWriteRoute(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(table.sort());
    // This turn's new doors among them: game-server keys, results, push subscriptions, follows.
    const paths = new Set(operations.map((op) => `${op.method} ${op.path}`));
    for (const door of [
      'POST /api/api-keys',
      'POST /api/results/sets',
      'POST /api/results/final',
      'POST /api/results/:id/approve',
      'POST /api/push/subscriptions',
      'POST /api/follows',
    ])
      expect(paths, door).toContain(door);
    const callers = new Set(operations.map(callerOf));
    expect([...callers].sort()).toEqual(['admin', 'game-server', 'guest', 'superadmin', 'user']);
  });

  it('answers with RateLimit headers, then 429 with Retry-After; the document lists the 429', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (!op.responses['429']) wrong.push(`${name}: no 429 in the document`);
      for (let n = 1; n <= LIMIT; n++) {
        const res = await send(op);
        const h = res.headers;
        const reset = Number(h['ratelimit-reset']);
        if (res.statusCode === 429) wrong.push(`${name}: 429 on call ${n} of ${LIMIT}`);
        else if (h['ratelimit-limit'] !== String(LIMIT) || h['ratelimit-remaining'] !== String(LIMIT - n))
          wrong.push(
            `${name}: call ${n} answered ${res.statusCode} with limit ${h['ratelimit-limit']}, remaining ${h['ratelimit-remaining']}`,
          );
        else if (!(reset >= 1)) wrong.push(`${name}: RateLimit-Reset ${h['ratelimit-reset']}`);
      }
      const limited = await send(op);
      const body = limited.json() as { code?: string; message?: string; retryAfter?: number };
      const retryAfter = Number(limited.headers['retry-after']);
      if (limited.statusCode !== 429) wrong.push(`${name}: call ${LIMIT + 1} answered ${limited.statusCode}`);
      else if (!(retryAfter >= 1) || body.retryAfter !== retryAfter)
        wrong.push(`${name}: Retry-After ${limited.headers['retry-after']}, body ${body.retryAfter}`);
      else if (body.code !== 'RATE_LIMITED' || !/too many requests/i.test(body.message ?? ''))
        wrong.push(`${name}: body ${JSON.stringify(body)}`);
      else if (limited.headers['ratelimit-remaining'] !== '0')
        wrong.push(`${name}: 429 without RateLimit headers`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('who a limit counts', () => {
  const memberRoute = () => operations.find((op) => callerOf(op) === 'user')!;
  const guestRoute = () =>
    operations.find((op) => callerOf(op) === 'guest' && !op.path.startsWith('/api/users/'))!;

  it('each member on their own, wherever they send from', async () => {
    const op = memberRoute();
    const first = t.another('user');
    const call = (client: typeof first, ip: string) =>
      client.inject({
        method: op.method as 'POST',
        url: op.path.replace(/:id/, String(MISSING_ID)),
        payload: {},
        remoteAddress: ip,
      });
    for (let n = 0; n < LIMIT; n++) expect((await call(first, `10.1.0.${n}`)).statusCode).not.toBe(429);
    expect((await call(first, '10.1.0.9')).statusCode).toBe(429);
    const second = await call(t.another('user'), '10.1.0.9');
    expect(second.statusCode).not.toBe(429);
    expect(second.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('guests by their address', async () => {
    const op = guestRoute();
    for (let n = 0; n < LIMIT; n++) expect((await send(op, '10.2.0.1')).statusCode).not.toBe(429);
    expect((await send(op, '10.2.0.1')).statusCode).toBe(429);
    expect((await send(op, '10.2.0.2')).statusCode).not.toBe(429);
  });

  it('counts a refused request before its guard answers, and says so in the headers', async () => {
    const op = operations.find((o) => callerOf(o) === 'superadmin')!;
    const url = op.path.replace(/:([A-Za-z]+)/g, String(MISSING_ID));
    const asGuest = (ip: string) =>
      t.app.inject({ method: op.method as 'POST', url, payload: {}, remoteAddress: ip });
    const refused = await asGuest('10.3.0.1');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    await asGuest('10.3.0.1');
    expect((await asGuest('10.3.0.1')).statusCode).toBe(429);
  });
});

describe('a write route added tomorrow', () => {
  it('is limited by its kind without declaring anything, and may declare its own limit', async () => {
    const app = await appWithAuthOnly(t);
    app.post('/api/tomorrow', { onRequest: requireUser }, () => ({ ok: true }));
    app.post('/api/own-limit', { onRequest: requireUser, config: { rateLimit: { max: 5 } } }, () => ({
      ok: true,
    }));
    app.get('/api/read', () => ({ ok: true }));
    await app.ready();
    try {
      const headers = authHeader(await tokenFor(app, await createUser(t.db)));
      const post = (url: string) => app.inject({ method: 'POST', url, headers });
      for (let n = 0; n < LIMIT; n++) expect((await post('/api/tomorrow')).statusCode).toBe(200);
      const limited = await post('/api/tomorrow');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const own = await post('/api/own-limit');
      expect(own.headers['ratelimit-limit']).toBe('5');
      // Reads are not limited.
      const read = await app.inject({ url: '/api/read' });
      expect(read.headers['ratelimit-limit']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
