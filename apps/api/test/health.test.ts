import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { openTestDatabase } from './helpers/test-app.ts';

const t = useLeagueApp();

describe('GET /api/health', () => {
  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.any(String),
      error: expect.any(String),
    });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});

describe('GET /api/health when the database does not answer', () => {
  it('answers 503 with status unavailable in the error format', async () => {
    const { database, dispose } = await openTestDatabase();
    const app = await buildApp({ config: t.config, database });
    try {
      await database.close();
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: database.kind,
        code: 'UNAVAILABLE',
        message: 'The database does not answer',
        error: 'The database does not answer',
      });
    } finally {
      await app.close();
      await dispose().catch(() => {});
    }
  });
});
