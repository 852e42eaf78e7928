/**
 * Hostile input on EVERY route of the served OpenAPI document, so a new route gets these checks for free:
 * - a NUL character (U+0000) in each path parameter, query parameter and string body field → 400 with the
 *   NUL message naming where it was (never a 500: PostgreSQL cannot store NUL in text);
 * - each id (a parameter or body field named `id` or `…Id`) written any way but plain decimal digits, or
 *   out of PostgreSQL's integer range → 400 naming the field (`Number()` read `0x10` as 16);
 * - each date (a parameter or body field of format `date` or `date-time`) that names an impossible day, a year
 *   outside the league's and the database's range, a time of day or an offset that does not exist → 400
 *   naming the field (`Date.parse` moved 2026-02-30 to 2 March; year 0000 was a database error, a 500);
 * - the router's own errors (bad `%` escape, overlong parameter, unknown route, bad JSON, huge body) in the
 *   same `{message, error, code}` format.
 * Calls are made as a superadmin (a game server's routes with a league key): guards run before validation, so a
 * guest would only ever see the 401.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leagueKeyHeaders } from '../src/lib/route-facts.ts';
import { NUL_MESSAGE } from '../src/lib/strict-input.ts';
import { testExampleRefs } from './helpers/example-refs.ts';
import { useLeagueApp } from './helpers/league-app.ts';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  $ref?: string;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  /** As registered, `:name` for parameters. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodyFields: Record<string, JsonSchema>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** A row id: named `id` or `…Id`, and not declared as plain text (the trivia round token is an `id` too). */
const isId = (name: string, schema: JsonSchema | undefined) =>
  (name === 'id' || /[a-z]Id$/.test(name)) && !(schema?.type === 'string');
const acceptsString = (schema: JsonSchema | undefined): boolean =>
  !schema ||
  schema.type === undefined ||
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(acceptsString);

/** Written ways of an id that are not plain decimal digits, or out of range. */
const BAD_ID_TEXTS = ['0x10', '1e1', '010', '0b1010', ' 10', '1.0', '+1', '0', '-1', '2147483648', 'abc'];
/** Bad ids a JSON body can carry as numbers. */
const BAD_ID_NUMBERS = [0, -1, 1.5, 2_147_483_648];

/** A date or a date and time, as the document declares it. */
const isDate = (schema: JsonSchema | undefined): boolean =>
  schema?.format === 'date' ||
  schema?.format === 'date-time' ||
  [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].some(isDate);
/** Texts shaped like dates that name no instant the league can keep. */
const DATE_LOOKALIKES = [
  '2026-02-30',
  '2026-02-30T20:00Z',
  '2026-02-29',
  '2026-04-31',
  '2026-12-32',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '1999-12-31',
  '2101-01-01',
  '9999-12-31T23:59:59Z',
  '275760-09-13',
  '+275760-09-13T00:00:00Z',
  '2026-03-14T24:00:00Z',
  '2026-03-14T20:60:00Z',
  '2026-03-14T20:00:00+25:00',
  '2026-03-14T20:00:00+14:30',
  '2026-03-14T20:00:00-99:99',
];

const t = useLeagueApp({ env: { AUTH_RATE_LIMIT: '100000' } });
const superadmin = t.as('superadmin');
let routes: Route[] = [];
/** A game server's key, for the routes only game servers call (their guard runs before validation too). */
let gameServer: Record<string, string>;

beforeAll(async () => {
  const { key } = await testExampleRefs({ app: t.app, db: t.db, caller: null }).leagueKey();
  gameServer = leagueKeyHeaders(key);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  // A body named as a component (`#/components/schemas/CreateSeasonBodyInput`) is walked like an inline one.
  const resolve = (schema: JsonSchema | undefined) =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] : schema;
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => {
        const parameters = op.parameters ?? [];
        return {
          method: method.toUpperCase(),
          path: path.replace(/\{(\w+)\}/g, ':$1'),
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          bodyFields: resolve(op.requestBody?.content?.['application/json']?.schema)?.properties ?? {},
        };
      }),
  );
});

/** The route's URL with every parameter filled with a harmless value, one of them replaced by `raw`. */
function urlOf(route: Route, replaced?: { name: string; raw: string }): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const param = route.pathParams.find((p) => p.name === name);
    return replaced?.name === name ? replaced.raw : isId(name, param?.schema) ? '1' : 'x';
  });
}

async function call(route: Route, url: string, payload?: unknown) {
  const forGameServers = t.app.routeTable.some(
    (r) => r.method === route.method && r.url === route.path && r.scope !== null,
  );
  const res = forGameServers
    ? await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...gameServer, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      })
    : await superadmin.send(route.method as 'GET', url, payload);
  return {
    status: res.statusCode,
    body: res.json() as { message: string; code: string; errors?: { path: string }[] },
  };
}

