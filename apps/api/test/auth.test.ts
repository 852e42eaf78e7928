/**
 * Registration, login, tokens and rate limits (docs/product/accounts.md#security).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema.ts';
import { resolveJwtSecret } from '../src/lib/auth-token.ts';
import { requireRole } from '../src/lib/guards.ts';
import { appWithAuthOnly, authHeader, createUser, tokenFor } from './helpers/auth.ts';
import { useLeagueApp } from './helpers/league-app.ts';

// Sign-ups at their default (5 per 30 minutes per address); the registration tests use one address.
const t = useLeagueApp({ env: { SIGNUP_RATE_LIMIT: '5' } });

const register = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/users/register', payload: payload as object, remoteAddress: ip });
const login = (payload: unknown, ip = '10.0.0.2') =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object, remoteAddress: ip });

describe('registration', () => {
  it('creates a user with role user even when the body asks for superadmin', async () => {
    const res = await register({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'secret1',
      role: 'superadmin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ username: 'newbie', email: 'newbie@example.com', role: 'user' });
    expect(res.body).not.toContain('scrypt');
    const [row] = await t.db.select().from(users).where(eq(users.username, 'newbie'));
    expect(row?.role).toBe('user');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('secret1');
  });

  it('answers 409 naming the taken username or e-mail, whatever the case', async () => {
    const name = await register({ username: 'NEWBIE', email: 'other@example.com', password: 'secret1' });
    expect(name.statusCode).toBe(409);
    expect(name.json().message).toBe('Username is already taken');
    const mail = await register({ username: 'someone', email: 'Newbie@Example.com', password: 'secret1' });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().message).toBe('Email is already registered');
  });

  it('answers 400 with the documented field messages', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Validation failed');
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'email', message: 'Email is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
    const bad = await register({ username: 'x', email: 'not-an-email', password: '12345' });
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });
});

describe('login', () => {
  it('answers a token and the user without the hash; the token opens the profile', async () => {
    const res = await login({ username: 'newbie', password: 'secret1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'token', 'user']);
    expect(Object.keys(body.user).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'role',
      'updatedAt',
      'username',
    ]);
    expect(res.body).not.toContain('scrypt');
    const profile = await t.app.inject({ url: '/api/users/profile', headers: authHeader(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'newbie', role: 'user', articles: [] });
  });

  it('logs in whatever the case of the username', async () => {
    expect((await login({ username: 'NewBie', password: 'secret1' })).statusCode).toBe(200);
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await login({ username: 'nobody-here', password: 'secret1' });
    const wrong = await login({ username: 'newbie', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('requires username and password', async () => {
    const res = await login({ username: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });
});

describe('tokens', () => {
  const profile = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/users/profile', headers });

  it('answers 401 `You must be logged in` without, with a garbage, a forged or an expired token', async () => {
    const user = await createUser(t.db);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const headers of [
      {},
      authHeader('garbage'),
      authHeader(forged),
      authHeader(expired),
      { authorization: 'Basic abc' },
    ]) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'You must be logged in', code: 'UNAUTHORIZED' });
    }
  });

  it('treats a bad token on a public route as a guest', async () => {
    const res = await t.app.inject({ url: '/api/seasons/skinny', headers: authHeader('garbage') });
    expect(res.statusCode).toBe(200);
  });

  it("stops working once the user's account is deleted", async () => {
    const user = await createUser(t.db);
    const token = await tokenFor(t.app, user);
    expect((await profile(authHeader(token))).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await profile(authHeader(token))).statusCode).toBe(401);
  });

  it('reads the current role from the database on every request', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const headers = authHeader(await tokenFor(t.app, admin));
    expect((await t.app.inject({ url: '/api/users', headers })).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const after = await t.app.inject({ url: '/api/users', headers });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe('You do not have permission to do this');
  });
});

describe('JWT secret', () => {
  it('is generated once and kept in the data folder when JWT_SECRET is not set', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'league-secret-')), 'nested');
    try {
      const first = resolveJwtSecret({ jwtSecret: undefined, dataDir });
      const second = resolveJwtSecret({ jwtSecret: undefined, dataDir });
      expect(Buffer.from(first).toString()).toBe(Buffer.from(second).toString());
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(Buffer.from(first).toString());
      expect(first.length).toBeGreaterThanOrEqual(32);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});

describe('rate limits', () => {
  it('answers 429 with a clear message on the 11th rapid failed login from one address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      expect((await login({ username: 'newbie', password: `wrong-${i}` }, ip)).statusCode).toBe(401);
    }
    const limited = await login({ username: 'newbie', password: 'secret1' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/too many/i);
    // Another address is not affected.
    expect((await login({ username: 'newbie', password: 'secret1' }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('limits sign-ups to 5 per 30 minutes per address, failed ones included, whoever is signed in', async () => {
    const ip = '10.8.8.8';
    const member = authHeader(await tokenFor(t.app, await createUser(t.db)));
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { username: `burst${i}`, email: 'bad', password: 'secret1' },
        remoteAddress: ip,
        // A token does not buy more sign-ups: they count per address.
        headers: i % 2 === 0 ? member : {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['ratelimit-remaining']).toBe(String(4 - i));
    }
    const limited = await register({ username: 'burst', email: 'b@example.com', password: 'secret1' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['ratelimit-limit']).toBe('5');
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
    expect(limited.json().message).toMatch(/too many requests.*30 minutes/i);
    expect(await t.db.select().from(users).where(eq(users.username, 'burst'))).toEqual([]);
  });
});

describe('guards', () => {
  it('run before body validation even when a route puts them in preHandler', async () => {
    const app = await appWithAuthOnly(t);
    app.post(
      '/guarded',
      { preHandler: requireRole('admin'), schema: { body: z.object({ name: z.string().min(3) }) } },
      () => ({ ok: true }),
    );
    await app.ready();
    try {
      const guest = await app.inject({ method: 'POST', url: '/guarded', payload: {} });
      expect(guest.statusCode).toBe(401);
      const user = await createUser(t.db);
      const asUser = await app.inject({
        method: 'POST',
        url: '/guarded',
        payload: {},
        headers: authHeader(await app.tokens.sign(user.id)),
      });
      expect(asUser.statusCode).toBe(403);
      const admin = await createUser(t.db, { role: 'admin' });
      const headers = authHeader(await app.tokens.sign(admin.id));
      expect((await app.inject({ method: 'POST', url: '/guarded', payload: {}, headers })).statusCode).toBe(
        400,
      );
      const ok = await app.inject({ method: 'POST', url: '/guarded', payload: { name: 'abc' }, headers });
      expect(ok.json()).toEqual({ ok: true });
      expect(app.routeTable.find((r) => r.url === '/guarded')?.guarded).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  const directivesOf = (csp: unknown) => (name: string) =>
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? [];

  it('send pages a Content-Security-Policy allowing the YouTube embed and images from https hosts', async () => {
    const res = await t.app.inject('/players/1');
    const directive = directivesOf(res.headers['content-security-policy']);
    expect(directive('frame-src')).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com']));
    expect(directive('img-src')).toContain('https:');
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The interactive API docs are a page too.
    const docs = await t.app.inject('/api/docs/');
    expect(directivesOf(docs.headers['content-security-policy'])('script-src')).toEqual(["'self'"]);
  });

  it('send JSON a policy that lets it load, run and be framed nowhere, and only the headers data needs', async () => {
    for (const url of ['/api/health', '/api/players/999999', '/api/nothing-here']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Document-only headers stay with the pages.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });
});
