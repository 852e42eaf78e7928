import { STAT_FIELDS } from '@league/shared/domain/league';
import { beforeAll, describe, expect, it } from 'vitest';
import { players, teamPlayers } from '../src/db/schema.ts';
import { readRecords, settleRecordsRecalculation } from '../src/features/records/service.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
let freshId: number;
const { players: P, games: G, seasons: S } = FX;
const ZERO = Object.fromEntries(STAT_FIELDS.map((f) => [f, 0]));
const BY_NAME_REQUIRED = 'Player name and Game ID are required.';

beforeAll(async () => {
  // A player on Tidal Wave (season 3) without lines, for the by-name creation.
  const [fresh] = await t.db.insert(players).values({ name: 'fresh_face', position: 'Setter' }).returning();
  freshId = fresh!.id;
  await t.db.insert(teamPlayers).values({ teamId: FX.teams.wave3, playerId: freshId });
});

const { get } = t.as('guest');

async function gameRecord(record: string) {
  await settleRecordsRecalculation(t.db);
  return (await readRecords(t.db)).find((r) => r.type === 'game' && r.record === record && r.rank === 1);
}

describe('POST /api/stats', () => {
  it('creates the line, answers it as GET /api/stats/{id} does, and recalculates the records', async () => {
    const res = await admin.post('/api/stats', {
      ...ZERO,
      gameId: G.losers3,
      playerId: P.bench,
      spikeKills: 50,
      spikeAttempts: 60,
      digs: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      gameId: G.losers3,
      playerId: P.bench,
      spikeKills: 50,
      spikeAttempts: 60,
      digs: 2,
      aces: 0,
      player: { id: P.bench, name: 'bench_ben' },
      game: { id: G.losers3, seasonId: S.s3.id, seasonNumber: 3, stage: 'Losers Bracket; Round 1' },
    });
    expect(body).toEqual((await get(`/api/stats/${body.id}`)).json());
    expect(await gameRecord('Most Spike Kills')).toMatchObject({
      value: 50,
      gameId: G.losers3,
      player: { id: P.bench },
    });
  });

  it('refuses a second line for the same player and game (409)', async () => {
    const res = await admin.post('/api/stats', {
      ...ZERO,
      gameId: G.losers3,
      playerId: P.nightowl,
      digs: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Game ${G.losers3} already has a stat line for nightowl_77`);
  });

  it('refuses a player who is on neither team of the game (400)', async () => {
    const res = await admin.post('/api/stats', { ...ZERO, gameId: G.losers3, playerId: P.zed, digs: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Player Zed_Blocker is not on either team of game ${G.losers3}`);
  });

  it('answers 404 for an unknown player or game', async () => {
    const player = await admin.post('/api/stats', { ...ZERO, gameId: G.losers3, playerId: 99999 });
    expect(player.statusCode).toBe(404);
    expect(player.json().message).toBe('Player not found');
    const game = await admin.post('/api/stats', { ...ZERO, gameId: 99999, playerId: P.bench });
    expect(game.statusCode).toBe(404);
    expect(game.json().message).toBe('Game not found');
  });

  it('requires the player and the game', async () => {
    const res = await admin.post('/api/stats', { ...ZERO, gameId: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'gameId', message: 'Player ID and Game ID are required.' },
        { path: 'playerId', message: 'Player ID and Game ID are required.' },
      ]),
    );
  });

  it('refuses negative numbers and kills above attempts', async () => {
    const negative = await admin.post('/api/stats', {
      ...ZERO,
      gameId: G.losers3,
      playerId: P.bench,
      digs: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toContainEqual({
      path: 'digs',
      message: 'digs must be a whole number of 0 or more',
    });
    const kills = await admin.post('/api/stats', {
      ...ZERO,
      gameId: G.losers3,
      playerId: freshId,
      apeKills: 3,
      apeAttempts: 2,
    });
    expect(kills.statusCode).toBe(400);
    expect(kills.json().message).toBe('fresh_face: ape kills (3) cannot exceed ape attempts (2)');
    expect(kills.json().errors).toEqual([
      { path: 'apeKills', message: 'fresh_face: ape kills (3) cannot exceed ape attempts (2)' },
    ]);
  });
});

describe('POST /api/stats/by-name', () => {
  it('finds the player by name in any case', async () => {
    const res = await admin.post('/api/stats/by-name', {
      playerName: ' FRESH_Face ',
      gameId: G.losers3,
      assists: 12,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      playerId: freshId,
      assists: 12,
      spikeKills: 0,
      player: { name: 'fresh_face' },
    });
    expect(res.json()).toEqual((await get(`/api/stats/${res.json().id}`)).json());
  });

  it.each([
    ['no player name', { gameId: G.losers3 }, 'playerName'],
    ['a blank player name', { playerName: '   ', gameId: G.losers3 }, 'playerName'],
    ['no game id', { playerName: 'fresh_face' }, 'gameId'],
    ['game id 0', { playerName: 'fresh_face', gameId: 0 }, 'gameId'],
  ])('refuses %s with the documented message', async (_label, body, path) => {
    const res = await admin.post('/api/stats/by-name', { ...ZERO, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message: BY_NAME_REQUIRED });
  });

  it('answers 404 naming an unknown player (lower-cased)', async () => {
    const res = await admin.post('/api/stats/by-name', { playerName: 'Ghost_Player', gameId: G.losers3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Player ghost_player not found');
  });

  it('refuses a duplicate line (409)', async () => {
    const res = await admin.post('/api/stats/by-name', {
      playerName: 'LIBERO_LU',
      gameId: G.grand2,
      digs: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Game ${G.grand2} already has a stat line for libero_lu`);
  });
});

describe('PATCH /api/stats/:id', () => {
  it('changes the numbers and recalculates the records without being asked', async () => {
    const res = await admin.patch('/api/stats/410', { spikeKills: 70, spikeAttempts: 80 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 410,
      spikeKills: 70,
      spikeAttempts: 80,
      blocks: 3,
      gameId: G.grand2,
    });
    expect(res.json()).toEqual((await get('/api/stats/410')).json());
    expect(await gameRecord('Most Spike Kills')).toMatchObject({
      value: 70,
      gameId: G.grand2,
      player: { id: P.nightowl },
    });
  });

  it('checks the merged line: kills above the stored attempts are refused', async () => {
    const res = await admin.patch('/api/stats/401', { spikeAttempts: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('nightowl_77: spike kills (9) cannot exceed spike attempts (5)');
    expect((await get('/api/stats/401')).json().spikeAttempts).toBe(20);
  });

  it('moves a line to another player with the same checks as a new line', async () => {
    const duplicate = await admin.patch('/api/stats/413', { playerId: P.nightowl });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(`Game ${G.losers3} already has a stat line for nightowl_77`);
    const offTeam = await admin.patch('/api/stats/413', { playerId: P.quickset });
    expect(offTeam.statusCode).toBe(400);
    expect(offTeam.json().message).toBe(`Player quickset_jay is not on either team of game ${G.losers3}`);
  });

  it('answers 400 for nothing to change or a negative number, 404 for an unknown line', async () => {
    const empty = await admin.patch('/api/stats/402', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'body', message: 'Nothing to change' });
    const negative = await admin.patch('/api/stats/402', { aces: -2 });
    expect(negative.json().errors).toContainEqual({
      path: 'aces',
      message: 'aces must be a whole number of 0 or more',
    });
    const missing = await admin.patch('/api/stats/99999', { aces: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Stat entry not found');
  });
});

describe('DELETE /api/stats/:id', () => {
  it('is refused to admins', async () => {
    expect((await admin.delete('/api/stats/410')).statusCode).toBe(403);
  });

  it('deletes the line for superadmins and recalculates the records', async () => {
    const res = await superadmin.delete('/api/stats/410');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Stat line 410 deleted' });
    expect((await get('/api/stats/410')).statusCode).toBe(404);
    const best = await gameRecord('Most Spike Kills');
    expect(best).toMatchObject({ value: 50, player: { id: P.bench } });
    const again = await superadmin.delete('/api/stats/410');
    expect(again.statusCode).toBe(404);
  });
});
