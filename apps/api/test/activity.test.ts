/**
 * The staff activity log (docs/product/activity.md). Walks EVERY staff write route of the route table (a
 * write route whose guard asks for admin or superadmin, plus the moderator's article delete): each success
 * leaves exactly one entry, naming the caller, the kind and the entity; each failure (a 404, a conflict, a
 * refused value, an invalid body) leaves none. A new staff route without a row in STAFF_WRITES fails here.
 * Then who may read the log, its filters, the diff of an edit, and the retention.
 */
import { STAT_FIELDS } from '@league/shared/domain/league';
import type { AuditEntityType, AuditEntry, AuditKind } from '@league/shared/schemas/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  articles,
  auditEntries,
  awardPlayers,
  awards,
  chatDeliveries,
  chatWebhooks,
  matches,
  seasons,
  stats,
  teams,
} from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { auditedWrite, pruneActivity } from '../src/features/audit/service.ts';
import { authHeader, createUser, type TestUser, tokenFor } from './helpers/auth.ts';
import { FAKE_CHALLONGE_KEY, type FakeChallonge, startFakeChallonge } from './helpers/fake-challonge.ts';
import { insertSmallLeague, type SmallLeague } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Call {
  url?: string;
  payload?: unknown;
}
interface Failure extends Call {
  status: number;
}
type League = SmallLeague;
interface StaffWrite {
  kind: AuditKind;
  entityType: AuditEntityType;
  ok: () => Promise<Call> | Call;
  /** Passes the body's schema and is refused by the write (404, 409, 400). null: no way to fail (a recalculation). */
  fail: (() => Promise<Failure> | Failure) | null;
}

const ZERO_LINE = Object.fromEntries(STAT_FIELDS.map((f) => [f, 0]));
const MISSING = 999_999;

let t: TestApp;
let fake: FakeChallonge;
let superadmin: TestUser;
let admin: TestUser;
let member: TestUser;
const headers = {} as Record<'superadmin' | 'admin' | 'member', Record<string, string>>;
let n = 0;

function league(): Promise<League> {
  return insertSmallLeague(t.db, 'Audit', 700 + ++n);
}

async function emptySeason(): Promise<{ id: number; seasonNumber: number }> {
  const seasonNumber = 7000 + ++n;
  const [row] = await t.db
    .insert(seasons)
    .values({ seasonNumber, theme: `Empty ${seasonNumber}`, startDate: '2026-01-01' })
    .returning({ id: seasons.id });
  return { id: row!.id, seasonNumber };
}

async function statLine(l: League): Promise<number> {
  const [row] = await t.db
    .insert(stats)
    .values({ gameId: l.gameId, playerId: l.player1.id, spikeKills: 1, spikeAttempts: 2 })
    .returning({ id: stats.id });
  return row!.id;
}

async function match(l: League, date = new Date('2026-11-20T20:00:00Z')): Promise<number> {
  const [row] = await t.db
    .insert(matches)
    .values({
      matchNumber: `A-${++n}`,
      round: 'Round 1',
      date,
      team1Name: l.team1.name,
      team2Name: l.team2.name,
      seasonId: l.seasonId,
    })
    .returning({ id: matches.id });
  return row!.id;
}

async function award(l: League): Promise<number> {
  const [row] = await t.db
    .insert(awards)
    .values({ type: 'MVP', description: 'Audit award', seasonId: l.seasonId })
    .returning({ id: awards.id });
  await t.db.insert(awardPlayers).values({ awardId: row!.id, playerId: l.player1.id });
  return row!.id;
}

const validArticle = {
  title: 'Audit article',
  summary: 'A summary long enough to pass the fifty character minimum of the rules.',
  content: 'Long enough content for the two hundred and forty character minimum. '.repeat(4),
  imageUrl: 'https://images.example.com/a.png',
};

async function article(approved: boolean | null = null): Promise<number> {
  const [row] = await t.db
    .insert(articles)
    .values({ ...validArticle, userId: member.id, approved })
    .returning({ id: articles.id });
  return row!.id;
}

