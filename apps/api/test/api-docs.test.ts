/**
 * The API document read as a client generator reads it: every operation lists its error answers with the one
 * error schema, needs a token exactly when the server asks for one, describes every parameter, marks
 * `required` exactly as the server accepts, and carries examples that the route's own schemas accept.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exampleOf } from '../src/api-docs/examples.ts';
import { documentedRoutes } from '../src/api-docs/install.ts';
import { exampleRequest } from '../src/lib/route-facts.ts';
import { testExampleRefs } from './helpers/example-refs.ts';
import { useLeagueApp } from './helpers/league-app.ts';

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  description?: string;
}
interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const t = useLeagueApp();
let paths: Paths;
const operations: { method: string; path: string; url: string; op: Operation }[] = [];

beforeAll(async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  paths = doc.paths;
  for (const [path, byMethod] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      operations.push({ method: method.toUpperCase(), path, url: path.replace(/\{([^}]+)\}/g, ':$1'), op });
    }
  }
});

/** A valid-looking value for each path parameter, so the request reaches the route. */
const PATH_VALUES: Record<string, string> = {
  id: '1',
  seasonId: '1',
  name: 'storm-crows',
  username: 'x',
  type: 'player',
};
const fill = (path: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => PATH_VALUES[name] ?? '1');

describe('the API document', () => {
  it('lists every route the server has', () => {
    const routes = documentedRoutes(t.app as FastifyInstance).map((r) => `${r.method} ${r.url}`);
    expect(operations.length).toBeGreaterThanOrEqual(70);
    expect(operations.map((o) => `${o.method} ${o.url}`).sort()).toEqual(routes.sort());
  });

  it('gives every operation its error answers, each with the one error schema', () => {
    for (const { method, path, op } of operations) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        expect(response.content?.['application/json']?.schema?.$ref, `${method} ${path} ${status}`).toBe(
          '#/components/schemas/ApiError',
        );
      }
    }
  });

  it('describes every parameter', () => {
    for (const { method, path, op } of operations) {
      for (const parameter of op.parameters ?? []) {
        expect(parameter.description?.length ?? 0, `${method} ${path} ${parameter.name}`).toBeGreaterThan(10);
      }
    }
  });

  it('names the shared shapes once as components', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ApiError',
        'PlayerDetail',
        'TeamDetail',
        'GameDetail',
        'Season',
        'Article',
        'Match',
      ]),
    );
    expect(JSON.stringify(paths['/api/pages/players/{id}'])).toContain('#/components/schemas/PlayerDetail"');
    expect(JSON.stringify(paths['/api/players/{id}'])).toContain('#/components/schemas/LegacyPlayerDetail"');
  });

  it('marks the leaderboard filters optional, as the server accepts them missing', () => {
    const parameters = paths['/api/leaderboard']?.get?.parameters ?? [];
    for (const name of [
      'season',
      'stage',
      'q',
      'f',
      'view',
      'mode',
      'sort',
      'dir',
      'page',
      'pageSize',
      'team',
    ]) {
      expect(parameters.find((p) => p.name === name)?.required, name).toBe(false);
    }
  });

  it('marks a query parameter required exactly when leaving it out is refused', async () => {
    for (const { path, op } of operations.filter((o) => o.method === 'GET')) {
      const required = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
      const res = await t.app.inject({ method: 'GET', url: fill(path) });
      if (required.length > 0) expect(res.statusCode, `${path} without ${required[0]?.name}`).toBe(400);
      else expect(res.statusCode, `${path} ${res.body}`).not.toBe(400);
    }
  });

  it('requires the bearer token exactly on the operations that answer 401 without one', async () => {
    for (const { method, path, op } of operations) {
      const res = await t.app.inject({ method: method as 'GET', url: fill(path) });
      const needsToken = res.statusCode === 401;
      // `{}` among the requirements means the token is optional (it lets a member or staff see more).
      const required =
        Boolean(op.security?.length) && !op.security?.some((s) => Object.keys(s as object).length === 0);
      expect(required, `${method} ${path} answered ${res.statusCode}`).toBe(needsToken);
      if (needsToken) expect(Object.keys(op.responses)).toContain('401');
    }
  });

  it('has an example for every request body and every success answer', () => {
    for (const { method, path, op } of operations) {
      if (op.requestBody)
        expect(op.requestBody.content['application/json']?.example, `${method} ${path} body`).toBeDefined();
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1];
      expect(success?.content?.['application/json']?.example, `${method} ${path} answer`).toBeDefined();
    }
  });

  it('has examples that the route itself accepts and answers', () => {
    for (const route of documentedRoutes(t.app as FastifyInstance)) {
      const example = exampleOf(String(route.method), route.url);
      const key = `${route.method} ${route.url}`;
      const schema = route.schema as { body?: z.ZodType; response?: Record<string, z.ZodType> } | undefined;
      if (schema?.body) {
        const parsed = schema.body.safeParse(example?.request);
        expect(parsed.success, `${key} body: ${parsed.error?.message}`).toBe(true);
      }
      const success = Object.entries(schema?.response ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      if (success) {
        const parsed = success.safeParse(example?.response);
        expect(parsed.success, `${key} answer: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('declares an example request for every route with a body or path parameters, which its schemas accept', async () => {
    const problems: string[] = [];
    for (const route of documentedRoutes(t.app as FastifyInstance)) {
      const key = `${route.method} ${route.url}`;
      const schema = route.schema as { body?: z.ZodType; params?: z.ZodType } | undefined;
      if ((schema?.body || schema?.params) && !route.config?.example) {
        problems.push(`${key}: no config.example`);
        continue;
      }
      if (!route.config?.example) continue;
      const refs = testExampleRefs({ app: t.app, db: t.db, caller: null });
      const request = await exampleRequest(route, refs);
      const body = schema?.body?.safeParse(request?.payload);
      if (body && !body.success) problems.push(`${key} body: ${body.error.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('says how to get a token', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.info.description).toContain('POST /api/users/login');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
