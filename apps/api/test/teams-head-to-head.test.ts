import { describe, expect, it } from 'vitest';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const G = FX.games;

describe('GET /api/teams/head-to-head', () => {
  it('answers every meeting across seasons, newest first, scored from a, with the record', async () => {
    const res = await get('/api/teams/head-to-head?a=storm-crows&b=Tidal%20Wave');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      a: { name: 'Storm Crows', slug: 'storm-crows', wins: 3, losses: 0, setsWon: 8 },
      b: { name: 'Tidal Wave', slug: 'tidal-wave', wins: 0, losses: 3, setsWon: 3 },
      ties: 0,
      games: [
        {
          id: G.losers3,
          seasonNumber: 3,
          stage: 'Losers Bracket; Round 1',
          date: '2025-01-18T21:00:00.000Z',
          aScore: 2,
          bScore: 0,
          winner: 'a',
        },
        {
          id: G.final1,
          seasonNumber: 1,
          stage: 'Winners Bracket; Finals',
          date: '2024-02-10T20:00:00.000Z',
          aScore: 3,
          bScore: 1,
          winner: 'a',
        },
        // Tidal Wave was team 1 here: the score still reads from the Storm Crows' side.
        {
          id: G.regular1,
          seasonNumber: 1,
          stage: null,
          date: '2024-01-20T20:00:00.000Z',
          aScore: 3,
          bScore: 2,
          winner: 'a',
        },
      ],
    });
  });

  it('reads the same meetings from the other side, and answers no games for names that never met', async () => {
    const flipped = (await get('/api/teams/head-to-head?a=TIDAL-WAVE&b=storm%20crows')).json();
    expect(flipped.a).toEqual({ name: 'Tidal Wave', slug: 'tidal-wave', wins: 0, losses: 3, setsWon: 3 });
    expect(flipped.games.map((g: { aScore: number; bScore: number }) => `${g.aScore}-${g.bScore}`)).toEqual([
      '0-2',
      '1-3',
      '2-3',
    ]);
    const never = await get('/api/teams/head-to-head?a=Spike-O-Rama&b=Night%20Owls');
    expect(never.statusCode).toBe(200);
    expect(never.json()).toMatchObject({ a: { name: 'Spike-O-Rama', wins: 0 }, ties: 0, games: [] });
  });

  it('answers 400 for a missing or repeated name and 404 for a name no team has', async () => {
    const missing = await get('/api/teams/head-to-head?a=storm-crows&b=%20');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'b', message: 'b is required: a team name or slug' }]);
    const none = await get('/api/teams/head-to-head');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.map((e: { path: string }) => e.path)).toEqual(['a', 'b']);
    const same = await get('/api/teams/head-to-head?a=storm-crows&b=Storm%20Crows');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      message: 'Give two different team names (or slugs) as a and b',
      errors: [{ path: 'b', message: 'Must name another team than a' }],
    });
    const unknown = await get('/api/teams/head-to-head?a=storm-crows&b=Sand%20Sharks');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No team named Sand Sharks');
  });
});