function cases(kind: 'nul' | 'id' | 'date') {
  const list: { label: string; route: Route; url: string; payload?: unknown; field: string }[] = [];
  for (const route of routes) {
    const needsBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const plainUrl = urlOf(route);
    for (const { name, schema } of route.pathParams) {
      const raws =
        kind === 'nul'
          ? ['a%00b']
          : kind === 'date'
            ? isDate(schema)
              ? DATE_LOOKALIKES.map(encodeURIComponent)
              : []
            : isId(name, schema)
              ? BAD_ID_TEXTS.map(encodeURIComponent)
              : [];
      for (const raw of raws)
        list.push({
          label: `${route.method} ${route.path} path ${name}=${raw}`,
          route,
          url: urlOf(route, { name, raw }),
          payload: needsBody ? {} : undefined,
          field: name,
        });
    }
    for (const param of route.queryParams) {
      const raws =
        kind === 'nul'
          ? acceptsString(param.schema)
            ? ['a%00b']
            : []
          : kind === 'date'
            ? isDate(param.schema)
              ? DATE_LOOKALIKES.map(encodeURIComponent)
              : []
            : isId(param.name, param.schema)
              ? BAD_ID_TEXTS.map(encodeURIComponent)
              : [];
      for (const raw of raws)
        list.push({
          label: `${route.method} ${route.path} query ${param.name}=${raw}`,
          route,
          url: `${plainUrl}?${param.name}=${raw}`,
          payload: needsBody ? {} : undefined,
          field: param.name,
        });
    }
    for (const [name, schema] of Object.entries(route.bodyFields)) {
      const values: unknown[] =
        kind === 'nul'
          ? acceptsString(schema)
            ? ['a\u0000b']
            : []
          : kind === 'date'
            ? isDate(schema)
              ? DATE_LOOKALIKES
              : []
            : isId(name, schema)
              ? [...BAD_ID_TEXTS, ...BAD_ID_NUMBERS]
              : [];
      for (const value of values)
        list.push({
          label: `${route.method} ${route.path} body ${name}=${JSON.stringify(value)}`,
          route,
          url: plainUrl,
          payload: { [name]: value },
          field: name,
        });
    }
  }
  return list;
}

describe('every route of the OpenAPI document', () => {
  it('has routes to check, with string and id inputs among them', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(cases('nul').length).toBeGreaterThan(50);
    expect(cases('id').length).toBeGreaterThan(200);
    // From, to, the daily board's day, season, game, match and award dates, the bracket import's rounds.
    expect(new Set(cases('date').map((c) => c.label.replace(/=.*$/, ''))).size).toBeGreaterThanOrEqual(14);
  });

  it('refuses a NUL character in every path parameter, query parameter and string body field', async () => {
    const wrong: string[] = [];
    for (const c of cases('nul')) {
      const { status, body } = await call(c.route, c.url, c.payload);
      const named = body.errors?.some((e) => e.path.endsWith(`.${c.field}`));
      if (status !== 400 || body.message !== NUL_MESSAGE || !named)
        wrong.push(`${c.label} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every id that is not plain decimal digits within the integer range, in path, query and body', async () => {
    const wrong: string[] = [];
    for (const c of cases('id')) {
      const { status, body } = await call(c.route, c.url, c.payload);
      const named = body.errors?.some((e) => e.path === c.field || e.path.endsWith(`.${c.field}`));
      if (status !== 400 || body.code !== 'VALIDATION' || !named)
        wrong.push(`${c.label} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
  it('refuses every date lookalike (impossible days, years 0000 and beyond 2100, bad times and offsets) in path, query and body', async () => {
    const wrong: string[] = [];
    for (const c of cases('date')) {
      const { status, body } = await call(c.route, c.url, c.payload);
      const named = body.errors?.some((e) => e.path === c.field || e.path.endsWith(`.${c.field}`));
      if (status !== 400 || body.code !== 'VALIDATION' || !named)
        wrong.push(`${c.label} → ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('framework errors use the API error format', () => {
  it.each<[string, number, string, InjectOptions]>([
    ['a malformed % escape', 400, 'BAD_REQUEST', { url: '/api/%' }],
    ['a path parameter over 100 characters', 414, 'URI_TOO_LONG', { url: `/api/players/${'1'.repeat(101)}` }],
    ['an unknown API route', 404, 'NOT_FOUND', { url: '/api/nothing-here' }],
    [
      'a body that is not JSON',
      400,
      'BAD_REQUEST',
      {
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      },
    ],
    [
      'a body over the size limit',
      413,
      'PAYLOAD_TOO_LARGE',
      {
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: `"${'a'.repeat(6 * 1024 * 1024)}"`,
      },
    ],
  ])('%s → %d %s', async (_label, status, code, options) => {
    const res = await t.app.inject(options);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(body.error).toBe(body.message);
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message']);
  });
});
