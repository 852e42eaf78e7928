import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { awardPlayers, awards, players, teamPlayers } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { expectValidationFailed } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
const { get } = t.as('guest');
const { players: P, teams: T, seasons: S } = FX;

const batch = (payload: unknown) => admin.post('/api/players/batch/by-team-name', payload);
const playerCount = () => t.db.$count(players);
const teamIdsOf = async (playerId: number) =>
  (await t.db.select({ id: teamPlayers.teamId }).from(teamPlayers).where(eq(teamPlayers.playerId, playerId)))
    .map((r) => r.id)
    .sort();

describe('POST /api/players/batch/by-team-name', () => {
  it('creates lower-cased players on the latest season team of each name and answers players/medium', async () => {
    const res = await batch([
      { name: '  New_Guy ', position: 'spiker', teamNames: ['storm crows', ' ', 'TIDAL WAVE'] },
    ]);
    expect(res.statusCode).toBe(201);
    const [player] = res.json();
    expect(player).toMatchObject({ name: 'new_guy', position: 'Spiker' });
    expect(player.teams.map((team: { id: number }) => team.id).sort()).toEqual([T.crows3, T.wave3]);
    expect(player.teams[0].season).toMatchObject({ id: S.s3.id, seasonNumber: 3 });
  });

  it("uses a row's season number, and accepts comma-separated team names and a {players} wrapper", async () => {
    const res = await batch({
      players: [
        { name: 'Two_Seasons', position: 'Libero', teamNames: 'Storm Crows, night owls', seasonNumber: 2 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()[0]
        .teams.map((team: { id: number }) => team.id)
        .sort(),
    ).toEqual([T.crows2, T.owls2]);
  });

  it('does not duplicate an existing player: they join the new teams and take the given position', async () => {
    const before = await playerCount();
    const res = await batch([
      { name: 'NIGHTOWL_77', position: 'Setter', teamNames: ['Night Owls'], seasonNumber: 2 },
      { name: 'fresh_face', position: 'Blocker', teamNames: [] },
      { name: 'Fresh_Face', position: 'Blocker', teamNames: ['Spike-O-Rama'] },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.map((p: { name: string }) => p.name)).toEqual(['nightowl_77', 'fresh_face']);
    expect(body[0]).toMatchObject({ id: P.nightowl, position: 'Setter' });
    expect(await teamIdsOf(P.nightowl)).toEqual([T.crows1, T.crows2, T.owls2, T.crows3].sort());
    expect(body[1].teams.map((team: { id: number }) => team.id)).toEqual([T.spike3]);
    expect(await playerCount()).toBe(before + 1);
  });

  it('reports every row without a name or position at once, word for word, and writes nothing', async () => {
    const before = await playerCount();
    const res = await batch([
      { name: '', position: 'Setter', teamNames: [] },
      { name: 'good_row', position: 'Setter', teamNames: [] },
      { name: 'no_position', position: '   ', teamNames: [] },
      { position: 'Spiker' },
    ]);
    expectValidationFailed(res, [
      'Row 1: Name and Position are required.',
      'Row 3: Name and Position are required.',
      'Row 4: Name and Position are required.',
    ]);
    expect(await playerCount()).toBe(before);
  });

  it('still reports the row messages when another row has a malformed field', async () => {
    const res = await batch([{ name: 'ok', position: 'Setter', teamNames: 5 }, null]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: '1',
      message: 'Row 2: Name and Position are required.',
    });
    expect(res.json().errors.some((e: { path: string }) => e.path === '0.teamNames')).toBe(true);
  });

  it('refuses unknown team names (listing them all) and unknown seasons, writing nothing', async () => {
    const before = await playerCount();
    const res = await batch([
      { name: 'ghost_a', position: 'Setter', teamNames: ['Ghost Squad', 'Storm Crows'] },
      { name: 'ghost_b', position: 'Setter', teamNames: ['Night Owls'], seasonNumber: 3 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown team names: Ghost Squad, Night Owls (season 3)');
    expect(res.json().errors).toEqual([
      { path: '0.teamNames', message: 'Row 1: Team Ghost Squad not found' },
      { path: '1.teamNames', message: 'Row 2: Team Night Owls not found in season 3' },
    ]);
    const season = await batch([
      { name: 'ghost_c', position: 'Setter', teamNames: ['Storm Crows'], seasonNumber: 99 },
    ]);
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe('Row 1: Season 99 does not exist');
    expect(await playerCount()).toBe(before);
  });

  it('refuses an empty list and a body that is not a list', async () => {
    expect((await batch([])).json().errors[0].message).toBe('Add at least one player');
    expect((await batch({ name: 'x' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/players/:id', () => {
  it('renames (lower-cased) and answers the player page shape', async () => {
    const res = await admin.patch(`/api/players/${P.spikeking}`, {
      name: 'Spike_King_42',
      position: 'blocker',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: P.spikeking, name: 'spike_king_42', position: 'Blocker' });
    expect(body.stats).toHaveLength(3);
    expect(body).toHaveProperty('totalStats');
    expect(body.teams.map((team: { id: number }) => team.id)).toEqual([T.wave1, T.crows2]);
  });

  it('refuses a name another player has (any case) with 409, but allows a change of case of its own', async () => {
    const taken = await admin.patch(`/api/players/${P.zed}`, { name: 'QuickSet_Jay' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A player named quickset_jay already exists');
    const own = await admin.patch(`/api/players/${P.zed}`, { name: 'ZED_BLOCKER' });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('zed_blocker');
  });

  it('validates the body and the id', async () => {
    const blank = await admin.patch(`/api/players/${P.zed}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'name', message: 'Name is required' }]);
    const nothing = await admin.patch(`/api/players/${P.zed}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0].message).toBe('Nothing to change');
    expect((await admin.patch('/api/players/999999', { position: 'Setter' })).statusCode).toBe(404);
    expect((await admin.patch('/api/players/abc', { position: 'Setter' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/players/:id', () => {
  it('is refused to admins', async () => {
    expect((await admin.delete(`/api/players/${P.bench}`)).statusCode).toBe(403);
  });

  it('refuses a player with stat lines, naming the count', async () => {
    const res = await superadmin.delete(`/api/players/${P.libero}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This player still has 3 stat lines; delete them first');
    expect(await t.db.$count(players, eq(players.id, P.libero))).toBe(1);
  });

  it('takes roster and award links along, and an award left without recipients', async () => {
    const custom = FX.awards.custom3; // shared by bench and zed
    const first = await superadmin.delete(`/api/players/${P.bench}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Player deleted', id: P.bench });
    expect(await teamIdsOf(P.bench)).toEqual([]);
    expect(await t.db.$count(awardPlayers, eq(awardPlayers.awardId, custom))).toBe(1);
    expect(await t.db.$count(awards, eq(awards.id, custom))).toBe(1);

    expect((await superadmin.delete(`/api/players/${P.zed}`)).statusCode).toBe(200);
    expect(await t.db.$count(awards, eq(awards.id, custom))).toBe(0);
    const dangling = await t.db.$count(awardPlayers, sql`${awardPlayers.playerId} in (${P.bench}, ${P.zed})`);
    expect(dangling).toBe(0);
    expect((await get(`/api/players/${P.zed}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown player', async () => {
    expect((await superadmin.delete('/api/players/999999')).statusCode).toBe(404);
  });
});
