/**
 * The staff activity log (docs/product/activity.md). Walks EVERY staff write of the route table (a write route
 * whose guard asks for admin or superadmin, and any route that declares an activity entry): each success of its
 * example leaves exactly one entry, naming the caller, the kind and the entity the route declares
 * (config.activity); its refused request (an id that names nothing, or the refusal it declares) leaves none,
 * nor does an invalid body. Then who may read the log, its filters, the diff of an edit, and the retention.
 */
import type { ActivityEntry } from '@league/shared/schemas/activity';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { activityEntries, articles, seasons } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { pruneActivity } from '../src/features/activity/service.ts';
import type { RouteEntry } from '../src/lib/auth-plugin.ts';
import { exampleRequest, MISSING_ID } from '../src/lib/route-facts.ts';
import { staffWrite } from '../src/lib/writes/unit-of-work.ts';
import { createUser, type TestUser } from './helpers/auth.ts';
import { testExampleRefs } from './helpers/example-refs.ts';
import { useFakeChallonge } from './helpers/fake-challonge.ts';
import { type Client, useLeagueApp } from './helpers/league-app.ts';
import { insertSmallLeague, type SmallLeague } from './helpers/small-league.ts';

const challonge = useFakeChallonge();
const t = useLeagueApp({
  env: challonge.env,
});
let superadmin: TestUser;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  superadmin = await t.as('superadmin').user();
  admin = await t.as('admin').user();
  member = await t.as('user').user();
});

let n = 0;
const league = (): Promise<SmallLeague> => insertSmallLeague(t.db, 'Audit', 700 + ++n);
const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const entryCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from activity_entries`))[0]!.n;
const readLog = async (query: string, as: Client = t.as('superadmin')) => {
  const res = await as.get(`/api/admin/activity${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { entries: res.json() as ActivityEntry[], total: Number(res.headers['x-total-count']) };
};
const name = (r: RouteEntry) => `${r.method} ${r.url}`;
/** Staff routes are walked as the least staff role they let through (an author's article delete: an admin). */
const callerOf = (r: RouteEntry) => (r.role === 'superadmin' ? 'superadmin' : 'admin');

