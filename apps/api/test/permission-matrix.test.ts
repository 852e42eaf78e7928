/**
 * Who may write what (decisions §2), for EVERY mutating route of the API (POST/PATCH/PUT/DELETE under /api).
 *
 * Adding a write route? Add one row to MATRIX below, or this test fails and tells you which route is missing:
 *   { method, path (as registered, `:id` params), expect: { guest, user, admin, superadmin }, request }
 * `request(f)` is called once per role, before that role's call, and answers `{ url?, payload? }`; create a
 * fresh target there (f.db, f.insert…) so that e.g. the admin's successful delete does not leave the
 * superadmin a 404. `f.actor` is the user making the call (null for the guest).
 *
 * Also checked: a row expecting 401 for guests belongs to a route that declares a guard (so the 401 is not an
 * accident of the handler), guests get that 401 even with an empty body (the guard runs before validation),
 * and a route without a guard must be listed as open to guests.
 */

import { STAT_FIELDS } from '@league/shared/domain/league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleLikes, articles, games, players, seasons, teamPlayers, teams } from '../src/db/schema.ts';
import { authHeader, createUser, type TestUser, tokenFor } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Role = 'guest' | 'user' | 'admin' | 'superadmin';
type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Fixtures {
  t: TestApp;
  db: TestApp['db'];
  actor: TestUser | null;
  /** A name no other call used. */
  unique(prefix?: string): string;
  createUser: typeof createUser;
  /** An article by `authorId` (default: a fresh user), pending unless `approved` is given. */
  article(options?: { authorId?: number; approved?: boolean | null; likedBy?: number }): Promise<number>;
  /** A fresh season with two teams, one rostered player each, and one game between them. */
  league(): Promise<LeagueFixture>;
}

interface LeagueFixture {
  seasonId: number;
  team1: { id: number; name: string };
  team2: { id: number; name: string };
  player1: { id: number; name: string };
  player2: { id: number; name: string };
  gameId: number;
}

const ZERO_LINE = Object.fromEntries(STAT_FIELDS.map((f) => [f, 0]));

interface MatrixRow {
  method: Method;
  path: string;
  expect: Record<Role, number>;
  request?: (
    f: Fixtures,
  ) => Promise<{ url?: string; payload?: unknown }> | { url?: string; payload?: unknown };
}

const validArticle = {
  title: 'Matrix article',
  summary: 'A summary long enough to pass the fifty character minimum of the rules.',
  content: 'Long enough content for the two hundred and forty character minimum. '.repeat(4),
  imageUrl: 'https://images.example.com/a.png',
};

// biome-ignore format: one row per route keeps the table readable
const MATRIX: MatrixRow[] = [
  // ── accounts ──
  { method: 'POST', path: '/api/users/register', expect: { guest: 201, user: 201, admin: 201, superadmin: 201 }, request: (f) => ({ payload: { username: f.unique('reg'), email: `${f.unique('reg')}@example.test`, password: 'secret1' } }) },
  { method: 'POST', path: '/api/users/login', expect: { guest: 200, user: 200, admin: 200, superadmin: 200 }, request: async (f) => { const u = await f.createUser(f.db, { password: 'matrix-pass' }); return { payload: { username: u.username, password: 'matrix-pass' } }; } },
  { method: 'PATCH', path: '/api/admin/users/:id/role', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/admin/users/${(await f.createUser(f.db)).id}/role`, payload: { role: 'admin' } }) },
  // ── articles ──
  { method: 'POST', path: '/api/articles', expect: { guest: 401, user: 201, admin: 201, superadmin: 201 }, request: () => ({ payload: validArticle }) },
  { method: 'PATCH', path: '/api/articles/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/articles/${await f.article()}`, payload: { approved: true } }) },
  { method: 'DELETE', path: '/api/articles/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/articles/${await f.article({ approved: true })}` }) },
  { method: 'POST', path: '/api/articles/:id/like', expect: { guest: 401, user: 200, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/articles/${await f.article({ approved: true })}/like` }) },
  { method: 'DELETE', path: '/api/articles/:id/like', expect: { guest: 401, user: 200, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/articles/${await f.article({ approved: true, likedBy: f.actor?.id })}/like` }) },
  // ── records ──
  { method: 'POST', path: '/api/records/calculate', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 } },
  // ── stat sheets and match imports (staff) ──
  { method: 'POST', path: '/api/stats/batch-csv', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { gameData: { teamNames: [l.team1.name, l.team2.name], seasonId: l.seasonId, team1Score: 3, team2Score: 1, stage: 'Grand Finals' }, statsData: [{ ...ZERO_LINE, playerName: l.player1.name, teamName: l.team1.name, spikeAttempts: 3, spikeKills: 2 }] } }; } },
  { method: 'POST', path: '/api/stats/add-to-game', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { gameId: l.gameId, statsData: [{ ...ZERO_LINE, playerName: l.player2.name, digs: 4 }] } }; } },
  // Challonge is not configured in this app, so staff get past the guard and meet the validation (400).
  { method: 'POST', path: '/api/matches/import-challonge', expect: { guest: 401, user: 403, admin: 400, superadmin: 400 }, request: () => ({ payload: { seasonId: 1 } }) },
  { method: 'POST', path: '/api/matches/import-file', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => { const l = await f.league(); return { payload: { seasonId: l.seasonId, matches: [{ matchNumber: f.unique('M'), round: 'Round 1', date: '2026-11-20T20:00:00Z', team1Name: l.team1.name, team2Name: l.team2.name }] } }; } },
];

