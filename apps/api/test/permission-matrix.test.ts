/**
 * Who may write what (docs/product/accounts.md#permissions), for EVERY mutating route of the API
 * (POST/PATCH/PUT/DELETE under /api), read from the route table: nothing here names a route.
 *
 * Each route's guard says who may call it; each route's example (config.example, src/lib/route-facts.ts)
 * says how to call it. For every route and every role the example is made afresh for that caller and sent:
 * a guest gets 401 from a guarded route, a role below the guard's gets 403, everyone else the route's
 * success status. A write route without a guard must say it is meant for guests (`openToGuests`), and a
 * successful write tells the caches that data changed unless it says it changes none (`changesData: false`).
 */
import { ROLE_RANK } from '@league/shared/domain/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { onRecordsRecalculated, settleRecordsRecalculation } from '../src/features/records/service.ts';
import type { RouteEntry } from '../src/lib/auth-plugin.ts';
import { LEAGUE_KEY_REFUSALS, NOT_LOGGED_IN } from '../src/lib/guards.ts';
import { exampleRequest, leagueKeyHeaders } from '../src/lib/route-facts.ts';
import { testExampleRefs } from './helpers/example-refs.ts';
import { useFakeChallonge } from './helpers/fake-challonge.ts';
import { type Caller, useLeagueApp } from './helpers/league-app.ts';

const CALLERS: Caller[] = ['guest', 'user', 'admin', 'superadmin'];
const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

const challonge = useFakeChallonge();
const t = useLeagueApp({
  env: () => ({ AUTH_RATE_LIMIT: '1000', ...challonge.env() }),
});

/** Change notices, less those of the background records recalculations that stat writes start. */
let changes = 0;
beforeAll(() => {
  t.app.onDataChange(() => {
    changes += 1;
  });
  onRecordsRecalculated(t.db, () => {
    changes -= 1;
  });
});

const writeRoutes = () => t.app.routeTable.filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api/'));
const name = (r: RouteEntry) => `${r.method} ${r.url}`;

/** The status the route's own answer has when it succeeds: its first 2xx response schema. */
function successStatus(route: RouteEntry): number {
  const statuses = Object.keys((route.schema as { response?: object } | undefined)?.response ?? {});
  return Number(statuses.find((s) => s.startsWith('2')) ?? 200);
}

/** What the guard answers `caller`, else the route's success. A game server's route takes no member at all. */
function expectedStatus(route: RouteEntry, caller: Caller): number {
  if (route.scope) return 401;
  if (!route.role) return successStatus(route);
  if (caller === 'guest') return 401;
  return ROLE_RANK[caller] >= ROLE_RANK[route.role] ? successStatus(route) : 403;
}

describe('permission matrix', () => {
  it('reads the route table', () => {
    expect(writeRoutes().length).toBeGreaterThanOrEqual(40);
  });

  it('has a guard on every write route, unless the route says it is open to guests', () => {
    const unguarded = writeRoutes().filter((r) => !r.guarded && !r.config?.openToGuests);
    expect(unguarded.map(name), 'write routes with neither a guard nor openToGuests').toEqual([]);
    const both = writeRoutes().filter((r) => r.guarded && r.config?.openToGuests);
    expect(both.map(name), 'guarded routes that say they are open to guests').toEqual([]);
  });

  it.each(CALLERS)(
    'answers %s as the guards say, and successful writes announce a change',
    async (caller) => {
      const problems: string[] = [];
      const actor = await t.as(caller).user();
      for (const route of writeRoutes()) {
        const refs = testExampleRefs({ app: t.app, db: t.db, caller: actor });
        const request = await exampleRequest(route, refs);
        const changesBefore = changes;
        const res = await t.as(caller).send(route.method as 'POST', request!.url, request!.payload);
        await settleRecordsRecalculation(t.db);
        const expected = expectedStatus(route, caller);
        const label = `${caller} ${name(route)} (${request!.url})`;
        if (res.statusCode !== expected)
          problems.push(`${label}: ${res.statusCode}, expected ${expected}: ${res.body.slice(0, 200)}`);
        else if (
          res.statusCode === 401 &&
          res.json().message !== (route.scope ? LEAGUE_KEY_REFUSALS.missing : NOT_LOGGED_IN)
        )
          problems.push(`${label}: 401 says ${res.json().message}`);
        else if (res.statusCode === 403 && res.json().code !== 'FORBIDDEN')
          problems.push(`${label}: 403 is ${res.body}`);
        else if (res.statusCode < 300) {
          const announced = changes > changesBefore;
          const announces = route.config?.changesData !== false;
          if (announced !== announces)
            problems.push(
              `${label}: ${announced ? 'announced a change' : 'announced no change'}, expected the opposite`,
            );
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('lets a game server with a key of the scope call its routes, and its writes announce a change', async () => {
    const routes = writeRoutes().filter((r) => r.scope);
    expect(routes.length).toBeGreaterThanOrEqual(2);
    const problems: string[] = [];
    for (const route of routes) {
      const refs = testExampleRefs({ app: t.app, db: t.db, caller: null });
      const request = (await exampleRequest(route, refs))!;
      const changesBefore = changes;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: request.url,
        headers: { ...leagueKeyHeaders((await refs.leagueKey()).key), 'content-type': 'application/json' },
        payload: JSON.stringify(request.payload),
      });
      await settleRecordsRecalculation(t.db);
      if (res.statusCode !== successStatus(route))
        problems.push(
          `${name(route)}: ${res.statusCode}, expected ${successStatus(route)}: ${res.body.slice(0, 200)}`,
        );
      else if (changes <= changesBefore) problems.push(`${name(route)}: announced no change`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a guest with 401 before the body is looked at', async () => {
    const problems: string[] = [];
    for (const route of writeRoutes().filter((r) => r.guarded)) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'content-type': 'application/json' },
      });
      if (res.statusCode !== 401) problems.push(`${name(route)}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });
});
