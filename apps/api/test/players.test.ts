import { describe, expect, it } from 'vitest';
import { NIGHTOWL_CAREER, ZERO_TOTALS } from './helpers/fixture-answers.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { bodyOf, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const names = (body: { name: string }[]) => body.map((p) => p.name);

describe('GET /api/players', () => {
  it('answers a bare array by name with teams, award refs, career totals and stat lines', async () => {
    const body = await listOf(get('/api/players'), 6);
    expect(Array.isArray(body)).toBe(true);
    expect(names(body)).toEqual([
      'bench_ben',
      'libero_lu',
      'nightowl_77',
      'quickset_jay',
      'spikeking42',
      'Zed_Blocker',
    ]);
    const owl = body.find((p: { id: number }) => p.id === FX.players.nightowl);
    expect(owl.totalStats).toEqual(NIGHTOWL_CAREER);
    expect(owl.awards).toEqual([{ id: FX.awards.mvp1, type: 'MVP' }]);
    // Each line field by field: test/legacy-contract.test.ts.
    expect(owl.stats).toHaveLength(4);
    expect(owl.teams.map((team: { id: number }) => team.id)).toEqual([
      FX.teams.crows1,
      FX.teams.crows2,
      FX.teams.crows3,
    ]);
    expect(owl.teams[0]).toEqual({
      id: FX.teams.crows1,
      name: 'Storm Crows',
      placement: '1st Place',
      logoUrl: 'https://img.example/crows-1.png',
      seasonId: FX.seasons.s1.id,
      season: { id: FX.seasons.s1.id, seasonNumber: 1, theme: 'First Serve', startDate: '2024-01-06' },
    });
    const zed = body.find((p: { id: number }) => p.id === FX.players.zed);
    expect(zed).toMatchObject({
      teams: [],
      awards: [{ id: FX.awards.custom3, type: 'Sportsmanship' }],
      totalStats: ZERO_TOTALS,
    });
  });

  it('pages with limit/offset and puts the total in X-Total-Count', async () => {
    const page = await get('/api/players?limit=2&offset=1');
    expect(names(page.json())).toEqual(['libero_lu', 'nightowl_77']);
    expect(page.headers['x-total-count']).toBe('6');
    const last = await get('/api/players?limit=4&offset=4');
    expect(names(last.json())).toEqual(['spikeking42', 'Zed_Blocker']);
    expect(last.headers['x-total-count']).toBe('6');
    const beyond = await get('/api/players?limit=10&offset=50');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('6');
    expect((await get('/api/players?limit=0')).statusCode).toBe(400);
    expect((await get('/api/players?offset=-1')).statusCode).toBe(400);
  });

  it('filters by name, season number and position, ignoring unknown parameters', async () => {
    expect(names((await get('/api/players?q=OWL&refresh=3')).json())).toEqual(['nightowl_77']);
    const season2 = await get(`/api/players?seasonNumber=${FX.seasons.s2.number}`);
    expect(names(season2.json())).toEqual(['libero_lu', 'nightowl_77', 'quickset_jay', 'spikeking42']);
    expect(season2.headers['x-total-count']).toBe('4');
    // 5 is season 2's id, not a season number
    expect((await get(`/api/players?seasonNumber=${FX.seasons.s2.id}`)).json()).toEqual([]);
    expect(names((await get('/api/players?position=spiker')).json())).toEqual(['nightowl_77', 'spikeking42']);
    expect(names((await get('/api/players?q=_&seasonNumber=3&position=n%2Fa')).json())).toEqual([
      'bench_ben',
    ]);
    expect((await get('/api/players?q=%25')).json()).toEqual([]);
    expect((await get('/api/players?q=')).json()).toHaveLength(6);
    expect((await get('/api/players?seasonNumber=abc')).statusCode).toBe(400);
  });

  it('counts a filtered page', async () => {
    const res = await get('/api/players?position=spiker&limit=1');
    expect(names(res.json())).toEqual(['nightowl_77']);
    expect(res.headers['x-total-count']).toBe('2');
  });
});

describe('GET /api/players/medium', () => {
  it('answers players with their teams only', async () => {
    const res = await get('/api/players/medium?q=quickset');
    expect(res.statusCode).toBe(200);
    const [player] = res.json();
    expect(Object.keys(player).sort()).toEqual(['id', 'name', 'position', 'teams']);
    expect(
      player.teams.map((team: { name: string; season: { seasonNumber: number } }) => [
        team.name,
        team.season.seasonNumber,
      ]),
    ).toEqual([
      ['Storm Crows', 1],
      ['Night Owls', 2],
    ]);
  });
});

describe('GET /api/pages/players/:id', () => {
  it("answers the player page read model, without the teams' games of the legacy path", async () => {
    const body = await bodyOf(get(`/api/pages/players/${FX.players.nightowl}`));
    expect(body).toMatchObject({
      id: FX.players.nightowl,
      name: 'nightowl_77',
      position: 'Spiker',
      totalStats: NIGHTOWL_CAREER,
      distinctGames: 4,
      statEntries: 4,
      awards: [{ id: FX.awards.mvp1, type: 'MVP', season: { id: FX.seasons.s1.id, seasonNumber: 1 } }],
    });
    expect(body.teams).toHaveLength(3);
    expect(body.teams[0]).not.toHaveProperty('games');
    expect(body.stats.map((s: { gameId: number; teamId: number }) => [s.gameId, s.teamId])).toEqual([
      [FX.games.losers3, FX.teams.crows3],
      [FX.games.grand2, FX.teams.crows2],
      [FX.games.final1, FX.teams.crows1],
      [FX.games.regular1, FX.teams.crows1],
    ]);
    expect(body.stats[0]).toMatchObject({
      id: 412,
      playerId: FX.players.nightowl,
      spikeKills: 8,
      spikeAttempts: 15,
      aces: 3,
      game: {
        id: FX.games.losers3,
        name: 'Storm Crows vs. Tidal Wave S3',
        date: '2025-01-18T21:00:00.000Z',
        stage: 'Losers Bracket; Round 1',
        seasonId: FX.seasons.s3.id,
        seasonNumber: 3,
        team1Score: 2,
        team2Score: 0,
      },
    });
    expect(body.records).toEqual([
      { id: FX.records.gameKills, type: 'game', record: 'Most Spike Kills', rank: 1, value: 11 },
      { id: FX.records.seasonKills, type: 'season', record: 'Most Spike Kills', rank: 1, value: 14 },
    ]);
  });

  it('counts the games of all the player’s teams, with or without lines', async () => {
    const quickset = (await get(`/api/pages/players/${FX.players.quickset}`)).json();
    expect(quickset).toMatchObject({ distinctGames: 3, statEntries: 3 });
    expect(quickset.totalStats).toMatchObject({ assists: 55, digs: 5, settingErrors: 2, servingErrors: 2 });
    const bench = (await get(`/api/pages/players/${FX.players.bench}`)).json();
    expect(bench).toMatchObject({
      distinctGames: 1,
      statEntries: 0,
      stats: [],
      totalStats: ZERO_TOTALS,
      records: [],
    });
    const zed = (await get(`/api/pages/players/${FX.players.zed}`)).json();
    expect(zed).toMatchObject({
      distinctGames: 0,
      teams: [],
      awards: [{ id: FX.awards.custom3, type: 'Sportsmanship' }],
    });
  });

  it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    for (const path of ['/api/pages/players', '/api/players']) {
      const missing = await get(`${path}/999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Player not found' });
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
        const res = await get(`${path}/${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({ message: 'Validation failed' });
      }
    }
  });
});
