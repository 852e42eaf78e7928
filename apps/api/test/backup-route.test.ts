import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkBackup } from '../src/db/backup-reader.ts';
import { restoreBackup } from '../src/db/backup-restore.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { siteFingerprint } from './helpers/site-fingerprint.ts';
import { openTestDatabase } from './helpers/test-app.ts';

/** GET /api/admin/backup: how a running site on the embedded database is backed up. */
const t = useLeagueApp({ fixtures: true });

describe('GET /api/admin/backup', () => {
  it('is for superadmins only: it holds every member’s e-mail and password hash', async () => {
    expect((await t.as('guest').get('/api/admin/backup')).statusCode).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const answer = await t.as(role).get('/api/admin/backup');
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json().message).toBe('You do not have permission to do this');
    }
  });

  it('answers a complete backup file that restores into an equal league', async () => {
    const answer = await t.as('superadmin').get('/api/admin/backup');
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