const challongeImport = (seasonId: number, url = 'https://challonge.com/vl-s14') => ({
  challongeUrl: url,
  seasonId,
  roundStartDate: '2026-11-20T18:00:00Z',
  roundEndDate: '2026-11-20T22:00:00Z',
  matchSpacingMinutes: 30,
});

// biome-ignore format: one row per route keeps the table readable
const STAFF_WRITES: Record<string, StaffWrite> = {
  'PATCH /api/admin/users/:id/role': { kind: 'role-change', entityType: 'user',
    ok: async () => ({ url: `/api/admin/users/${(await createUser(t.db)).id}/role`, payload: { role: 'admin' } }),
    fail: () => ({ url: `/api/admin/users/${superadmin.id}/role`, payload: { role: 'user' }, status: 403 }) },
  'PATCH /api/articles/:id': { kind: 'approval', entityType: 'article',
    ok: async () => ({ url: `/api/articles/${await article()}`, payload: { approved: true } }),
    fail: () => ({ url: `/api/articles/${MISSING}`, payload: { approved: true }, status: 404 }) },
  'DELETE /api/articles/:id': { kind: 'delete', entityType: 'article',
    ok: async () => ({ url: `/api/articles/${await article(true)}` }),
    fail: () => ({ url: `/api/articles/${MISSING}`, status: 404 }) },
  'POST /api/records/calculate': { kind: 'recalculation', entityType: 'records', ok: () => ({}), fail: null },
  'POST /api/stats/batch-csv': { kind: 'upload', entityType: 'game',
    ok: async () => { const l = await league(); return { payload: { gameData: { teamNames: [l.team1.name, l.team2.name], seasonId: l.seasonId, team1Score: 3, team2Score: 1, stage: 'Grand Finals' }, statsData: [{ ...ZERO_LINE, playerName: l.player1.name, teamName: l.team1.name, spikeAttempts: 3, spikeKills: 2 }] } }; },
    fail: async () => { const l = await league(); return { payload: { gameData: { teamNames: [l.team1.name, l.team2.name], seasonId: l.seasonId, team1Score: 3, team2Score: 1, stage: 'Grand Finals' }, statsData: [{ ...ZERO_LINE, playerName: 'nobody_here' }] }, status: 400 }; } },
  'POST /api/stats/add-to-game': { kind: 'upload', entityType: 'game',
    ok: async () => { const l = await league(); return { payload: { gameId: l.gameId, statsData: [{ ...ZERO_LINE, playerName: l.player2.name, digs: 4 }] } }; },
    fail: async () => { const l = await league(); await statLine(l); return { payload: { gameId: l.gameId, statsData: [{ ...ZERO_LINE, playerName: l.player1.name, digs: 4 }] }, status: 409 }; } },
  'POST /api/matches/import-challonge': { kind: 'import', entityType: 'match',
    ok: async () => ({ payload: challongeImport((await emptySeason()).id) }),
    fail: async () => ({ payload: challongeImport((await emptySeason()).id, 'https://challonge.com/no-such-bracket'), status: 400 }) },
  'POST /api/matches/import-file': { kind: 'import', entityType: 'match',
    ok: async () => { const l = await league(); return { payload: { seasonId: l.seasonId, matches: [{ matchNumber: `F-${++n}`, round: 'Round 1', date: '2026-11-20T20:00:00Z', team1Name: l.team1.name, team2Name: l.team2.name }] } }; },
    fail: () => ({ payload: { seasonId: MISSING, matches: [{ matchNumber: 'F-x', round: 'Round 1', date: '2026-11-20T20:00:00Z', team1Name: 'A', team2Name: 'B' }] }, status: 400 }) },
  'POST /api/games/createByNames': { kind: 'create', entityType: 'game',
    ok: async () => { const l = await league(); return { payload: { name: `Created ${++n}`, seasonId: l.seasonId, teamNames: [l.team2.name, l.team1.name], team1Score: 2, team2Score: 1, videoUrl: null, date: '2026-02-01T20:00:00Z', stage: 'Grand Finals' } }; },
    fail: async () => { const l = await league(); return { payload: { name: 'Nope', seasonId: l.seasonId, teamNames: [l.team1.name, 'No Such Team'], team1Score: 2, team2Score: 1, videoUrl: null, date: '2026-02-01T20:00:00Z', stage: 'Grand Finals' }, status: 400 }; } },
  'PATCH /api/games/:id': { kind: 'edit', entityType: 'game',
    ok: async () => ({ url: `/api/games/${(await league()).gameId}`, payload: { team1Score: 3 } }),
    fail: () => ({ url: `/api/games/${MISSING}`, payload: { team1Score: 3 }, status: 404 }) },
  'DELETE /api/games/:id': { kind: 'delete', entityType: 'game',
    ok: async () => ({ url: `/api/games/${(await league()).gameId}` }),
    fail: () => ({ url: `/api/games/${MISSING}`, status: 404 }) },
  'POST /api/stats': { kind: 'create', entityType: 'stat-line',
    ok: async () => { const l = await league(); return { payload: { ...ZERO_LINE, gameId: l.gameId, playerId: l.player1.id, digs: 3 } }; },
    fail: async () => { const l = await league(); await statLine(l); return { payload: { ...ZERO_LINE, gameId: l.gameId, playerId: l.player1.id, digs: 3 }, status: 409 }; } },
  'POST /api/stats/by-name': { kind: 'create', entityType: 'stat-line',
    ok: async () => { const l = await league(); return { payload: { ...ZERO_LINE, gameId: l.gameId, playerName: l.player2.name.toUpperCase(), aces: 1 } }; },
    fail: async () => { const l = await league(); return { payload: { ...ZERO_LINE, gameId: l.gameId, playerName: 'nobody_here', aces: 1 }, status: 404 }; } },
  'PATCH /api/stats/:id': { kind: 'edit', entityType: 'stat-line',
    ok: async () => ({ url: `/api/stats/${await statLine(await league())}`, payload: { digs: 5 } }),
    fail: async () => ({ url: `/api/stats/${await statLine(await league())}`, payload: { spikeKills: 9 }, status: 400 }) },
  'DELETE /api/stats/:id': { kind: 'delete', entityType: 'stat-line',
    ok: async () => ({ url: `/api/stats/${await statLine(await league())}` }),
    fail: () => ({ url: `/api/stats/${MISSING}`, status: 404 }) },
  'POST /api/matches': { kind: 'create', entityType: 'match',
    ok: async () => { const l = await league(); return { payload: { matchNumber: `M-${++n}`, status: 'scheduled', round: 'Round 1', date: '2026-11-21T20:00:00Z', seasonId: l.seasonId, team1Name: l.team1.name, team2Name: l.team2.name } }; },
    fail: async () => { const l = await league(); return { payload: { matchNumber: `M-${++n}`, status: 'scheduled', round: 'Round 1', date: '2026-11-21T20:00:00Z', seasonId: l.seasonId, team1Name: l.team1.name, team2Name: l.team1.name }, status: 400 }; } },
  'PATCH /api/matches/:id': { kind: 'edit', entityType: 'match',
    ok: async () => ({ url: `/api/matches/${await match(await league())}`, payload: { status: 'completed' } }),
    fail: () => ({ url: `/api/matches/${MISSING}`, payload: { status: 'completed' }, status: 404 }) },
  'DELETE /api/matches/:id': { kind: 'delete', entityType: 'match',
    ok: async () => ({ url: `/api/matches/${await match(await league())}` }),
    fail: () => ({ url: `/api/matches/${MISSING}`, status: 404 }) },
  'POST /api/seasons': { kind: 'create', entityType: 'season',
    ok: () => ({ payload: { seasonNumber: 8000 + ++n, theme: 'Audit season', startDate: '2026-03-01', endDate: '2026-05-01' } }),
    fail: async () => ({ payload: { seasonNumber: (await emptySeason()).seasonNumber, theme: 'Taken', startDate: '2026-03-01' }, status: 409 }) },
  'PATCH /api/seasons/:id': { kind: 'edit', entityType: 'season',
    ok: async () => ({ url: `/api/seasons/${(await league()).seasonId}`, payload: { theme: 'Renamed season' } }),
    fail: async () => ({ url: `/api/seasons/${(await league()).seasonId}`, payload: { endDate: '2025-01-01' }, status: 400 }) },
  'DELETE /api/seasons/:id': { kind: 'delete', entityType: 'season',
    ok: async () => ({ url: `/api/seasons/${(await emptySeason()).id}` }),
    fail: async () => ({ url: `/api/seasons/${(await league()).seasonId}`, status: 409 }) },
  'POST /api/teams': { kind: 'create', entityType: 'team',
    ok: async () => ({ payload: { name: `Team ${++n}`, seasonNumber: (await emptySeason()).seasonNumber, placement: 'Top 8 (D2)' } }),
    fail: async () => { const l = await league(); return { payload: { name: l.team1.name.toUpperCase(), seasonNumber: l.seasonNumber }, status: 409 }; } },
  'PATCH /api/teams/:id': { kind: 'edit', entityType: 'team',
    ok: async () => ({ url: `/api/teams/${(await league()).team1.id}`, payload: { placement: '1st Place' } }),
    fail: async () => ({ url: `/api/teams/${(await league()).team1.id}`, payload: { seasonNumber: (await emptySeason()).seasonNumber }, status: 409 }) },
  'DELETE /api/teams/:id': { kind: 'delete', entityType: 'team',
    ok: async () => { const s = await emptySeason(); const [row] = await t.db.insert(teams).values({ name: `Lone ${++n}`, seasonId: s.id }).returning({ id: teams.id }); return { url: `/api/teams/${row!.id}` }; },
    fail: async () => ({ url: `/api/teams/${(await league()).team1.id}`, status: 409 }) },
  'POST /api/players/batch/by-team-name': { kind: 'create', entityType: 'player',
    ok: async () => { const l = await league(); return { payload: [{ name: `batch_${++n}`, position: 'Setter', teamNames: [l.team1.name] }] }; },
    fail: () => ({ payload: [{ name: `batch_${++n}`, position: 'Setter', teamNames: ['No Such Team'] }], status: 400 }) },
  'PATCH /api/players/:id': { kind: 'edit', entityType: 'player',
    ok: async () => ({ url: `/api/players/${(await league()).player1.id}`, payload: { position: 'Libero' } }),
    fail: async () => { const l = await league(); return { url: `/api/players/${l.player1.id}`, payload: { name: l.player2.name }, status: 409 }; } },
  'DELETE /api/players/:id': { kind: 'delete', entityType: 'player',
    ok: async () => ({ url: `/api/players/${(await league()).player1.id}` }),
    fail: async () => { const l = await league(); await statLine(l); return { url: `/api/players/${l.player1.id}`, status: 409 }; } },
  'POST /api/awards/with-names': { kind: 'create', entityType: 'award',
    ok: async () => { const l = await league(); return { payload: { type: 'MVP', description: 'Audit MVP', seasonId: l.seasonId, playerName: l.player1.name } }; },
    fail: async () => { const l = await league(); return { payload: { type: 'MVP', description: 'Audit MVP', seasonId: l.seasonId, playerName: 'nobody_here' }, status: 400 }; } },
  'PATCH /api/awards/:id': { kind: 'edit', entityType: 'award',
    ok: async () => ({ url: `/api/awards/${await award(await league())}`, payload: { description: 'Edited award' } }),
    fail: () => ({ url: `/api/awards/${MISSING}`, payload: { description: 'Edited award' }, status: 404 }) },
  'DELETE /api/awards/:id': { kind: 'delete', entityType: 'award',
    ok: async () => ({ url: `/api/awards/${await award(await league())}` }),
    fail: () => ({ url: `/api/awards/${MISSING}`, status: 404 }) },
};

