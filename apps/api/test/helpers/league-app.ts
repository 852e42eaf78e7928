/**
 * One test file's league: a fresh, migrated database (with the league fixtures when asked), the app on it,
 * and a client per role. It opens in the file's beforeAll and closes in its afterAll:
 *
 *   const t = useLeagueApp({ fixtures: true });
 *   it('creates a season', async () => {
 *     const res = await t.as('admin').post('/api/seasons', { seasonNumber: 4, theme: 'Four', startDate: '2025-06-01' });
 *     expect(res.statusCode).toBe(201);
 *   });
 *
 * `t.as(role)` sends as one user of that role, made on first use (the same user and token for the whole file);
 * `t.as('guest')` sends no token; `t.another(role)` is a further user of that role (one who has done
 * nothing yet, or a second member). `client.inject(options)` sends anything else the verbs do not say
 * (other headers, a raw body, a remote address) with the client's token.
 *
 * A test that needs an app of its own (other settings, empty caches) opens one with
 * `withLeagueApp(options, async (other) => { ... })`, closed when the work ends.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Role } from '@league/shared/domain/league';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { authHeader, createUser, type TestUser, tokenFor } from './auth.ts';
import { loadLeagueFixtures } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Caller = Role | 'guest';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Client<U extends TestUser | null = TestUser | null> {
  /** The user behind this client; null for the guest. */
  user(): Promise<U>;
  headers(): Promise<Record<string, string>>;
  send(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Any request, with this client's token beside the headers it names. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface LeagueApp extends TestApp {
  as(caller: 'guest'): Client<null>;
  as(caller: Role): Client<TestUser>;
  as(caller: Caller): Client;
  /** A client for a new user of `role` (someone with no history, or a named one: `{ username }`). */
  another(role: Role, options?: { username?: string }): Client<TestUser>;
}

export interface LeagueAppOptions {
  /** Load the league fixtures (helpers/fixtures.ts: FX) before the tests. */
  fixtures?: boolean;
  /**
   * Settings beside the test defaults (JWT_SECRET, AUTH_RATE_LIMIT...); a function is asked in beforeAll, so
   * it can name a fake service a beforeAll registered earlier has started.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * A web build to serve (pages, first views, files): its files by path inside the build, written to a
   * temporary folder that goes when the app closes.
   */
  webBuild?: Record<string, string | Uint8Array>;
  /** Runs once the app is ready, before the tests (extra fixtures). */
  setUp?: (t: TestApp) => Promise<unknown>;
  /** How long opening may take, in ms, where the set-up is slow (a seeded demo league). */
  timeout?: number;
}

export function useLeagueApp(options: LeagueAppOptions = {}): LeagueApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await openTestApp(options);
  }, options.timeout);
  afterAll(async () => {
    await current?.close();
  });
  return leagueAppOn(() => {
    if (!current) throw new Error('useLeagueApp: the app opens in beforeAll; use it inside a test or hook');
    return current;
  });
}

/** Runs `work` on an app of its own, opened for it and closed when it ends (passed or not). */
export async function withLeagueApp<R>(
  options: LeagueAppOptions,
  work: (t: LeagueApp) => Promise<R>,
): Promise<R> {
  const opened = await openTestApp(options);
  try {
    return await work(leagueAppOn(() => opened));
  } finally {
    await opened.close();
  }
}

async function openTestApp(options: LeagueAppOptions): Promise<TestApp> {
  const env = typeof options.env === 'function' ? options.env() : options.env;
  const webDist = options.webBuild && writeWebBuild(options.webBuild);
  const opened = await createTestApp(env, { webDist });
  const close = async () => {
    await opened.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  };
  try {
    if (options.fixtures) await loadLeagueFixtures(opened.db);
    await options.setUp?.(opened);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...opened, close };
}

function writeWebBuild(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'league-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** The app `opened` answers, with its clients. */
function leagueAppOn(opened: () => TestApp): LeagueApp {
  const users = new Map<Role, Promise<TestUser>>();
  const clients = new Map<Caller, Client>();

  function userOf(role: Role): Promise<TestUser> {
    let user = users.get(role);
    if (!user) {
      user = createUser(opened().db, { role });
      users.set(role, user);
    }
    return user;
  }

  function clientFor(caller: Caller, own?: () => Promise<TestUser>): Client {
    const user = async () => (caller === 'guest' ? null : (own?.() ?? userOf(caller)));
    const inject = async (request: InjectOptions) =>
      opened().app.inject({ ...request, headers: { ...(await headers()), ...request.headers } });
    // One token per client, as a browser keeps one: a role changed meanwhile must show on the same token.
    let token: Promise<string> | undefined;
    const headers = async (): Promise<Record<string, string>> => {
      const who = await user();
      if (!who) return {};
      token ??= tokenFor(opened().app, who);
      return authHeader(await token);
    };
    const send = (method: Method, url: string, payload?: unknown) =>
      inject({
        method,
        url,
        ...(payload === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
      });
    return {
      user,
      headers,
      send,
      get: (url) => send('GET', url),
      post: (url, payload) => send('POST', url, payload),
      patch: (url, payload) => send('PATCH', url, payload),
      put: (url, payload) => send('PUT', url, payload),
      delete: (url, payload) => send('DELETE', url, payload),
      inject,
    };
  }

  return {
    get app() {
      return opened().app;
    },
    get db() {
      return opened().db;
    },
    get database() {
      return opened().database;
    },
    get databaseUrl() {
      return opened().databaseUrl;
    },
    get config() {
      return opened().config;
    },
    close: () => opened().close(),
    as: ((caller: Caller) => {
      let client = clients.get(caller);
      if (!client) {
        client = clientFor(caller);
        clients.set(caller, client);
      }
      return client;
    }) as LeagueApp['as'],
    another(role, options = {}) {
      let own: Promise<TestUser> | undefined;
      return clientFor(role, () => {
        own ??= createUser(opened().db, { role, ...options });
        return own;
      }) as Client<TestUser>;
    },
  };
}
