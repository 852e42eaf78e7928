import { describe, expect, it } from 'vitest';
import { FX, SEASON_ROWS } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { bodyOf, ids, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const S = FX.seasons;

describe('season lists', () => {
  it('skinny lists seasons alone, newest number first', async () => {
    const body = await listOf(get('/api/seasons/skinny'), 3);
    expect(ids(body)).toEqual([S.s3.id, S.s2.id, S.s1.id]);
    expect(body[1]).toEqual(SEASON_ROWS.s2);
    expect(body[0].endDate).toBeNull();
  });

  it('the seasons page list adds team, game and award counts (no award objects)', async () => {
    const body = (await get('/api/pages/seasons')).json();
    expect(body[0]).not.toHaveProperty('awards');
    expect(
      body.map((s: { seasonNumber: number; teamCount: number; gameCount: number; awardCount: number }) => [
        s.seasonNumber,
        s.teamCount,
        s.gameCount,
        s.awardCount,
      ]),
    ).toEqual([
      [3, 3, 1, 1],
      [2, 2, 1, 2],
      [1, 2, 2, 1],
    ]);
  });

  it('medium adds each season’s teams and games', async () => {
    const body = (await get('/api/seasons/medium')).json();
    const s1 = body.find((s: { id: number }) => s.id === S.s1.id);
    expect(s1.teams).toEqual([
      {
        id: FX.teams.crows1,
        name: 'Storm Crows',
        placement: '1st Place',
        logoUrl: 'https://img.example/crows-1.png',
        seasonId: S.s1.id,
      },
      {
        id: FX.teams.wave1,
        name: 'Tidal Wave',
        placement: '2nd Place (D1)',
        logoUrl: null,
        seasonId: S.s1.id,
      },
    ]);
    expect(ids(s1.games)).toEqual([FX.games.final1, FX.games.regular1]);
    expect(s1.games[0]).toMatchObject({ date: '2024-02-10T20:00:00.000Z', team1Id: FX.teams.crows1 });
    expect(s1.games[0]).not.toHaveProperty('teams');
  });

  it('pages any season list', async () => {
    for (const url of ['/api/seasons/skinny', '/api/seasons', '/api/pages/seasons', '/api/seasons/medium']) {
      const res = await get(`${url}?limit=1&offset=1`);
      expect(ids(res.json()), url).toEqual([S.s2.id]);
      expect(res.headers['x-total-count'], url).toBe('3');
    }
  });
});

describe('GET /api/pages/seasons/:id', () => {
  it('answers one season by id (not number) with teams by placement, games and awards', async () => {
    const body = await bodyOf(get(`/api/pages/seasons/${S.s3.id}`));
    expect(body).toMatchObject({
      id: S.s3.id,
      seasonNumber: 3,
      theme: 'Third Time',
      startDate: '2025-01-04',
      endDate: null,
    });
    expect(body.teams.map((x: { name: string; placement: string }) => [x.name, x.placement])).toEqual([
      ['Spike-O-Rama', 'Top 8 (D3)'],
      ['Storm Crows', 'TBD'],
      ['Tidal Wave', 'TBD'],
    ]);
    expect(body.teams[1].logoUrl).toBe('https://img.example/crows-3.png');
    expect(ids(body.games)).toEqual([FX.games.losers3]);
    expect(body.games[0].teams.map((x: { name: string }) => x.name)).toEqual(['Storm Crows', 'Tidal Wave']);
    expect(body.awards).toEqual([
      expect.objectContaining({
        id: FX.awards.custom3,
        season: { id: S.s3.id, seasonNumber: 3 },
        players: [
          { id: FX.players.bench, name: 'bench_ben' },
          { id: FX.players.zed, name: 'Zed_Blocker' },
        ],
      }),
    ]);
  });

  it('orders placements by the canonical list', async () => {
    const s1 = (await get(`/api/pages/seasons/${S.s1.id}`)).json();
    expect(ids(s1.teams)).toEqual([FX.teams.crows1, FX.teams.wave1]);
    const s2 = (await get(`/api/pages/seasons/${S.s2.id}`)).json();
    expect(ids(s2.teams)).toEqual([FX.teams.crows2, FX.teams.owls2]);
    expect(ids(s2.awards)).toEqual([FX.awards.setter2, FX.awards.receiver2]);
  });

  it('answers 404 for an unknown id (a season number is not an id) and 400 for a malformed one', async () => {
    for (const path of ['/api/pages/seasons', '/api/seasons']) {
      const res = await get(`${path}/1`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Season not found' });
      const bad = await get(`${path}/abc`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Validation failed' });
    }
  });
});
