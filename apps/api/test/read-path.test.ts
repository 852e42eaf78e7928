/**
 * The freshness map (docs/decisions/0040-one-freshness-map.md): every server cache is registered with the read
 * path, says what clears it, and a change of league data empties every cache that holds league data.
 */
import { describe, expect, it } from 'vitest';
import { noticeChange } from '../src/lib/writes/unit-of-work.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });

describe('the read path', () => {
  it('knows every server cache, and what clears it', () => {
    const caches = Object.fromEntries([...t.app.readCaches.values()].map((c) => [c.name, c.follows]));
    expect(caches).toEqual({
      'public-reads': 'league-data',
      'leaderboard-scopes': 'league-data',
      'pickem-ratings': 'league-data',
      'player-ratings': 'league-data',
      votes: 'league-data',
      'bracket-challenge': 'league-data',
      'share-images': 'league-data',
      avatars: 'time',
    });
    for (const cache of t.app.readCaches.values()) expect(cache.lifetime).toMatch(/\d/);
  });

  it('empties every cache of league data when the data changes, and counts hits and misses', async () => {
    const reads = [
      '/api/leaderboard?season=1',
      `/api/players/${FX.players.nightowl}`,
      '/api/seasons',
      '/api/pickem/week',
      '/api/votes',
      '/api/bracket-challenge',
      `/api/ratings/players/${FX.players.nightowl}`,
    ];
    for (const url of reads) expect((await t.app.inject(url)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/share-images/players/${FX.players.nightowl}`)).statusCode).toBe(200);
    const leagueCaches = [...t.app.readCaches.values()].filter((c) => c.follows === 'league-data');
    for (const cache of leagueCaches) expect(cache.size(), cache.name).toBeGreaterThan(0);

    const publicReads = t.app.readCaches.get('public-reads')!;
    const hits = publicReads.stats.hits;
    await t.app.inject('/api/seasons');
    expect(publicReads.stats.hits).toBe(hits + 1);

    await noticeChange(t.db);
    for (const cache of leagueCaches) expect(cache.size(), cache.name).toBe(0);
  });
});
