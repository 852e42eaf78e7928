import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackup, restoreBackup } from '../src/db/backup.ts';
import { authAs } from './helpers/auth.ts';
import { loadLeagueFixtures } from './helpers/fixtures.ts';
import { siteFingerprint } from './helpers/site-fingerprint.ts';
import { createTestApp, openTestDatabase, type TestApp } from './helpers/test-app.ts';

/** GET /api/admin/backup: how a running site on the embedded database is backed up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLeagueFixtures(t.db);
});
afterAll(() => t.close());

describe('GET /api/admin/backup', { timeout: 60_000 }, () => {
  it('is for superadmins only: it holds every member’s e-mail and password hash', async () => {
    expect((await t.app.inject('/api/admin/backup')).statusCode).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const { headers } = await authAs(t, role);
      const answer = await t.app.inject({ url: '/api/admin/backup', headers });
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().message).toBe('You do not have permission to do this');
    }
  });

  it('answers a complete backup file that restores into an equal league', async () => {
    const { headers } = await authAs(t, 'superadmin');
    const answer = await t.app.inject({ url: '/api/admin/backup', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="league-.+\.jsonl\.gz"$/);
    const body = answer.rawPayload;
    const checked = await checkBackup(Readable.from([body]));
    expect(checked.tables.stats).toBeGreaterThan(0);

    const target = await openTestDatabase();
    try {
      await restoreBackup(target.database.db, Readable.from([body]));
      expect(await siteFingerprint(target.database.db)).toEqual(await siteFingerprint(t.db));
    } finally {
      await target.dispose();
    }
  });
});
