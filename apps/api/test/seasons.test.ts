import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasons } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(seasons).values([
    { id: 20, seasonNumber: 1, theme: 'Opening Serve', startDate: '2025-01-05', endDate: '2025-03-20' },
    { id: 21, seasonNumber: 2, theme: 'Net Gains', startDate: '2025-05-01', endDate: null },
  ]);
});
afterAll(() => t.close());

describe('seasons', () => {
  it('lists seasons newest first', async () => {
    const res = await t.app.inject('/api/seasons/skinny');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { seasonNumber: number }) => s.seasonNumber)).toEqual([2, 1]);
  });

  it('answers one season by id, not by number', async () => {
    const res = await t.app.inject('/api/seasons/21');
    expect(res.json()).toEqual({
      id: 21,
      seasonNumber: 2,
      theme: 'Net Gains',
      image: null,
      startDate: '2025-05-01',
      endDate: null,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/seasons/999')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/seasons/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Validation failed' });
  });
});
