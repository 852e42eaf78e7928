import { AWARD_TYPE_DESCRIPTIONS } from '@league/shared/domain/league';
import { AWARD_TYPE_MESSAGE } from '@league/shared/schemas/awards-admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { awardPlayers, awards, players } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { expectValidationFailed, messages } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
const { get } = t.as('guest');
const { awards: A, players: P, seasons: S, teams: T } = FX;
const REQUIRED = 'Type, Description, Season ID, and Player Name are required.';

const create = (payload: unknown) => admin.post('/api/awards/with-names', payload);
const valid = {
  type: 'Best Spiker',
  description: 'Top hitter of season 2',
  seasonId: S.s2.id,
  playerName: 'spikeking42',
};

describe('POST /api/awards/with-names', () => {
  it('gives the award to the named player in the season with that id and answers the award page shape', async () => {
    const res = await create({ ...valid, type: 'best spiker', playerName: 'SpikeKing42' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      type: 'Best Spiker',
      description: 'Top hitter of season 2',
      imageUrl: null,
      seasonId: S.s2.id,
      season: { id: S.s2.id, seasonNumber: 2 },
      typeDescription: AWARD_TYPE_DESCRIPTIONS['Best Spiker'],
    });
    expect(body.players).toHaveLength(1);
    expect(body.players[0]).toMatchObject({ id: P.spikeking, name: 'spikeking42', team: { id: T.crows2 } });
    expect((await get(`/api/awards/${body.id}`)).json()).toEqual(body);
  });

  it('finds a player stored with capitals by the lower-cased name and keeps an image URL', async () => {
    const res = await create({
      ...valid,
      type: 'DPOS',
      playerName: 'zed_blocker',
      imageUrl: 'https://img.example/dpos.png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageUrl: 'https://img.example/dpos.png', players: [{ id: P.zed }] });
  });

  it.each([
    [{ ...valid, type: '' }],
    [{ ...valid, description: '   ' }],
    [{ ...valid, seasonId: 0 }],
    [{ ...valid, playerName: undefined }],
  ])('answers the form message for %j', async (payload) => {
    expectValidationFailed(await create(payload), [REQUIRED]);
  });

  it('checks the type and the image URL', async () => {
    expect(messages(await create({ ...valid, type: 'Best Dancer' }))).toEqual([AWARD_TYPE_MESSAGE]);
    expect(messages(await create({ ...valid, imageUrl: 'not a url' }))).toEqual(['Please enter a valid URL']);
  });

  it('answers 400 for an unknown player or season id (a season number is not an id)', async () => {
    const before = await t.db.$count(awards);
    const player = await create({ ...valid, playerName: 'Ghost_Player' });
    expect(player.statusCode).toBe(400);
    expect(player.json().message).toBe('Player ghost_player not found');
    const season = await create({ ...valid, seasonId: 2 });
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe('Season with id 2 not found');
    expect(await t.db.$count(awards)).toBe(before);
  });
});

describe('PATCH /api/awards/:id', () => {
  it('replaces the recipients with the one named player', async () => {
    const res = await admin.patch(`/api/awards/${A.receiver2}`, { playerName: 'LIBERO_LU' });
    expect(res.statusCode).toBe(200);
    expect(res.json().players.map((p: { id: number }) => p.id)).toEqual([P.libero]);
    expect(await t.db.$count(awardPlayers, eq(awardPlayers.awardId, A.receiver2))).toBe(1);
  });

  it('changes type, description, season, image and date', async () => {
    const res = await admin.patch(`/api/awards/${A.setter2}`, {
      type: 'fmvp',
      description: 'Finals hero',
      seasonId: S.s3.id,
      imageUrl: 'https://img.example/fmvp.png',
      createdAt: '2024-09-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: A.setter2,
      type: 'FMVP',
      description: 'Finals hero',
      season: { id: S.s3.id, seasonNumber: 3 },
      imageUrl: 'https://img.example/fmvp.png',
      createdAt: '2024-09-01T00:00:00.000Z',
      players: [{ id: P.quickset }],
    });
    const cleared = await admin.patch(`/api/awards/${A.setter2}`, {
      imageUrl: null,
      createdAt: '2024-09-02T12:30:00Z',
    });
    expect(cleared.json()).toMatchObject({ imageUrl: null, createdAt: '2024-09-02T12:30:00.000Z' });
  });

  it('answers 400 for unknown references and bad fields, 404 for an unknown award', async () => {
    const player = await admin.patch(`/api/awards/${A.mvp1}`, { playerName: 'nobody_here' });
    expect(player.statusCode).toBe(400);
    expect(player.json().message).toBe('Player nobody_here not found');
    const season = await admin.patch(`/api/awards/${A.mvp1}`, { seasonId: 3 });
    expect(season.json().message).toBe('Season with id 3 not found');
    expect(messages(await admin.patch(`/api/awards/${A.mvp1}`, { type: 'Nope' }))).toEqual([
      AWARD_TYPE_MESSAGE,
    ]);
    expect(messages(await admin.patch(`/api/awards/${A.mvp1}`, { description: '' }))).toEqual([REQUIRED]);
    expect(messages(await admin.patch(`/api/awards/${A.mvp1}`, { createdAt: 'yesterday' }))).toEqual([
      'Use a date (YYYY-MM-DD) or an ISO date and time',
    ]);
    expect(messages(await admin.patch(`/api/awards/${A.mvp1}`, {}))).toEqual(['Nothing to change']);
    expect((await admin.patch('/api/awards/999999', { description: 'x' })).statusCode).toBe(404);
    const unchanged = (await get(`/api/awards/${A.mvp1}`)).json();
    expect(unchanged).toMatchObject({ type: 'MVP', players: [{ id: P.nightowl }], season: { id: S.s1.id } });
  });
});

describe('DELETE /api/awards/:id', () => {
  it('deletes the award with its recipient links, keeping the players (superadmin only)', async () => {
    expect((await admin.delete(`/api/awards/${A.mvp1}`)).statusCode).toBe(403);
    const res = await superadmin.delete(`/api/awards/${A.mvp1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Award deleted', id: A.mvp1 });
    expect(await t.db.$count(awardPlayers, eq(awardPlayers.awardId, A.mvp1))).toBe(0);
    expect(await t.db.$count(players, eq(players.id, P.nightowl))).toBe(1);
    expect((await get(`/api/awards/${A.mvp1}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown award', async () => {
    expect((await superadmin.delete('/api/awards/999999')).statusCode).toBe(404);
  });
});
