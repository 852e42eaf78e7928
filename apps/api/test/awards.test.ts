import { describeAwardType } from '@league/shared/domain/league';
import { describe, expect, it } from 'vitest';
import { awardSkinny } from './helpers/fixture-answers.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { bodyOf, ids, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const A = FX.awards;

describe('GET /api/awards/skinny', () => {
  it('answers awards newest season first with recipients and season', async () => {
    const body = await listOf(get('/api/awards/skinny'), 4);
    expect(ids(body)).toEqual([A.custom3, A.setter2, A.receiver2, A.mvp1]);
    expect(body[2]).toEqual(awardSkinny('receiver2', ['libero', 'quickset']));
  });

  it('filters by recipient name, season number and type, and pages', async () => {
    expect(ids((await get('/api/awards/skinny?q=QUICK')).json())).toEqual([A.setter2, A.receiver2]);
    expect(ids((await get('/api/awards/skinny?seasonNumber=2')).json())).toEqual([A.setter2, A.receiver2]);
    expect((await get(`/api/awards/skinny?seasonNumber=${FX.seasons.s3.id}`)).json()).toEqual([]);
    expect(ids((await get('/api/awards/skinny?type=mvp')).json())).toEqual([A.mvp1]);
    expect(ids((await get('/api/awards?type=Best%20Receiver&q=libero')).json())).toEqual([A.receiver2]);
    const page = await get('/api/awards/skinny?limit=2&offset=1');
    expect(ids(page.json())).toEqual([A.setter2, A.receiver2]);
    expect(page.headers['x-total-count']).toBe('4');
  });
});

describe('GET /api/awards', () => {
  it('gives each recipient their teams with the team’s season', async () => {
    const body = (await get('/api/awards')).json();
    const mvp = body.find((a: { id: number }) => a.id === A.mvp1);
    expect(mvp.players).toEqual([
      {
        id: FX.players.nightowl,
        name: 'nightowl_77',
        teams: [
          { id: FX.teams.crows1, name: 'Storm Crows', season: { id: FX.seasons.s1.id, seasonNumber: 1 } },
          { id: FX.teams.crows2, name: 'storm crows', season: { id: FX.seasons.s2.id, seasonNumber: 2 } },
          { id: FX.teams.crows3, name: 'Storm Crows', season: { id: FX.seasons.s3.id, seasonNumber: 3 } },
        ],
      },
    ]);
  });
});

describe('GET /api/awards/:id', () => {
  it('adds the type’s description and each recipient’s team that season', async () => {
    const body = await bodyOf(get(`/api/awards/${A.receiver2}`));
    expect(body.typeDescription).toBe(describeAwardType('Best Receiver'));
    expect(body.season).toEqual({ id: FX.seasons.s2.id, seasonNumber: 2 });
    expect(body.players.map((p: { name: string; team: unknown }) => [p.name, p.team])).toEqual([
      [
        'libero_lu',
        {
          id: FX.teams.owls2,
          name: 'Night Owls',
          placement: "Didn't make playoffs",
          logoUrl: 'https://img.example/owls.png',
        },
      ],
      [
        'quickset_jay',
        {
          id: FX.teams.owls2,
          name: 'Night Owls',
          placement: "Didn't make playoffs",
          logoUrl: 'https://img.example/owls.png',
        },
      ],
    ]);
    expect(body.players[0].teams).toHaveLength(3);
  });

  it('uses the default description for other types and null for a recipient without a team', async () => {
    const body = (await get(`/api/awards/${A.custom3}`)).json();
    expect(body.typeDescription).toBe('A special recognition for outstanding achievement');
    expect(body.imageUrl).toBe('https://img.example/award.png');
    expect(
      body.players.map((p: { name: string; team: { id: number } | null }) => [p.name, p.team?.id ?? null]),
    ).toEqual([
      ['bench_ben', FX.teams.crows3],
      ['Zed_Blocker', null],
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/awards/777')).statusCode).toBe(404);
    expect((await get('/api/awards/seven')).statusCode).toBe(400);
  });
});

describe('GET /api/awards/player/:id', () => {
  it('answers the awards of a player, [] for one without, 404 for an unknown player', async () => {
    const res = await get(`/api/awards/player/${FX.players.quickset}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([A.setter2, A.receiver2]);
    expect(res.json()[1].players).toHaveLength(2);
    expect((await get(`/api/awards/player/${FX.players.spikeking}`)).json()).toEqual([]);
    const missing = await get('/api/awards/player/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Player not found' });
    expect((await get('/api/awards/player/abc')).statusCode).toBe(400);
  });
});
