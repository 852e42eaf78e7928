/**
 * The avatar route against a fake Roblox server on loopback (never the internet, never a timeout).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAvatarLookup } from '../src/features/avatars/service.ts';
import { type LeagueAppOptions, useLeagueApp, withLeagueApp } from './helpers/league-app.ts';

const USERS: Record<string, number> = { builderman: 156, brokenthumbs: 77, norender: 88 };

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
let seen: Seen[] = [];
/** Every call fails, as when Roblox is down. */
let downForEveryone = false;
let base: string;
let server: Server;

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

function startFakeRoblox(): Promise<string> {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, body });
    const json = (status: number, payload: unknown) => {
      // No connection kept for the next request: on a loaded machine this server may close a kept one just
      // as a test sends on it, which fails the request before it is seen here.
      res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(payload));
    };
    if (downForEveryone) return json(503, { errors: [{ message: 'Service Unavailable' }] });
    if (url.pathname === '/v1/usernames/users' && req.method === 'POST') {
      const name = String((body as { usernames: string[] }).usernames[0]).toLowerCase();
      if (name === 'usersdown') return json(500, { errors: [{ message: 'InternalServerError' }] });
      if (name === 'hangup') return req.socket.destroy();
      const id = USERS[name];
      return json(200, { data: id ? [{ requestedUsername: name, id, name, displayName: name }] : [] });
    }
    if (url.pathname === '/v1/users/avatar-headshot') {
      const id = Number(url.searchParams.get('userIds'));
      if (id === 77) return json(500, { errors: [] });
      if (id === 88) return json(200, { data: [{ targetId: id, state: 'Blocked', imageUrl: '' }] });
      return json(200, {
        data: [{ targetId: id, state: 'Completed', imageUrl: `https://tr.rbxcdn.example/${id}/420/Png` }],
      });
    }
    json(404, {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  base = await startFakeRoblox();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
});
const t = useLeagueApp({ env: () => ({ ROBLOX_USERS_API: base, ROBLOX_THUMBNAILS_API: `${base}/` }) });
/** An app of its own, whose avatar look-ups remember nothing yet. */
const FRESH: LeagueAppOptions = { env: () => ({ ROBLOX_USERS_API: base, ROBLOX_THUMBNAILS_API: base }) };
beforeEach(() => {
  seen = [];
});

const get = (name: string) => t.as('guest').get(`/api/roblox/avatar/${name}`);

describe('GET /api/roblox/avatar/:username', () => {
  it('resolves the user, then answers the 420×420 PNG headshot', async () => {
    const res = await get('builderman');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ avatarUrl: 'https://tr.rbxcdn.example/156/420/Png' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/v1/usernames/users',
      body: { usernames: ['builderman'], excludeBannedUsers: false },
    });
    expect(seen[1]?.path).toBe('/v1/users/avatar-headshot');
    expect(Object.fromEntries(seen[1]?.query ?? [])).toEqual({
      userIds: '156',
      size: '420x420',
      format: 'Png',
    });
  });

  it('serves a second lookup (any case) from the cache', async () => {
    await get('builderman');
    seen = [];
    const res = await get('BuilderMan');
    expect(res.json()).toEqual({ avatarUrl: 'https://tr.rbxcdn.example/156/420/Png' });
    expect(seen).toHaveLength(0);
  });

  it('answers 404 JSON for an unknown user and caches the miss', async () => {
    const res = await get('nobody_here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Avatar not found' });
    expect(seen).toHaveLength(1);
    expect((await get('nobody_here')).statusCode).toBe(404);
    expect(seen).toHaveLength(1);
  });

  it('answers 404 for a user without a usable headshot', async () => {
    expect((await get('norender')).statusCode).toBe(404);
  });

  it('answers 404 without asking Roblox for a name that cannot be a Roblox username', async () => {
    expect((await get('not%20a%20roblox%20name')).statusCode).toBe(404);
    expect((await get('ab')).statusCode).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 when Roblox fails, then remembers the failure briefly instead of asking again', async () => {
    const res = await get('usersdown');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'UPSTREAM', message: expect.stringContaining('Roblox') });
    expect(seen).toHaveLength(1);
    expect((await get('usersdown')).statusCode).toBe(502);
    expect((await get('someone_else')).statusCode).toBe(502);
    expect(seen).toHaveLength(1);
    // Names already known are still answered from the cache.
    expect((await get('builderman')).statusCode).toBe(200);
  });

  it.each([
    ['a failing thumbnail service', 'brokenthumbs'],
    ['a dropped connection', 'hangup'],
  ])('answers 502 for %s', async (_label, name) => {
    await withLeagueApp(FRESH, async (fresh) => {
      expect((await fresh.as('guest').get(`/api/roblox/avatar/${name}`)).statusCode).toBe(502);
    });
  });
});

describe('avatar look-ups while Roblox is down', () => {
  it('sends a players page worth of look-ups once, not on every view', async () => {
    await withLeagueApp(FRESH, async (fresh) => {
      downForEveryone = true;
      try {
        const view = () =>
          Promise.all(
            Array.from({ length: 25 }, (_, i) => fresh.as('guest').get(`/api/roblox/avatar/player_${i}`)),
          );
        const first = await view();
        expect(first.every((res) => res.statusCode === 502)).toBe(true);
        const sentByFirstView = seen.length;
        expect(sentByFirstView).toBeGreaterThan(0);
        expect(sentByFirstView).toBeLessThanOrEqual(25);
        const second = await view();
        const third = await view();
        expect([...second, ...third].every((res) => res.statusCode === 502)).toBe(true);
        expect(seen).toHaveLength(sentByFirstView);
      } finally {
        downForEveryone = false;
      }
    });
  });

  it('asks again once the failure is old enough', async () => {
    // Only builderman's requests: on a loaded machine a look-up the last test gave up on can still arrive.
    const asked = () =>
      seen.filter(
        (r) =>
          (r.body as { usernames?: string[] } | undefined)?.usernames?.[0] === 'builderman' ||
          r.query.get('userIds') === '156',
      );
    let clock = 1_000;
    const lookup = createAvatarLookup(
      { usersApi: base, thumbnailsApi: base, timeoutMs: 3_000 },
      { failureMemoryMs: 30_000, now: () => clock },
    );
    downForEveryone = true;
    await expect(lookup('builderman')).rejects.toMatchObject({ code: 'UPSTREAM' });
    downForEveryone = false;
    clock += 29_000;
    await expect(lookup('builderman')).rejects.toMatchObject({ code: 'UPSTREAM' });
    expect(asked()).toHaveLength(1);
    clock += 2_000;
    await expect(lookup('builderman')).resolves.toBe('https://tr.rbxcdn.example/156/420/Png');
    expect(asked()).toHaveLength(3);
  });
});
