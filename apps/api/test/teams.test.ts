import { describe, expect, it } from 'vitest';
import { teamGame, teamWithSeason } from './helpers/fixture-answers.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { ids, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const T = FX.teams;

describe('GET /api/teams/skinny', () => {
  it('answers teams with their season, newest season first, then by name', async () => {
    const body = await listOf(get('/api/teams/skinny'), 7);
    expect(ids(body)).toEqual([T.spike3, T.crows3, T.wave3, T.owls2, T.crows2, T.crows1, T.wave1]);
    expect(body[1]).toEqual(teamWithSeason('crows3'));
    expect(body[0]).not.toHaveProperty('players');
  });

  it('filters by name, season number and placement (suffix and apostrophes ignored)', async () => {
    expect(ids((await get('/api/teams/skinny?q=CROWS')).json())).toEqual([T.crows3, T.crows2, T.crows1]);
    expect(ids((await get('/api/teams/skinny?seasonNumber=1')).json())).toEqual([T.crows1, T.wave1]);
    // 7 is season 1's id; there is no season number 7
    expect((await get('/api/teams/skinny?seasonNumber=7')).json()).toEqual([]);
    expect(ids((await get('/api/teams/skinny?placement=Top%204')).json())).toEqual([T.crows2]);
    expect(ids((await get('/api/teams/skinny?placement=top%208%20(D1)')).json())).toEqual([T.spike3]);
    expect(ids((await get('/api/teams/skinny?placement=Didnt%20make%20playoffs')).json())).toEqual([T.owls2]);
    expect(ids((await get('/api/teams/skinny?placement=2nd%20Place')).json())).toEqual([T.wave1]);
    expect(ids((await get('/api/teams/skinny?placement=TBD&q=tidal')).json())).toEqual([T.wave3]);
  });

  it('pages with the total in X-Total-Count', async () => {
    const res = await get('/api/teams/skinny?limit=2&offset=2&unknown=1');
    expect(ids(res.json())).toEqual([T.wave3, T.owls2]);
    expect(res.headers['x-total-count']).toBe('7');
    const filtered = await get('/api/teams/skinny?q=crows&limit=2');
    expect(filtered.headers['x-total-count']).toBe('3');
  });
});

describe('GET /api/teams/medium and /api/teams', () => {
  it('medium adds the roster by name', async () => {
    const body = (await get('/api/teams/medium?seasonNumber=1')).json();
    expect(body[0].players).toEqual([
      { id: FX.players.nightowl, name: 'nightowl_77', position: 'Spiker' },
      { id: FX.players.quickset, name: 'quickset_jay', position: 'Setter' },
    ]);
    expect(body[0]).not.toHaveProperty('games');
  });

  it('full adds games newest first seen from the team and the playoff game count', async () => {
    const body = (await get('/api/teams')).json();
    const crows1 = body.find((x: { id: number }) => x.id === T.crows1);
    expect(crows1.playoffGames).toBe(1);
    expect(crows1.games).toEqual([
      teamGame('final1', 'wave1'),
      expect.objectContaining({
        id: FX.games.regular1,
        stage: null,
        opponent: { id: T.wave1, name: 'Tidal Wave' },
      }),
    ]);
    const wave1 = body.find((x: { id: number }) => x.id === T.wave1);
    expect(wave1.games.map((g: { opponent: { id: number } }) => g.opponent.id)).toEqual([T.crows1, T.crows1]);
    const spike = body.find((x: { id: number }) => x.id === T.spike3);
    expect(spike).toMatchObject({ games: [], players: [], playoffGames: 0 });
  });
});

describe('GET /api/pages/teams/:name and /api/teams/name/:name', () => {
  it('answers every season’s team of that slug, newest season first, whatever the case', async () => {
    for (const path of ['/api/pages/teams', '/api/teams/name']) {
      for (const name of ['storm-crows', 'STORM%20CROWS', 'Storm--Crows', 'storm%20-%20crows']) {
        const res = await get(`${path}/${name}`);
        expect(res.statusCode, name).toBe(200);
        expect(ids(res.json()), name).toEqual([T.crows3, T.crows2, T.crows1]);
      }
      expect(ids((await get(`${path}/spike-o-rama`)).json())).toEqual([T.spike3]);
      expect(ids((await get(`${path}/Spike%20O%20Rama`)).json())).toEqual([T.spike3]);
    }
  });

  it('gives each team its roster, games, per-player sums over its games and totals', async () => {
    const [crows3, crows2, crows1] = (await get('/api/pages/teams/storm-crows')).json();
    expect(crows1.games[0]).not.toHaveProperty('stats');
    expect(crows1.season).toEqual({
      id: FX.seasons.s1.id,
      seasonNumber: 1,
      theme: 'First Serve',
      startDate: '2024-01-06',
    });
    expect(crows1.playerStats).toEqual([
      expect.objectContaining({
        playerId: FX.players.nightowl,
        name: 'nightowl_77',
        gamesPlayed: 2,
        spikeKills: 14,
        spikeAttempts: 32,
        apeKills: 2,
        aces: 3,
        assists: 0,
      }),
      expect.objectContaining({ playerId: FX.players.quickset, gamesPlayed: 2, assists: 37, spikeKills: 1 }),
    ]);
    expect(crows1.totalStats).toMatchObject({ spikeKills: 15, assists: 37, digs: 7, servingErrors: 3 });
    // lines of the other side's players never count for this team
    expect(
      crows2.playerStats.map((p: { name: string; spikeKills: number }) => [p.name, p.spikeKills]),
    ).toEqual([
      ['nightowl_77', 11],
      ['spikeking42', 4],
    ]);
    expect(
      crows2.games.map((g: { id: number; opponent: { name: string } }) => [g.id, g.opponent.name]),
    ).toEqual([[FX.games.grand2, 'Night Owls']]);
    expect(crows3.playerStats[0]).toMatchObject({ name: 'bench_ben', gamesPlayed: 0, spikeKills: 0 });
    expect(crows3.totalStats).toMatchObject({ spikeKills: 8, aces: 3 });
  });

  it('answers 404 JSON for an unknown name', async () => {
    for (const path of ['/api/pages/teams', '/api/teams/name']) {
      const res = await get(`${path}/no-such-team`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Team not found' });
    }
  });
});

describe('GET /api/teams/:id', () => {
  it('answers the same detail as the team page’s name lookup', async () => {
    const byId = (await get(`/api/teams/${T.crows1}`)).json();
    const byName = (await get('/api/pages/teams/storm-crows')).json()[2];
    expect(byId).toEqual(byName);
    expect(byId.playoffGames).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/teams/9999')).statusCode).toBe(404);
    expect((await get('/api/teams/abc')).statusCode).toBe(400);
    expect((await get('/api/teams/0')).statusCode).toBe(400);
  });
});
