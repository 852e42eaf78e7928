/**
 * Who may write what (docs/product/accounts.md#permissions), for EVERY mutating route of the API
 * (POST/PATCH/PUT/DELETE under /api).
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
import {
  articleLikes,
  articles,
  awardPlayers as awardPlayerTable,
  awards as awardTable,
  chatDeliveries,
  chatWebhooks,
  matches as matchTable,
  players,
  seasons,
  stats as statTable,
  teamPlayers,
  teams,
} from '../src/db/schema.ts';
import { authHeader, createUser, type TestUser, tokenFor } from './helpers/auth.ts';
import { insertSmallLeague, type SmallLeague } from './helpers/fixtures.ts';
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

type LeagueFixture = SmallLeague;

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

/** A fresh league with one stat line (player 1 in the game); answers the line's id. */
async function statLineFixture(f: Fixtures): Promise<number> {
  const l = await f.league();
  const [line] = await f.db
    .insert(statTable)
    .values({ gameId: l.gameId, playerId: l.player1.id, spikeKills: 1, spikeAttempts: 2 })
    .returning({ id: statTable.id });
  return line!.id;
}

/** A fresh scheduled match in a fresh season; answers its id. */
async function matchFixture(f: Fixtures): Promise<number> {
  const l = await f.league();
  const [match] = await f.db
    .insert(matchTable)
    .values({
      matchNumber: f.unique('Match'),
      round: 'Round 1',
      date: new Date('2026-11-20T20:00:00Z'),
      team1Name: l.team1.name,
      team2Name: l.team2.name,
      seasonId: l.seasonId,
    })
    .returning({ id: matchTable.id });
  return match!.id;
}

/** A fresh season with nothing in it; season numbers from 5001 up stay clear of `league()`'s. */
let emptySeasons = 0;
async function emptySeasonFixture(f: Fixtures): Promise<{ id: number; seasonNumber: number }> {
  const seasonNumber = 5000 + ++emptySeasons;
  const [season] = await f.db
    .insert(seasons)
    .values({ seasonNumber, theme: `Empty ${seasonNumber}`, startDate: '2026-01-01' })
    .returning({ id: seasons.id });
  return { id: season!.id, seasonNumber };
}

/** A fresh team without games (one rostered player); answers its id. */
async function teamWithoutGamesFixture(f: Fixtures): Promise<number> {
  const season = await emptySeasonFixture(f);
  const [team] = await f.db
    .insert(teams)
    .values({ name: f.unique('Team'), seasonId: season.id })
    .returning({ id: teams.id });
  const [player] = await f.db
    .insert(players)
    .values({ name: f.unique('rostered') })
    .returning({ id: players.id });
  await f.db.insert(teamPlayers).values({ teamId: team!.id, playerId: player!.id });
  return team!.id;
}

/** A fresh award given to a fresh league's first player; answers its id. */
async function awardFixture(f: Fixtures): Promise<number> {
  const l = await f.league();
  const [award] = await f.db
    .insert(awardTable)
    .values({ type: 'MVP', description: 'Matrix award', seasonId: l.seasonId })
    .returning({ id: awardTable.id });
  await f.db.insert(awardPlayerTable).values({ awardId: award!.id, playerId: l.player1.id });
  return award!.id;
}

/** A fresh chat webhook (its address refuses connections); answers its id. */
async function webhookFixture(f: Fixtures): Promise<number> {
  const [row] = await f.db
    .insert(chatWebhooks)
    .values({
      name: f.unique('Hook'),
      url: 'http://127.0.0.1:9/hooks/matrix-token',
      events: ['match-completed'],
    })
    .returning({ id: chatWebhooks.id });
  return row!.id;
}

