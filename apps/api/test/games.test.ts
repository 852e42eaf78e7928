import { describe, expect, it } from 'vitest';
import { gameSkinny } from './helpers/fixture-answers.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { bodyOf, ids, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const G = FX.games;

describe('GET /api/games/skinny and /api/games', () => {
  it('answers games newest first with season and both teams in order', async () => {
    for (const url of ['/api/games/skinny', '/api/games']) {
      const body = await listOf(get(url), 4);
      expect(ids(body)).toEqual([G.losers3, G.grand2, G.final1, G.regular1]);
      expect(body[3]).toEqual(gameSkinny('regular1'));
    }
  });

  it('filters by name, season number and stage, and pages', async () => {
    expect(ids((await get('/api/games?q=TIDAL')).json())).toEqual([G.losers3, G.final1, G.regular1]);
    expect(ids((await get('/api/games/skinny?seasonNumber=1')).json())).toEqual([G.final1, G.regular1]);
    expect((await get(`/api/games?seasonNumber=${FX.seasons.s1.id}`)).json()).toEqual([]);
    expect(ids((await get('/api/games?stage=grand%20finals')).json())).toEqual([G.grand2]);
    const page = await get('/api/games?limit=1&offset=1&refresh=9');
    expect(ids(page.json())).toEqual([G.grand2]);
    expect(page.headers['x-total-count']).toBe('4');
    const filtered = await get('/api/games?seasonNumber=1&limit=1');
    expect(filtered.headers['x-total-count']).toBe('2');
  });
});

describe('GET /api/games/:id', () => {
  it('answers the game with rosters, lines of team 1 then team 2, and total sets', async () => {
    const body = await bodyOf(get(`/api/games/${G.final1}`));
    expect(body).toMatchObject({
      id: G.final1,
      stage: 'Winners Bracket; Finals',
      videoUrl: 'https://video.example/301',
      date: '2024-02-10T20:00:00.000Z',
      season: { id: FX.seasons.s1.id, seasonNumber: 1 },
      totalSets: 4,
    });
    expect(body.teams).toEqual([
      {
        id: FX.teams.crows1,
        name: 'Storm Crows',
        logoUrl: 'https://img.example/crows-1.png',
        placement: '1st Place',
        players: [
          { id: FX.players.nightowl, name: 'nightowl_77', position: 'Spiker' },
          { id: FX.players.quickset, name: 'quickset_jay', position: 'Setter' },
        ],
      },
      {
        id: FX.teams.wave1,
        name: 'Tidal Wave',
        logoUrl: null,
        placement: '2nd Place (D1)',
        players: [
          { id: FX.players.libero, name: 'libero_lu', position: 'Libero' },
          { id: FX.players.spikeking, name: 'spikeking42', position: 'Spiker' },
        ],
      },
    ]);
    expect(body.stats.map((s: { id: number; teamId: number }) => [s.id, s.teamId])).toEqual([
      [401, FX.teams.crows1],
      [402, FX.teams.crows1],
      [403, FX.teams.wave1],
      [404, FX.teams.wave1],
    ]);
    expect(body.stats[0]).toMatchObject({
      gameId: G.final1,
      playerId: FX.players.nightowl,
      player: { id: FX.players.nightowl, name: 'nightowl_77' },
      spikeKills: 9,
      spikeAttempts: 20,
      apeKills: 2,
      servingErrors: 1,
    });
  });

  it('puts team 1’s lines first even when they were entered last', async () => {
    const body = (await get(`/api/games/${G.regular1}`)).json();
    expect(body.teams.map((x: { id: number }) => x.id)).toEqual([FX.teams.wave1, FX.teams.crows1]);
    expect(body.stats.map((s: { id: number }) => s.id)).toEqual([407, 405, 406]);
    expect(body.totalSets).toBe(5);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/games/4242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Game not found', error: 'Game not found' });
    expect((await get('/api/games/x1')).statusCode).toBe(400);
  });
});
