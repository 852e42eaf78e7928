import { describe, expect, it } from 'vitest';
import { noticeChange } from '../src/lib/writes/unit-of-work.ts';
import { loadLeagueFixtures } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp();

describe('GET /api/counts', () => {
  it('answers zeros on an empty league', async () => {
    const res = await t.app.inject('/api/counts');
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json()).every((n) => n === 0)).toBe(true);
  });

  it('answers one number per table for the dashboard', async () => {
    await loadLeagueFixtures(t.db);
    // Written behind the API's back: say so, as a script would, or the cached zeros stand for 5 s.
    await noticeChange(t.db);
    const res = await t.app.inject('/api/counts');
    expect(res.json()).toEqual({
      teams: 7,
      users: 2,
      stats: 13,
      articles: 2,
      players: 6,
      seasons: 3,
      awards: 4,
      games: 4,
      matches: 4,
    });
  });
});

describe('API docs', () => {
  it('documents the public reads with their query parameters', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, { get?: { parameters?: { name: string }[] } }>;
    for (const path of [
      '/api/players',
      '/api/players/medium',
      '/api/players/{id}',
      '/api/teams',
      '/api/teams/skinny',
      '/api/teams/medium',
      '/api/teams/name/{name}',
      '/api/teams/{id}',
      '/api/games',
      '/api/games/skinny',
      '/api/games/{id}',
      '/api/seasons',
      '/api/seasons/skinny',
      '/api/seasons/medium',
      '/api/seasons/{id}',
      '/api/awards',
      '/api/awards/skinny',
      '/api/awards/{id}',
      '/api/awards/player/{id}',
      '/api/matches',
      '/api/matches/season/{seasonId}',
      '/api/stats',
      '/api/stats/{id}',
      '/api/counts',
      '/api/roblox/avatar/{username}',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
    const statParams = paths['/api/stats']?.get?.parameters?.map((p) => p.name);
    expect(statParams).toEqual(expect.arrayContaining(['q', 'gameId', 'playerId', 'limit', 'offset']));
  });
});