/** A failed delivery of a fresh webhook; answers its id. */
async function failedDeliveryFixture(f: Fixtures): Promise<number> {
  const webhookId = await webhookFixture(f);
  const [row] = await f.db
    .insert(chatDeliveries)
    .values({
      webhookId,
      event: 'article-approved',
      eventKey: f.unique('key'),
      facts: {
        kind: 'article-approved',
        article: { id: 1, title: 'T', summary: 'S', author: null, imageUrl: null },
      },
      status: 'failed',
      attempts: 8,
    })
    .returning({ id: chatDeliveries.id });
  return row!.id;
}

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
  // ── games, stats and matches (staff writes; only superadmins delete) ──
  { method: 'POST', path: '/api/games/createByNames', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { name: f.unique('Game'), seasonId: l.seasonId, teamNames: [l.team2.name, l.team1.name], team1Score: 2, team2Score: 1, videoUrl: null, date: '2026-02-01T20:00:00Z', stage: 'Grand Finals' } }; } },
  { method: 'PATCH', path: '/api/games/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/games/${(await f.league()).gameId}`, payload: { team1Score: 3, stage: '3rd Place Match' } }) },
  { method: 'DELETE', path: '/api/games/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/games/${(await f.league()).gameId}` }) },
  { method: 'POST', path: '/api/stats', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { ...ZERO_LINE, gameId: l.gameId, playerId: l.player1.id, digs: 3 } }; } },
  { method: 'POST', path: '/api/stats/by-name', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { ...ZERO_LINE, gameId: l.gameId, playerName: l.player2.name.toUpperCase(), aces: 1 } }; } },
  { method: 'PATCH', path: '/api/stats/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/stats/${await statLineFixture(f)}`, payload: { digs: 5 } }) },
  { method: 'DELETE', path: '/api/stats/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/stats/${await statLineFixture(f)}` }) },
  { method: 'POST', path: '/api/matches', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { matchNumber: f.unique('Match'), status: 'scheduled', round: 'Round 1', date: '2026-11-21T20:00:00Z', seasonId: l.seasonId, team1Name: l.team1.name, team2Name: l.team2.name, tags: 'NA, Week 1' } }; } },
  { method: 'PATCH', path: '/api/matches/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/matches/${await matchFixture(f)}`, payload: { status: 'completed' } }) },
  { method: 'DELETE', path: '/api/matches/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/matches/${await matchFixture(f)}` }) },
  { method: 'POST', path: '/api/matches/post-tonight', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => { const l = await f.league(); await f.db.insert(matchTable).values({ matchNumber: f.unique('Tonight'), round: 'Round 1', date: new Date(), team1Name: l.team1.name, team2Name: l.team2.name, seasonId: l.seasonId }); return {}; } },
  // ── chat webhooks (the Settings page: superadmins only) ──
  { method: 'POST', path: '/api/chat-webhooks', expect: { guest: 401, user: 403, admin: 403, superadmin: 201 }, request: (f) => ({ payload: { name: f.unique('Hook'), url: 'https://discord.com/api/webhooks/1/matrix-token', events: ['match-completed'] } }) },
  { method: 'PATCH', path: '/api/chat-webhooks/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/chat-webhooks/${await webhookFixture(f)}`, payload: { events: ['article-approved'] } }) },
  { method: 'DELETE', path: '/api/chat-webhooks/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/chat-webhooks/${await webhookFixture(f)}` }) },
  { method: 'POST', path: '/api/chat-webhooks/:id/test', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/chat-webhooks/${await webhookFixture(f)}/test` }) },
  { method: 'POST', path: '/api/chat-deliveries/:id/retry', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/chat-deliveries/${await failedDeliveryFixture(f)}/retry` }) },
  // ── seasons, teams, players and awards (staff writes; only superadmins delete) ──
  { method: 'POST', path: '/api/seasons', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: () => ({ payload: { seasonNumber: 6000 + ++emptySeasons, theme: 'Matrix season', startDate: '2026-03-01', endDate: '2026-05-01' } }) },
  { method: 'PATCH', path: '/api/seasons/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/seasons/${(await f.league()).seasonId}`, payload: { theme: 'Renamed season' } }) },
  { method: 'DELETE', path: '/api/seasons/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/seasons/${(await emptySeasonFixture(f)).id}` }) },
  { method: 'POST', path: '/api/teams', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => ({ payload: { name: f.unique('Team'), seasonNumber: (await emptySeasonFixture(f)).seasonNumber, placement: 'Top 8 (D2)' } }) },
  { method: 'PATCH', path: '/api/teams/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/teams/${(await f.league()).team1.id}`, payload: { placement: '1st Place' } }) },
  { method: 'DELETE', path: '/api/teams/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/teams/${await teamWithoutGamesFixture(f)}` }) },
  { method: 'POST', path: '/api/players/batch/by-team-name', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: [{ name: f.unique('batch'), position: 'Setter', teamNames: [l.team1.name] }] }; } },
  { method: 'PATCH', path: '/api/players/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/players/${(await f.league()).player1.id}`, payload: { position: 'Libero' } }) },
  { method: 'DELETE', path: '/api/players/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/players/${(await f.league()).player1.id}` }) },
  { method: 'POST', path: '/api/awards/with-names', expect: { guest: 401, user: 403, admin: 201, superadmin: 201 }, request: async (f) => { const l = await f.league(); return { payload: { type: 'MVP', description: 'Matrix MVP', seasonId: l.seasonId, playerName: l.player1.name.toUpperCase() } }; } },
  { method: 'PATCH', path: '/api/awards/:id', expect: { guest: 401, user: 403, admin: 200, superadmin: 200 }, request: async (f) => ({ url: `/api/awards/${await awardFixture(f)}`, payload: { description: 'Edited award' } }) },
  { method: 'DELETE', path: '/api/awards/:id', expect: { guest: 401, user: 403, admin: 403, superadmin: 200 }, request: async (f) => ({ url: `/api/awards/${await awardFixture(f)}` }) },
  // ── trivia (public: anyone may play) ──
  { method: 'POST', path: '/api/trivia/guess', expect: { guest: 200, user: 200, admin: 200, superadmin: 200 }, request: async (f) => { await f.league(); const item = (await f.t.app.inject('/api/trivia/season?difficulty=easy')).json() as { id: string }; return { payload: { type: 'season', id: item.id, guess: '', giveUp: true } }; } },
  { method: 'POST', path: '/api/trivia/daily/start', expect: { guest: 200, user: 200, admin: 200, superadmin: 200 }, request: async (f) => { await f.league(); return {}; } },
  { method: 'POST', path: '/api/trivia/daily/guess', expect: { guest: 200, user: 200, admin: 200, superadmin: 200 }, request: async (f) => { await f.league(); const play = (await f.t.app.inject({ method: 'POST', url: '/api/trivia/daily/start' })).json() as { token: string }; return { payload: { token: play.token, guess: '', giveUp: true } }; } },
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
    league: () => insertSmallLeague(t.db, 'Matrix', 500 + ++counter),
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
