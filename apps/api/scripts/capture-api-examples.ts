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
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@league/shared/domain/league';
import { desc, eq, inArray } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { documentedRoutes } from '../src/api-docs/install.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createBackupScheduler } from '../src/db/backup-schedule.ts';
import { type Db, migrateDatabase, openDatabase } from '../src/db/client.ts';
import { runRestoreDrill } from '../src/db/restore-drill.ts';
import {
  articles,
  awards,
  games,
  matches,
  players,
  seasons,
  stats,
  teamPlayers,
  teams,
  users,
} from '../src/db/schema.ts';
import { seedDemo } from '../src/demo-league/seed-demo.ts';
import {
  type ExampleLeague,
  type ExampleRefs,
  exampleRequest,
  leagueKeyHeaders,
} from '../src/lib/route-facts.ts';
import { authHeader } from '../test/helpers/auth.ts';
import { testExampleRefs } from '../test/helpers/example-refs.ts';
import { FAKE_CHALLONGE_KEY, startFakeChallonge } from '../test/helpers/fake-challonge.ts';

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

/** Answers the two Roblox calls an avatar look-up makes, for any username, as Roblox would. */
async function startFakeRoblox(): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/v1/usernames/users')) {
      res.end(JSON.stringify({ data: [{ requestedUsername: 'player', id: 1_520_334, name: 'player' }] }));
    } else {
      const imageUrl =
        'https://tr.rbxcdn.com/30DAY-AvatarHeadshot-1520334/420/420/AvatarHeadshot/Png/noFilter';
      res.end(JSON.stringify({ data: [{ targetId: 1_520_334, state: 'Completed', imageUrl }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** The demo league's current season, read as it was seeded: its latest game, its two teams, one player each. */
async function demoLeague(db: Db): Promise<ExampleLeague> {
  const [game] = await db
    .select({ id: games.id, seasonId: games.seasonId, team1Id: games.team1Id, team2Id: games.team2Id })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .orderBy(desc(seasons.seasonNumber), desc(games.date))
    .limit(1);
  const [season] = await db.select().from(seasons).where(eq(seasons.id, game!.seasonId));
  const teamOf = async (teamId: number) => {
    const team = await db.query.teams.findFirst({ where: (t, { eq }) => eq(t.id, teamId) });
    const [member] = await db
      .select({ id: teamPlayers.playerId })
      .from(teamPlayers)
      .where(eq(teamPlayers.teamId, teamId))
      .orderBy(teamPlayers.playerId)
      .limit(1);
    const player = await db.query.players.findFirst({ where: (p, { eq }) => eq(p.id, member!.id) });
    return { team: { id: team!.id, name: team!.name }, player: { id: player!.id, name: player!.name } };
  };
  const [side1, side2] = [await teamOf(game!.team1Id), await teamOf(game!.team2Id)];
  return {
    seasonId: season!.id,
    seasonNumber: season!.seasonNumber,
    team1: side1.team,
    team2: side2.team,
    player1: side1.player,
    player2: side2.player,
    gameId: game!.id,
  };
}

/** What reads show: rows of the demo league itself. */
async function demoReads(db: Db): Promise<Partial<ExampleRefs>> {
  const league = await demoLeague(db);
  const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;
  return {
    league: async () => league,
    statLine: () =>
      first(
        db
          .select({ id: stats.id })
          .from(stats)
          .where(eq(stats.gameId, league.gameId))
          .orderBy(stats.id)
          .limit(1),
      ),
    match: () => first(db.select({ id: matches.id }).from(matches).orderBy(desc(matches.date)).limit(1)),
    award: () => first(db.select({ id: awards.id }).from(awards).orderBy(desc(awards.id)).limit(1)),
    article: () =>
      first(
        db
          .select({ id: articles.id })
          .from(articles)
          .where(eq(articles.approved, true))
          .orderBy(desc(articles.id))
          .limit(1),
      ),
  };
}

/**
 * What writes act on: a small league of its own for each, named as the league would name it (the next
 * season numbers, a winter cup, two teams with one player each and a game between them).
 */
function freshLeagues(db: Db, firstNumber: number, unique: (base: string) => string): Partial<ExampleRefs> {
  let number = firstNumber;
  const season = async (theme: string) => {
    const seasonNumber = ++number;
    const [row] = await db
      .insert(seasons)
      .values({ seasonNumber, theme, startDate: '2027-01-09' })
      .returning({ id: seasons.id });
    return { id: row!.id, seasonNumber };
  };
  return {
    freeSeasonNumber: async () => ++number,
    emptySeason: () => season('Spring Open'),
    async league() {
      // The demo league's players are named like these (word_number): skip numbers whose names it uses.
      const taken = async (n: number) =>
        (
          await db
            .select({ id: players.id })
            .from(players)
            .where(inArray(players.name, [`skyhook_${n}`, `lowdig_${n}`]))
        ).length > 0;
      while (await taken(number + 1)) number++;
      const { id: seasonId, seasonNumber } = await season('Winter Cup');
      const [team1, team2] = await db
        .insert(teams)
        .values([
          { name: 'Harbor Hawks', seasonId },
          { name: 'Night Owls', seasonId },
        ])
        .returning({ id: teams.id, name: teams.name });
      const [player1, player2] = await db
        .insert(players)
        .values([
          // Through `unique`: other examples create players of these names too (the batch create's).
          { name: unique(`skyhook_${seasonNumber}`), position: 'Spiker' },
          { name: unique(`lowdig_${seasonNumber}`), position: 'Libero' },
        ])
        .returning({ id: players.id, name: players.name });
      await db.insert(teamPlayers).values([
        { teamId: team1!.id, playerId: player1!.id },
        { teamId: team2!.id, playerId: player2!.id },
      ]);
      const [game] = await db
        .insert(games)
        .values({
          name: 'Harbor Hawks vs. Night Owls',
          date: new Date('2027-01-09T20:00:00Z'),
          stage: 'Winners Bracket; Quarterfinals',
          seasonId,
          team1Id: team1!.id,
          team2Id: team2!.id,
          team1Score: 3,
          team2Score: 1,
        })
        .returning({ id: games.id });
      return {
        seasonId,
        seasonNumber,
        team1: team1!,
        team2: team2!,
        player1: player1!,
        player2: player2!,
        gameId: game!.id,
      };
    },
  };
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

/** Names as a league would give them: each the first time as it is, then numbered. */
function realisticNames(): (base: string) => string {
  const used = new Map<string, number>();
  return (base) => {
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
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
  AUTH_RATE_LIMIT: '1000',
  // The capture sends each example once or twice; no limit should answer for it.
  SIGNUP_RATE_LIMIT: '100000',
  GUEST_WRITE_RATE_LIMIT: '100000',
  MEMBER_WRITE_RATE_LIMIT: '100000',
  STAFF_WRITE_RATE_LIMIT: '100000',
  GAME_SERVER_RATE_LIMIT: '100000',
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