/** A fresh chat webhook (its address refuses connections); answers its id. */
async function chatWebhook(): Promise<number> {
  const [row] = await t.db
    .insert(chatWebhooks)
    .values({
      name: `Hook ${++n}`,
      url: 'http://127.0.0.1:9/hooks/audit-token-abcd',
      events: ['tonights-matches'],
    })
    .returning({ id: chatWebhooks.id });
  return row!.id;
}

/** A chat delivery in `status`; answers its id. */
async function chatDelivery(status: 'failed' | 'sent'): Promise<number> {
  const facts = {
    kind: 'article-approved',
    article: { id: 1, title: 'Audit news', summary: 'S', author: null, imageUrl: null },
  };
  const [row] = await t.db
    .insert(chatDeliveries)
    .values({
      webhookId: await chatWebhook(),
      event: 'article-approved',
      eventKey: `k-${++n}`,
      facts,
      status,
      attempts: 8,
    })
    .returning({ id: chatDeliveries.id });
  return row!.id;
}

// biome-ignore format: one row per route keeps the table readable
Object.assign(STAFF_WRITES, {
  'POST /api/chat-webhooks': { kind: 'create', entityType: 'chat-webhook',
    ok: () => ({ payload: { name: `Hook ${++n}`, url: 'https://discord.com/api/webhooks/1/audit-token-abcd', events: ['match-completed'] } }),
    fail: () => ({ payload: { name: 'Hook', url: 'ftp://nowhere', events: ['match-completed'] }, status: 400 }) },
  'PATCH /api/chat-webhooks/:id': { kind: 'edit', entityType: 'chat-webhook',
    ok: async () => ({ url: `/api/chat-webhooks/${await chatWebhook()}`, payload: { name: 'Renamed hook' } }),
    fail: () => ({ url: `/api/chat-webhooks/${MISSING}`, payload: { name: 'Renamed hook' }, status: 404 }) },
  'DELETE /api/chat-webhooks/:id': { kind: 'delete', entityType: 'chat-webhook',
    ok: async () => ({ url: `/api/chat-webhooks/${await chatWebhook()}` }),
    fail: () => ({ url: `/api/chat-webhooks/${MISSING}`, status: 404 }) },
  'POST /api/chat-deliveries/:id/retry': { kind: 'edit', entityType: 'chat-delivery',
    ok: async () => ({ url: `/api/chat-deliveries/${await chatDelivery('failed')}/retry` }),
    fail: async () => ({ url: `/api/chat-deliveries/${await chatDelivery('sent')}/retry`, status: 409 }) },
  'POST /api/matches/post-tonight': { kind: 'create', entityType: 'chat-delivery',
    ok: async () => { await match(await league(), new Date()); return {}; },
    fail: null },
} satisfies Record<string, StaffWrite>);