const ROLES: Role[] = ['guest', 'user', 'admin', 'superadmin'];
const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const key = (method: string, path: string) => `${method} ${path}`;

let t: TestApp;
const actors = {} as Record<Role, { user: TestUser | null; headers: Record<string, string> }>;
let counter = 0;

function fixtures(actor: TestUser | null): Fixtures {
  return {
    t,
    db: t.db,
    actor,
    unique: (prefix = 'm') => `${prefix}_${++counter}`,
    createUser,
    async article({ authorId, approved = null, likedBy } = {}) {
      const userId = authorId ?? (await createUser(t.db)).id;
      const [row] = await t.db
        .insert(articles)
        .values({ ...validArticle, userId, approved, likes: likedBy === undefined ? 0 : 1 })
        .returning({ id: articles.id });
      if (likedBy !== undefined)
        await t.db.insert(articleLikes).values({ articleId: row!.id, userId: likedBy });
      return row!.id;
    },
    async league() {
      const n = ++counter;
      const [season] = await t.db
        .insert(seasons)
        .values({ seasonNumber: 500 + n, theme: `Matrix ${n}`, startDate: '2026-01-01' })
        .returning({ id: seasons.id });
      const [team1, team2] = await t.db
        .insert(teams)
        .values([
          { name: `Matrix Home ${n}`, seasonId: season!.id },
          { name: `Matrix Away ${n}`, seasonId: season!.id },
        ])
        .returning({ id: teams.id, name: teams.name });
      const [player1, player2] = await t.db
        .insert(players)
        .values([{ name: `matrix_p${n}a` }, { name: `matrix_p${n}b` }])
        .returning({ id: players.id, name: players.name });
      await t.db.insert(teamPlayers).values([
        { teamId: team1!.id, playerId: player1!.id },
        { teamId: team2!.id, playerId: player2!.id },
      ]);
      const [game] = await t.db
        .insert(games)
        .values({
          date: new Date(),
          seasonId: season!.id,
          team1Id: team1!.id,
          team2Id: team2!.id,
          team1Score: 2,
          team2Score: 0,
        })
        .returning({ id: games.id });
      return {
        seasonId: season!.id,
        team1: team1!,
        team2: team2!,
        player1: player1!,
        player2: player2!,
        gameId: game!.id,
      };
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  actors.guest = { user: null, headers: {} };
  for (const role of ['user', 'admin', 'superadmin'] as const) {
    const user = await createUser(t.db, { role });
    actors[role] = { user, headers: authHeader(await tokenFor(t.app, user)) };
  }
});
afterAll(() => t.close());

describe('permission matrix', () => {
  const writeRoutes = () =>
    t.app.routeGuards.filter(
      (r) => MUTATING.has(r.method) && (r.url === '/api' || r.url.startsWith('/api/')),
    );

  it('lists every write route of the API (add a row to MATRIX for a new one)', () => {
    const listed = new Set(MATRIX.map((row) => key(row.method, row.path)));
    const missing = writeRoutes().filter((r) => !listed.has(key(r.method, r.url)));
    const template = missing.map(
      (r) =>
        `{ method: '${r.method}', path: '${r.url}', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: (f) => ({ payload: {} }) },`,
    );
    expect(template, 'write routes missing from MATRIX; add (and adjust) these rows').toEqual([]);
  });

  it('has no rows for routes that do not exist', () => {
    const registered = new Set(writeRoutes().map((r) => key(r.method, r.url)));
    const stale = MATRIX.map((row) => key(row.method, row.path)).filter((k) => !registered.has(k));
    expect(stale, 'MATRIX rows without a route').toEqual([]);
  });

  it('has a guard on every write route that is not open to guests', () => {
    const byKey = new Map(writeRoutes().map((r) => [key(r.method, r.url), r.guarded]));
    const unguarded = MATRIX.filter(
      (row) => row.expect.guest === 401 && byKey.get(key(row.method, row.path)) === false,
    );
    expect(unguarded.map((row) => key(row.method, row.path))).toEqual([]);
    const openToGuests = MATRIX.filter((row) => byKey.get(key(row.method, row.path)) === false);
    for (const row of openToGuests) expect(row.expect.guest, key(row.method, row.path)).toBeLessThan(300);
  });

  describe.each(MATRIX)('$method $path', (row) => {
    it.each(ROLES)('as %s', async (role) => {
      const actor = actors[role];
      const { url = row.path, payload } = (await row.request?.(fixtures(actor.user))) ?? {};
      const res = await t.app.inject({
        method: row.method,
        url,
        headers: { ...actor.headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${role} ${row.method} ${url}: ${res.body.slice(0, 300)}`).toBe(
        row.expect[role],
      );
      if (res.statusCode === 401) expect(res.json().message).toBe('You must be logged in');
      if (res.statusCode === 403) expect(res.json().code).toBe('FORBIDDEN');
    });
  });
});

describe.each(MATRIX.filter((row) => row.expect.guest === 401))(
  '$method $path as a guest with an empty body',
  (row) => {
    it('is refused with 401 before the body is looked at', async () => {
      const url = row.path.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: row.method,
        url,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(401);
    });
  },
);
