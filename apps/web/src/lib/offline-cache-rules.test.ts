import { describe, expect, it } from 'vitest';
import { isCachedApiPath, isCachedPagePath, savedCopyCacheKey } from './offline-cache-rules.ts';

describe('what the service worker keeps for offline reading', () => {
  it('keeps public league reads and never accounts, sign-in, the staff API or a member’s like', () => {
    for (const path of [
      '/api/matches',
      '/api/players/5',
      '/api/leaderboard',
      '/api/articles/3',
      '/api/seasons',
    ]) {
      expect(isCachedApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/api/admin/backup',
      '/api/admin/users/4/role',
      '/api/auth/login',
      '/api/users/profile',
      '/api/users',
      '/api/auth/providers',
      '/api/player-claims/mine',
      '/api/health',
      '/api/docs/json',
      '/api/articles/3/like-status',
      '/api/live',
      '/api/api-keys',
      '/calendar.ics',
    ]) {
      expect(isCachedApiPath(path), path).toBe(false);
    }
  });

  it('keeps pages, not calendar feeds or build files', () => {
    expect(isCachedPagePath('/schedules')).toBe(true);
    expect(isCachedPagePath('/')).toBe(true);
    expect(isCachedPagePath('/portal/games')).toBe(true);
    expect(isCachedPagePath('/calendar.ics')).toBe(false);
    expect(isCachedPagePath('/calendar/teams/wild-foxes.ics')).toBe(false);
    expect(isCachedPagePath('/api/matches')).toBe(false);
    expect(isCachedPagePath('/assets/index-abc.js')).toBe(false);
    expect(isCachedPagePath('/calendar-help')).toBe(true);
  });

  it('keys a read made with a token apart from the anonymous one, per token', () => {
    const a = savedCopyCacheKey('https://x.test/api/articles', new Uint8Array(32).fill(1));
    const b = savedCopyCacheKey('https://x.test/api/articles', new Uint8Array(32).fill(2));
    expect(a).toBe('https://x.test/api/articles?__viewer=010101010101010101010101');
    expect(b).not.toBe(a);
    expect(savedCopyCacheKey('https://x.test/api/matches?from=2026-01-01', new Uint8Array(12))).toBe(
      'https://x.test/api/matches?from=2026-01-01&__viewer=000000000000000000000000',
    );
  });
});