/** Staff routes that change no data, so they leave no entry: a chat test message is only sent. */
const NOT_WRITES = ['POST /api/chat-webhooks/:id/test'];

/** Staff writes behind a weaker guard: the route also serves members (an author deletes their own pending article). */
const MODERATOR_WRITES = ['DELETE /api/articles/:id'];

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const entryCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_entries`))[0]!.n;
const send = (method: string, call: Call, as: Record<string, string> = headers.superadmin) =>
  t.app.inject({
    method: method as Method,
    url: call.url!,
    headers: { ...as, 'content-type': 'application/json' },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
const readLog = async (query: string, as = headers.superadmin) => {
  const res = await t.app.inject({ url: `/api/admin/activity${query}`, headers: as });
  expect(res.statusCode, res.body).toBe(200);
  return { entries: res.json() as AuditEntry[], total: Number(res.headers['x-total-count']) };
};

beforeAll(async () => {
  fake = await startFakeChallonge();
  t = await createTestApp({
    CHALLONGE_API_URL: fake.url,
    CHALLONGE_API_KEY: FAKE_CHALLONGE_KEY,
    CHALLONGE_TIMEOUT_MS: '2000',
  });
  superadmin = await createUser(t.db, { role: 'superadmin', username: 'audit_super' });
  admin = await createUser(t.db, { role: 'admin', username: 'audit_admin' });
  member = await createUser(t.db, { role: 'user', username: 'audit_member' });
  headers.superadmin = authHeader(await tokenFor(t.app, superadmin));
  headers.admin = authHeader(await tokenFor(t.app, admin));
  headers.member = authHeader(await tokenFor(t.app, member));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('every staff write route leaves exactly one entry, and none when it fails', () => {
  const staffRoutes = () =>
    t.app.routeGuards
      .filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api/'))
      .filter(
        (r) =>
          r.role === 'admin' || r.role === 'superadmin' || MODERATOR_WRITES.includes(`${r.method} ${r.url}`),
      )
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !NOT_WRITES.includes(route));

  it('has a row for every staff write route of the route table, and none for a route that is gone', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(
      routes.filter((k) => !(k in STAFF_WRITES)),
      'staff write routes missing from STAFF_WRITES',
    ).toEqual([]);
    expect(
      Object.keys(STAFF_WRITES).filter((k) => !routes.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  describe.each(Object.entries(STAFF_WRITES))('%s', (route, row) => {
    const [method, path] = route.split(' ') as [Method, string];

    it('success: one entry naming the caller, the kind and the entity', async () => {
      const call = await row.ok();
      const before = await entryCount();
      const res = await send(method, { url: path, ...call });
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
      expect(await entryCount()).toBe(before + 1);
      const [entry] = (await readLog('?limit=1')).entries;
      expect(entry).toMatchObject({
        actor: { id: superadmin.id, username: 'audit_super' },
        kind: row.kind,
        entityType: row.entityType,
      });
      expect(entry!.entityLabel.length).toBeGreaterThan(0);
      // A deleted entity keeps its label and loses its link; every other entry links somewhere.
      if (row.kind === 'delete') expect(entry!.href).toBeNull();
      else expect(entry!.href).toMatch(/^\//);
    });

    // A recalculation has no way to fail (no input, nothing to find): it has no failure row.
    const fail = row.fail;
    if (!fail) return;

    it('refused (not found, conflict, a refused value): no entry', async () => {
      const { status, ...call } = await fail();
      const before = await entryCount();
      const res = await send(method, { url: path, ...call });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      expect(await entryCount()).toBe(before);
    });

    it('an invalid request: no entry', async () => {
      const before = await entryCount();
      const res = await send(method, {
        url: path.replace(':id', 'abc'),
        payload: path.includes(':id') ? undefined : { nonsense: true },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(await entryCount()).toBe(before);
    });
  });

  it('a member deleting their own pending article is not a staff write: no entry', async () => {
    const id = await article(null);
    const before = await entryCount();
    const res = await send('DELETE', { url: `/api/articles/${id}` }, headers.member);
    expect(res.statusCode).toBe(200);
    expect(await entryCount()).toBe(before);
  });
});

describe('the write and its entry share one transaction', () => {
  it('a write that fails after writing leaves neither its rows nor an entry', async () => {
    const before = await entryCount();
    await expect(
      auditedWrite(t.db, superadmin, async (tx) => {
        await tx.insert(seasons).values({ seasonNumber: 9901, theme: 'Half', startDate: '2026-01-01' });
        throw new Error('failed after writing');
      }),
    ).rejects.toThrow('failed after writing');
    expect(await entryCount()).toBe(before);
    expect(await t.db.$count(seasons, sql`${seasons.seasonNumber} = 9901`)).toBe(0);
  });

  it('an entry that cannot be written takes the write back with it', async () => {
    const before = await entryCount();
    await expect(
      auditedWrite(t.db, { id: MISSING, username: 'ghost' }, async (tx) => {
        await tx.insert(seasons).values({ seasonNumber: 9902, theme: 'Orphan', startDate: '2026-01-01' });
        return {
          result: undefined,
          audit: { kind: 'create', entityType: 'season', entityId: null, entityLabel: 'Season 9902' },
        };
      }),
    ).rejects.toThrow();
    expect(await entryCount()).toBe(before);
    expect(await t.db.$count(seasons, sql`${seasons.seasonNumber} = 9902`)).toBe(0);
  });
});

describe('GET /api/admin/activity', () => {
  it('is for staff: 401 for guests, 403 for members', async () => {
    for (const url of ['/api/admin/activity', '/api/admin/activity/actors']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      const res = await t.app.inject({ url, headers: headers.member });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('shows role changes to superadmins only, also when asked for them by kind', async () => {
    const target = await createUser(t.db);
    expect(
      (
        await send(
          'PATCH',
          { url: `/api/admin/users/${target.id}/role`, payload: { role: 'admin' } },
          headers.admin,
        )
      ).statusCode,
    ).toBe(200);
    const asSuper = await readLog('?kind=role-change&limit=100');
    expect(asSuper.entries.some((e) => e.entityId === target.id && e.actor.id === admin.id)).toBe(true);
    expect(asSuper.entries[0]!.changes).toEqual([{ field: 'role', before: 'user', after: 'admin' }]);

    const asAdmin = await readLog('?kind=role-change', headers.admin);
    expect(asAdmin).toEqual({ entries: [], total: 0 });
    const all = await readLog('?limit=1000', headers.admin);
    expect(all.entries.some((e) => e.kind === 'role-change')).toBe(false);
    expect(all.total).toBe(
      (await entryCount()) - (await t.db.$count(auditEntries, sql`${auditEntries.kind} = 'role-change'`)),
    );
  });

  it('lists the people in the log the viewer may see', async () => {
    // The admin's only entries so far are role changes (above): superadmins see them, admins do not.
    const actors = async (as: Record<string, string>) =>
      (
        (await t.app.inject({ url: '/api/admin/activity/actors', headers: as })).json() as {
          username: string;
        }[]
      ).map((a) => a.username);
    expect(await actors(headers.superadmin)).toEqual(['audit_admin', 'audit_super']);
    expect(await actors(headers.admin)).toEqual(['audit_super']);
  });

  it('shows an edit as the fields it changed, before and after, and filters by person, kind, entity and date', async () => {
    const l = await league();
    const res = await send(
      'PATCH',
      { url: `/api/teams/${l.team1.id}`, payload: { name: 'Renamed Home', placement: '2nd Place (D1)' } },
      headers.admin,
    );
    expect(res.statusCode).toBe(200);
    const { entries } = await readLog(
      `?actorId=${admin.id}&kind=edit&entityType=team&entityId=${l.team1.id}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id, username: 'audit_admin' },
      kind: 'edit',
      entityType: 'team',
      entityId: l.team1.id,
      entityLabel: `Renamed Home (season ${l.seasonNumber})`,
      href: `/teams/renamed-home?season=${l.seasonNumber}`,
      changes: [
        { field: 'name', before: l.team1.name, after: 'Renamed Home' },
        { field: 'placement', before: "Didn't make playoffs", after: '2nd Place (D1)' },
      ],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((await readLog(`?actorId=${admin.id}&entityType=team&from=${today}&to=${today}`)).total).toBe(1);
    expect((await readLog(`?actorId=${admin.id}&entityType=team&to=2020-01-01`)).total).toBe(0);
    expect((await readLog(`?actorId=${admin.id}&entityType=player`)).total).toBe(0);
  });

  it('pages with limit and offset, newest first, the total in X-Total-Count', async () => {
    const { entries: firstTwo, total } = await readLog('?limit=2');
    const { entries: next } = await readLog('?limit=2&offset=1');
    expect(total).toBe(await entryCount());
    expect(firstTwo).toHaveLength(2);
    expect(next[0]!.id).toBe(firstTwo[1]!.id);
    expect(firstTwo[0]!.at >= firstTwo[1]!.at).toBe(true);
  });

  it('refuses a filter it does not know with a clear message', async () => {
    const res = await t.app.inject({
      url: '/api/admin/activity?kind=rename&from=yesterday',
      headers: headers.superadmin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('kind must be one of');
  });
});

describe('retention', () => {
  it('prunes entries older than the retention period and keeps the rest', async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await t.db.insert(auditEntries).values({
      at: old,
      actorId: superadmin.id,
      actorName: 'audit_super',
      kind: 'edit',
      entityType: 'team',
      entityId: 1,
      entityLabel: 'Old',
    });
    const before = await entryCount();
    expect(await pruneActivity(t.db, 365)).toBe(1);
    expect(await entryCount()).toBe(before - 1);
    expect(await pruneActivity(t.db, 365)).toBe(0);
  });

  it('is a setting: LEAGUE_AUDIT_RETENTION_DAYS, 365 days unless set', () => {
    expect(t.config.auditRetentionDays).toBe(365);
    expect(loadConfig({ LEAGUE_AUDIT_RETENTION_DAYS: '30' } as NodeJS.ProcessEnv).auditRetentionDays).toBe(
      30,
    );
  });
});
