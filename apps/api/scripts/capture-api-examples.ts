/**
 * Captures the API document's examples from a real demo league: seeds one in a temporary data folder, sends
 * every documented operation the example request its route declares (config.example, src/lib/route-facts.ts)
 * as the demo account of the role its guard asks for, and writes the request and what it answered, arrays cut
 * to their first two items, to src/api-docs/examples.json, under the route that answered.
 *
 *   npm run docs:examples -w apps/api
 *
 * Reads show the demo league as seeded; writes act on a small league of their own, made fresh for each, so
 * each one succeeds whatever ran before it. Run it after changing the contract; the document test says when
 * an example no longer validates or an operation has none.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@league/shared/domain/league';
import { desc, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { documentedRoutes } from '../src/api-docs/install.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createBackupScheduler } from '../src/db/backup-schedule.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { runRestoreDrill } from '../src/db/restore-drill.ts';
import { seasons, users } from '../src/db/schema.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import { exampleRequest, leagueKeyHeaders } from '../src/lib/route-facts.ts';
import { authHeader } from '../test/helpers/auth.ts';
import { testExampleRefs } from '../test/helpers/example-refs.ts';
import { FAKE_CHALLONGE_KEY, startFakeChallonge } from '../test/helpers/fake-challonge.ts';
import { RATE_LIMITS_OUT_OF_REACH } from '../test/helpers/server-processes.ts';
import { demoReads, freshLeagues, realisticNames } from './example-leagues.ts';
import { startFakeRoblox } from './fake-roblox.ts';

const OUT = new URL('../src/api-docs/examples.json', import.meta.url);
const DEMO_ACCOUNT: Record<Role, string> = {
  user: 'demo_user',
  admin: 'demo_admin',
  superadmin: 'demo_superadmin',
};

/**
 * Keeps the first two items of every array (enough to show the shape, small enough to read) and puts a
 * plain address where the demo league has an inline logo image.
 */
function trim(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith('data:image/'))
    return 'https://images.example.org/logo.png';
  if (Array.isArray(value)) return value.slice(0, 2).map(trim);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  }
  return value;
}

/** `make` called at most once: later calls answer the first call's promise. */
function once<T>(make: (() => Promise<T>) | undefined): (() => Promise<T>) | undefined {
  if (!make) return undefined;
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const fake = await startFakeChallonge();
const roblox = await startFakeRoblox();
const dir = mkdtempSync(join(tmpdir(), 'league-examples-'));
mkdirSync(join(dir, 'backups'));
const database = await openDatabase({ dataDir: dir });
await migrateDatabase(database);
// A fixed clock: the same league, dates included, on every capture.
await seedDemo(database.db, { scale: 1, now: new Date('2026-11-24T12:00:00Z') });
const config = loadConfig({
  JWT_SECRET: 'examples-secret-examples-secret-examples',
  CHALLONGE_API_URL: fake.url,
  CHALLONGE_API_KEY: FAKE_CHALLONGE_KEY,
  // The capture sends each example once or twice; no limit should answer for it.
  ...RATE_LIMITS_OUT_OF_REACH,
  ROBLOX_USERS_API: roblox.url,
  ROBLOX_THUMBNAILS_API: roblox.url,
  BACKUP_DIR: join(dir, 'backups'),
  // Sign-in starts need the providers configured; they are never called while capturing.
  DISCORD_CLIENT_ID: '1187651234567890123',
  DISCORD_CLIENT_SECRET: 'examples-only',
  ROBLOX_CLIENT_ID: '4857261930485726193',
  ROBLOX_CLIENT_SECRET: 'examples-only',
} as NodeJS.ProcessEnv);
const app = await buildApp({ config, database });
await app.ready();
// A scheduled backup and its restore drill at a fixed time, so the backups' state has something to show.
await createBackupScheduler({
  db: database.db,
  dir: join(dir, 'backups'),
  retention: { hourlyKeep: 48, dailyKeep: 30 },
  drill: (file) => runRestoreDrill(file, { scratchRoot: dir }),
  now: () => new Date('2026-11-24T13:00:00Z'),
}).tick();
const db = database.db;
const reads = await demoReads(db);
const [latest] = await db
  .select({ n: seasons.seasonNumber })
  .from(seasons)
  .orderBy(desc(seasons.seasonNumber))
  .limit(1);
const unique = realisticNames();
const writes = freshLeagues(db, latest!.n, unique);

/** The demo account a route is shown for: the role its example names, else the least its guard lets through. */
async function callerOf(route: RouteOptions): Promise<{ id: number; username: string } | null> {
  const guard = app.routeTable.find((r) => r.method === route.method && r.url === route.url)?.role;
  const role = route.config?.example?.as ?? guard;
  if (!role) return null;
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNT[role]));
  return row!;
}

// Writes first (each on a league of its own), then reads (which then see what the writes left: deliveries,
// activity entries), then deletes.
const order = (route: RouteOptions) => (route.method === 'DELETE' ? 2 : route.method === 'GET' ? 1 : 0);
const routes = [...documentedRoutes(app)].sort((a, b) => order(a) - order(b));
const examples: Record<string, { request?: unknown; response: unknown }> = {};
for (const route of routes) {
  const caller = await callerOf(route);
  // A write's example names one league however many of its parts ask for it (its path and its body).
  const overrides = route.method === 'GET' ? reads : { ...writes, league: once(writes.league) };
  const refs = testExampleRefs({ app, db, caller, overrides: { unique, ...overrides } });
  const request = await exampleRequest(route, refs);
  if (!request) continue;
  // A game server's route is called with a league API key rather than a member's token.
  const scope = app.routeTable.find((r) => r.method === route.method && r.url === route.url)?.scope;
  const res = await app.inject({
    method: route.method as 'GET',
    url: request.url,
    headers: {
      ...(caller ? authHeader(await app.tokens.sign(caller.id)) : {}),
      ...(scope ? leagueKeyHeaders((await refs.leagueKey()).key) : {}),
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
  });
  const key = `${route.method} ${route.url}`;
  if (res.statusCode >= 300)
    throw new Error(`${key} (${request.url}) answered ${res.statusCode}: ${res.body}`);
  examples[key] = {
    ...(request.payload === undefined ? {} : { request: request.payload }),
    response: trim(res.json()),
  };
}

const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} operations captured in ${OUT.pathname}`);
await app.close();
await database.close();
await fake.close();
roblox.close();
rmSync(dir, { recursive: true, force: true });