describe('every staff write route leaves exactly one entry, and none when it fails', () => {
  const writes = () => t.app.routeTable.filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api/'));
  const staffWrites = () => writes().filter((r) => r.config?.activity);

  it('declares an activity entry on every staff write route that changes data', () => {
    const staff = writes().filter((r) => r.role === 'admin' || r.role === 'superadmin');
    expect(staff.length).toBeGreaterThanOrEqual(30);
    const silent = staff.filter((r) => !r.config?.activity && r.config?.changesData !== false);
    expect(silent.map(name), 'staff write routes without config.activity').toEqual([]);
  });

  it('success: one entry naming the caller, the kind and the entity', async () => {
    const problems: string[] = [];
    for (const route of staffWrites()) {
      const caller = t.as(callerOf(route));
      const actor = (await caller.user())!;
      const request = (await exampleRequest(
        route,
        testExampleRefs({ app: t.app, db: t.db, caller: actor }),
      ))!;
      const before = await entryCount();
      const res = await caller.send(route.method as 'POST', request.url, request.payload);
      const label = `${name(route)} (${request.url})`;
      if (res.statusCode >= 300) {
        problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if ((await entryCount()) !== before + 1)
        problems.push(`${label}: ${(await entryCount()) - before} entries`);
      const [entry] = (await readLog('?limit=1')).entries;
      const { kind, entityType } = route.config!.activity!;
      if (entry?.actor.id !== actor.id || entry.kind !== kind || entry.entityType !== entityType)
        problems.push(`${label}: the entry is ${JSON.stringify(entry)}`);
      // A deleted entity keeps its label and loses its link; every other entry links somewhere.
      else if (!entry.entityLabel || (kind === 'delete' ? entry.href !== null : !entry.href?.startsWith('/')))
        problems.push(`${label}: label ${entry.entityLabel}, link ${entry.href}`);
    }
    expect(problems).toEqual([]);
  });

  it('refused (not found, conflict, a refused value) or invalid: no entry', async () => {
    const problems: string[] = [];
    for (const route of staffWrites()) {
      const caller = t.as(callerOf(route));
      const refs = testExampleRefs({ app: t.app, db: t.db, caller: await caller.user() });
      const refused = await exampleRequest(route, refs, 'refused');
      const hasInput = route.url.includes(':id') || Boolean((route.schema as { body?: unknown })?.body);
      const invalid = {
        url: route.url.replace(':id', 'abc'),
        payload: route.url.includes(':id') ? undefined : { nonsense: true },
        status: 400,
      };
      for (const request of [...(refused ? [refused] : []), ...(hasInput ? [invalid] : [])]) {
        const before = await entryCount();
        const res = await caller.send(route.method as 'POST', request.url, request.payload);
        const label = `${name(route)} (${request.url})`;
        if (res.statusCode !== request.status)
          problems.push(`${label}: ${res.statusCode}, expected ${request.status}: ${res.body.slice(0, 200)}`);
        if ((await entryCount()) !== before) problems.push(`${label}: left an entry`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a member deleting their own pending article is not a staff write: no entry', async () => {
    const [row] = await t.db
      .insert(articles)
      .values({
        title: 'Own pending',
        summary: 'A summary long enough to pass the fifty character minimum of the rules.',
        content: 'Long enough content for the two hundred and forty character minimum. '.repeat(4),
        imageUrl: 'https://images.example.com/a.png',
        userId: member.id,
        approved: null,
      })
      .returning({ id: articles.id });
    const before = await entryCount();
    const res = await t.as('user').delete(`/api/articles/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(await entryCount()).toBe(before);
  });
});

describe('the write and its entry share one transaction', () => {
  it('a write that fails after writing leaves neither its rows nor an entry', async () => {
    const before = await entryCount();
    await expect(
      staffWrite(t.db, superadmin, async (tx) => {
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
      staffWrite(t.db, { id: MISSING_ID, username: 'ghost' }, async (tx) => {
        await tx.insert(seasons).values({ seasonNumber: 9902, theme: 'Orphan', startDate: '2026-01-01' });
        return {
          result: undefined,
          activity: { kind: 'create', entityType: 'season', entityId: null, entityLabel: 'Season 9902' },
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
      const res = await t.as('user').get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  // An admin whose only entry is a role change: superadmins see it, admins do not.
  const roleChanger = t.another('admin');

  it('shows role changes to superadmins only, also when asked for them by kind', async () => {
    const target = await createUser(t.db);
    expect(
      (await roleChanger.patch(`/api/admin/users/${target.id}/role`, { role: 'admin' })).statusCode,
    ).toBe(200);
    const changer = (await roleChanger.user())!;
    const asSuper = await readLog('?kind=role-change&limit=100');
    expect(asSuper.entries.some((e) => e.entityId === target.id && e.actor.id === changer.id)).toBe(true);
    expect(asSuper.entries[0]!.changes).toEqual([{ field: 'role', before: 'user', after: 'admin' }]);

    const asAdmin = await readLog('?kind=role-change', t.as('admin'));
    expect(asAdmin).toEqual({ entries: [], total: 0 });
    const all = await readLog('?limit=1000', t.as('admin'));
    expect(all.entries.some((e) => e.kind === 'role-change')).toBe(false);
    expect(all.total).toBe(
      (await entryCount()) -
        (await t.db.$count(activityEntries, sql`${activityEntries.kind} = 'role-change'`)),
    );
  });

  it('lists the people in the log the viewer may see', async () => {
    const changer = (await roleChanger.user())!.username;
    const actors = async (as: Client) =>
      ((await as.get('/api/admin/activity/actors')).json() as { username: string }[]).map((a) => a.username);
    expect(await actors(t.as('superadmin'))).toEqual([admin.username, changer, superadmin.username].sort());
    expect(await actors(t.as('admin'))).toEqual([admin.username, superadmin.username].sort());
  });

  it('shows an edit as the fields it changed, before and after, and filters by person, kind, entity and date', async () => {
    const l = await league();
    const editor = t.another('admin');
    const admin = (await editor.user())!;
    const res = await editor.patch(`/api/teams/${l.team1.id}`, {
      name: 'Renamed Home',
      placement: '2nd Place (D1)',
    });
    expect(res.statusCode).toBe(200);
    const { entries } = await readLog(
      `?actorId=${admin.id}&kind=edit&entityType=team&entityId=${l.team1.id}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id, username: admin.username },
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
    const res = await t.as('superadmin').get('/api/admin/activity?kind=rename&from=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('kind must be one of');
  });
});

describe('retention', () => {
  it('prunes entries older than the retention period and keeps the rest', async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await t.db.insert(activityEntries).values({
      at: old,
      actorId: superadmin.id,
      actorName: superadmin.username,
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

  it('is a setting: LEAGUE_ACTIVITY_RETENTION_DAYS, 365 days unless set', () => {
    expect(t.config.activityRetentionDays).toBe(365);
    expect(
      loadConfig({ LEAGUE_ACTIVITY_RETENTION_DAYS: '30' } as NodeJS.ProcessEnv).activityRetentionDays,
    ).toBe(30);
    // The former name still counts, so a deployment that set it keeps its retention.
    expect(loadConfig({ LEAGUE_AUDIT_RETENTION_DAYS: '40' } as NodeJS.ProcessEnv).activityRetentionDays).toBe(
      40,
    );
  });
});
