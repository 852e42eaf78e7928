import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { readRecords, settleRecordsRecalculation } from '../src/features/records/service.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
const { seasons: S, teams: T, games: G } = FX;
const REQUIRED = 'Please fill in all required fields';

const { get } = t.as('guest');

const newGame = {
  name: 'Tidal Wave vs. Storm Crows S3',
  seasonId: S.s3.id,
  teamNames: ['tidal wave', 'STORM CROWS'],
  team1Score: 3,
  team2Score: 2,
  videoUrl: 'https://video.example/new',
  date: '2025-02-01T20:00:00Z',
  stage: 'Winners Bracket; Semifinals',
};

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db, query))[0]?.n;

describe('POST /api/games/createByNames', () => {
  it('creates the game with the named teams of that season, in order, answered as GET /api/games/{id}', async () => {
    const res = await admin.post('/api/games/createByNames', newGame);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Tidal Wave vs. Storm Crows S3',
      seasonId: S.s3.id,
      season: { id: S.s3.id, seasonNumber: 3 },
      team1Id: T.wave3,
      team2Id: T.crows3,
      team1Score: 3,
      team2Score: 2,
      totalSets: 5,
      videoUrl: 'https://video.example/new',
      date: '2025-02-01T20:00:00.000Z',
      stage: 'Winners Bracket; Semifinals',
      stats: [],
    });
    expect(body.teams.map((team: { name: string }) => team.name)).toEqual(['Tidal Wave', 'Storm Crows']);
    expect(body).toEqual((await get(`/api/games/${body.id}`)).json());
  });

  it('takes a calendar date, no video and default scores', async () => {
    const { videoUrl: _v, team1Score: _a, team2Score: _b, ...rest } = newGame;
    const res = await admin.post('/api/games/createByNames', {
      ...rest,
      date: '2025-02-08',
      videoUrl: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      date: '2025-02-08T00:00:00.000Z',
      videoUrl: null,
      team1Score: 0,
      team2Score: 0,
    });
  });

  it.each(['name', 'seasonId', 'stage', 'teamNames', 'date'])('requires %s', async (field) => {
    const res = await admin.post('/api/games/createByNames', { ...newGame, [field]: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Validation failed');
    expect(res.json().errors).toContainEqual({ path: field, message: REQUIRED });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['a blank team 2', { teamNames: ['Tidal Wave', ''] }, 'teamNames.1'],
    ['one team only', { teamNames: ['Tidal Wave'] }, 'teamNames'],
    ['a blank date', { date: '' }, 'date'],
    ['a blank stage', { stage: '' }, 'stage'],
  ])('refuses %s with the required-fields message', async (_label, change, path) => {
    const res = await admin.post('/api/games/createByNames', { ...newGame, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message: REQUIRED });
  });

  it.each([
    [{ stage: 'Quarterfinals' }, 'stage', 'Choose a stage from the list of bracket stages'],
    [{ team1Score: -1 }, 'team1Score', 'Scores must be whole numbers of 0 or more'],
    [{ team2Score: 1.5 }, 'team2Score', 'Scores must be whole numbers of 0 or more'],
    [{ videoUrl: 'not a url' }, 'videoUrl', 'Please enter a valid URL'],
    [{ date: 'next friday' }, 'date', 'Use a date such as 2025-01-18 or 2025-01-18T20:00:00Z'],
  ])('refuses %o', async (change, path, message) => {
    const res = await admin.post('/api/games/createByNames', { ...newGame, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('names a team that is not in that season (400)', async () => {
    const res = await admin.post('/api/games/createByNames', {
      ...newGame,
      teamNames: ['Tidal Wave', 'Night Owls'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Team Night Owls is not in season 3');
    expect(res.json().errors).toEqual([
      { path: 'teamNames.1', message: 'Team Night Owls is not in season 3' },
    ]);
  });

  it('refuses the same team twice, whatever the case', async () => {
    const res = await admin.post('/api/games/createByNames', {
      ...newGame,
      teamNames: ['Storm Crows', 'storm crows'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The two teams must be different');
  });

  it('takes seasonId as the season id, not its number', async () => {
    const res = await admin.post('/api/games/createByNames', { ...newGame, seasonId: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Season not found');
  });
});

describe('PATCH /api/games/:id', () => {
  it('changes the given fields only and answers the game as GET does', async () => {
    const res = await admin.patch(`/api/games/${G.regular1}`, {
      name: 'Regular season opener',
      stage: 'Losers Bracket; Round 2',
      team1Score: 1,
      videoUrl: 'https://video.example/302',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: G.regular1,
      name: 'Regular season opener',
      stage: 'Losers Bracket; Round 2',
      team1Score: 1,
      team2Score: 3,
      videoUrl: 'https://video.example/302',
      date: '2024-01-20T20:00:00.000Z',
    });
    expect(res.json()).toEqual((await get(`/api/games/${G.regular1}`)).json());
  });

  it('clears the name and the video with null', async () => {
    const res = await admin.patch(`/api/games/${G.regular1}`, { name: null, videoUrl: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: null, videoUrl: null });
  });

  it('swaps the teams when the players with lines stay on them', async () => {
    const res = await admin.patch(`/api/games/${G.regular1}`, { teamNames: ['storm crows', 'tidal wave'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ team1Id: T.crows1, team2Id: T.wave1 });
    expect(res.json().stats).toHaveLength(3);
  });

  it('refuses teams that would strand stat lines (409 naming the players)', async () => {
    const res = await admin.patch(`/api/games/${G.losers3}`, {
      teamNames: ['Storm Crows', 'Spike-O-Rama'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Game ${G.losers3} has stat lines of players who are not on Storm Crows or Spike-O-Rama: libero_lu. Move or delete those lines first.`,
    );
  });

  it('moves the game to another season by looking its teams up there, and recalculates records', async () => {
    const res = await admin.patch(`/api/games/${G.losers3}`, {
      seasonId: S.s1.id,
      date: '2024-03-01T20:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ seasonId: S.s1.id, team1Id: T.crows1, team2Id: T.wave1 });
    await settleRecordsRecalculation(t.db);
    const kills = (await readRecords(t.db)).filter((r) => r.type === 'game' && r.gameId === G.losers3);
    expect(kills.length).toBeGreaterThan(0);
    for (const r of kills)
      expect(r).toMatchObject({ date: '2024-03-01T20:00:00.000Z', season: { id: S.s1.id } });
  });

  it('answers 400 for unknown teams, nothing to change and malformed ids; 404 for unknown games', async () => {
    const unknownTeam = await admin.patch(`/api/games/${G.grand2}`, {
      teamNames: ['Night Owls', 'Ghosts'],
    });
    expect(unknownTeam.statusCode).toBe(400);
    expect(unknownTeam.json().message).toBe('Team Ghosts is not in season 2');
    const empty = await admin.patch(`/api/games/${G.grand2}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'body', message: 'Nothing to change' });
    expect((await admin.patch('/api/games/abc', { name: 'x' })).statusCode).toBe(400);
    const missing = await admin.patch('/api/games/99999', { name: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Game not found');
  });
});

describe('DELETE /api/games/:id', () => {
  it('is for superadmins only', async () => {
    const res = await admin.delete(`/api/games/${G.final1}`);
    expect(res.statusCode).toBe(403);
  });

  it('deletes the game with its stat lines and the records pointing at it, then recalculates records', async () => {
    await settleRecordsRecalculation(t.db);
    await admin.post('/api/records/calculate');
    expect(
      await count(sql`select count(*)::int as n from records where game_id = ${G.final1}`),
    ).toBeGreaterThan(0);

    const res = await superadmin.delete(`/api/games/${G.final1}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Game ${G.final1} deleted with its 4 stat lines`,
      deletedStats: 4,
    });
    expect((await get(`/api/games/${G.final1}`)).statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from stats where game_id = ${G.final1}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from records where game_id = ${G.final1}`)).toBe(0);

    await settleRecordsRecalculation(t.db);
    const records = await readRecords(t.db);
    expect(records.length).toBeGreaterThan(0);
    expect(records.some((r) => r.gameId === G.final1)).toBe(false);
    // quickset's 22 assists were in the deleted game; the best assists line now is another.
    const assists = records.find((r) => r.type === 'game' && r.record === 'Most Assists' && r.rank === 1);
    expect(assists?.value).toBe(18);
  });

  it('answers 404 for an unknown game', async () => {
    const res = await superadmin.delete('/api/games/99999');
    expect(res.statusCode).toBe(404);
  });
});
