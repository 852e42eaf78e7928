import { describe, expect, it } from 'vitest';
import { lineWithPlayer } from './helpers/fixture-answers.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { ids, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');

describe('GET /api/stats', () => {
  it('answers lines newest entry first with player and game references', async () => {
    const body = await listOf(get('/api/stats'), 13);
    expect(ids(body)).toEqual([413, 412, 411, 410, 409, 408, 407, 406, 405, 404, 403, 402, 401]);
    expect(body[12]).toEqual({
      ...lineWithPlayer(401),
      game: {
        id: FX.games.final1,
        seasonId: FX.seasons.s1.id,
        seasonNumber: 1,
        stage: 'Winners Bracket; Finals',
      },
    });
  });

  it('pages by 10 as the portal does', async () => {
    const first = await get('/api/stats?limit=10');
    expect(first.json()).toHaveLength(10);
    expect(first.headers['x-total-count']).toBe('13');
    const second = await get('/api/stats?limit=10&offset=10');
    expect(ids(second.json())).toEqual([403, 402, 401]);
    expect(second.headers['x-total-count']).toBe('13');
  });

  it('searches by player name, game id or player id, and filters by game and player', async () => {
    expect(ids((await get('/api/stats?q=OWL')).json())).toEqual([412, 410, 405, 401]);
    expect(ids((await get(`/api/stats?q=${FX.games.grand2}`)).json())).toEqual([411, 410, 409, 408]);
    expect(ids((await get(`/api/stats?q=${FX.players.libero}`)).json())).toEqual([413, 409, 404]);
    expect((await get('/api/stats?q=401')).json()).toEqual([]);
    expect((await get('/api/stats?q=99999999999')).json()).toEqual([]);
    expect(
      ids((await get(`/api/stats?gameId=${FX.games.final1}&playerId=${FX.players.quickset}`)).json()),
    ).toEqual([402]);
    const filtered = await get(`/api/stats?playerId=${FX.players.nightowl}&limit=2`);
    expect(ids(filtered.json())).toEqual([412, 410]);
    expect(filtered.headers['x-total-count']).toBe('4');
    expect((await get('/api/stats?gameId=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/stats/:id', () => {
  it('answers one line, 404 for an unknown id, 400 for a malformed one', async () => {
    const res = await get('/api/stats/409');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 409,
      digs: 10,
      blockFollows: 2,
      player: { name: 'libero_lu' },
      game: { id: FX.games.grand2, seasonNumber: 2, seasonId: FX.seasons.s2.id },
    });
    expect((await get('/api/stats/999')).statusCode).toBe(404);
    expect((await get('/api/stats/-1')).statusCode).toBe(400);
  });
});
