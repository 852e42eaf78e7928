import { describe, expect, it } from 'vitest';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
const { seasons: S, matches: M } = FX;
const REQUIRED = 'Please fill in all required fields';

const { get } = t.as('guest');

/** What the Create New Match modal sends. */
const form = {
  matchNumber: 'Round 2 - Match 1',
  status: 'scheduled',
  round: 'Round 2',
  phase: 'qualifiers',
  region: 'na',
  date: '2025-02-01T20:00:00Z',
  seasonId: S.s3.id,
  team1Name: 'storm crows',
  team2Name: 'Tidal Wave',
  tags: 'NA, Week 2',
};

describe('POST /api/matches', () => {
  it('creates the match and answers it as GET /api/matches/{id} does, with logos and season', async () => {
    const res = await admin.post('/api/matches', form);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      matchNumber: 'Round 2 - Match 1',
      status: 'scheduled',
      round: 'Round 2',
      phase: 'qualifiers',
      region: 'na',
      date: '2025-02-01T20:00:00.000Z',
      tags: ['NA', 'Week 2'],
      team1Name: 'storm crows',
      team2Name: 'Tidal Wave',
      team1LogoUrl: 'https://img.example/crows-3.png',
      team2LogoUrl: 'https://img.example/wave-3.png',
      team1Score: null,
      team2Score: null,
      set1Score: null,
      seasonId: S.s3.id,
      season: { id: S.s3.id, seasonNumber: 3 },
    });
    expect(body).toEqual((await get(`/api/matches/${body.id}`)).json());
  });

  it('defaults status, phase, region and tags', async () => {
    const { status: _s, phase: _p, region: _r, tags: _t, ...required } = form;
    const res = await admin.post('/api/matches', { ...required, matchNumber: 'Defaults' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', phase: 'qualifiers', region: 'na', tags: [] });
  });

  it('takes a phase and a division in any case, refuses others with their message, and filters by them', async () => {
    const res = await admin.post('/api/matches', {
      ...form,
      matchNumber: 'Grouped',
      phase: 'PLAYOFFS',
      division: 'd2',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ phase: 'playoffs', division: 'D2', region: 'na' });
    expect((await admin.post('/api/matches', { ...form, matchNumber: 'Plain' })).json().division).toBeNull();

    const bad = await admin.post('/api/matches', {
      ...form,
      matchNumber: 'Bad',
      phase: 'preseason',
      division: 'D9',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(['Division must be one of D1, D2, D3', 'Phase must be qualifiers or playoffs']);

    const listed = (await get(`/api/matches?seasonId=${S.s3.id}&division=D2&phase=playoffs`)).json();
    expect(listed.map((m: { id: number }) => m.id)).toEqual([created.id]);
    const edited = await admin.patch(`/api/matches/${created.id}`, { division: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ division: null, phase: 'playoffs' });
  });

  it('stores the given scores as given', async () => {
    const res = await admin.post('/api/matches', {
      ...form,
      matchNumber: 'Forfeit',
      status: 'completed',
      team1Score: 2,
      team2Score: 0,
      set1Score: '25-20',
      tags: ['Forfeit'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      team1Score: 2,
      team2Score: 0,
      set1Score: '25-20',
      set2Score: null,
      tags: ['Forfeit'],
    });
  });

  it('counts the sets won when only set scores are given', async () => {
    const res = await admin.post('/api/matches', {
      ...form,
      matchNumber: 'Sets only',
      status: 'completed',
      team1Score: '',
      set1Score: '25-20',
      set2Score: '18 - 25',
      set3Score: '15-10',
      set4Score: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      team1Score: 2,
      team2Score: 1,
      set2Score: '18-25',
      set3Score: '15-10',
      set4Score: null,
    });
  });

  it.each(['matchNumber', 'status', 'round', 'date', 'seasonId', 'team1Name', 'team2Name'])(
    'requires %s',
    async (field) => {
      const res = await admin.post('/api/matches', { ...form, [field]: field === 'seasonId' ? null : '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Validation failed');
      expect(res.json().errors).toContainEqual({ path: field, message: REQUIRED });
    },
  );

  it.each([
    [{ status: 'paused' }, 'status', 'Status must be scheduled, live or completed'],
    [{ region: 'oc' }, 'region', 'Region must be one of na, eu, as, sa'],
    [{ team1Score: -1 }, 'team1Score', 'Scores must be whole numbers of 0 or more'],
    [{ team2Score: 2.5 }, 'team2Score', 'Scores must be whole numbers of 0 or more'],
    [{ set2Score: '25' }, 'set2Score', 'Set scores look like 25-21'],
  ])('refuses %o', async (change, path, message) => {
    const res = await admin.post('/api/matches', { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('takes seasonId as the season id, not its number', async () => {
    const res = await admin.post('/api/matches', { ...form, seasonId: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Season not found');
  });

  it('refuses a team playing itself', async () => {
    const res = await admin.post('/api/matches', { ...form, team2Name: 'STORM CROWS' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A team cannot play itself');
  });
});

describe('PATCH /api/matches/:id', () => {
  it('changes the status inline and answers the match with its season', async () => {
    const res = await admin.patch(`/api/matches/${M.r1m2}`, { status: 'completed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: M.r1m2,
      status: 'completed',
      matchNumber: 'Round 1 - Match 2',
      team1LogoUrl: null,
      season: { id: S.s3.id, seasonNumber: 3 },
    });
    expect(res.json()).toEqual((await get(`/api/matches/${M.r1m2}`)).json());
  });

  it('changes other fields and recounts the scores from edited set scores', async () => {
    const res = await admin.patch(`/api/matches/${M.losers}`, {
      date: '2025-01-26T18:30:00Z',
      tags: 'Losers, Week 3',
      region: 'EU',
      set1Score: '20-25',
      set2Score: '25-23',
      set3Score: '10-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2025-01-26T18:30:00.000Z',
      tags: ['Losers', 'Week 3'],
      region: 'eu',
      team1Score: 1,
      team2Score: 2,
      round: 'Losers Round 1',
    });
  });

  it('keeps explicit scores given with set scores', async () => {
    const res = await admin.patch(`/api/matches/${M.r1m1}`, {
      set3Score: '5-15',
      team1Score: 2,
      team2Score: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ team1Score: 2, team2Score: 1, set3Score: '5-15' });
  });

  it('moves the match to another season by id', async () => {
    const res = await admin.patch(`/api/matches/${M.s2r2}`, { seasonId: S.s1.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ seasonId: S.s1.id, season: { id: S.s1.id, seasonNumber: 1 } });
  });

  it('answers 400 for bad values, unknown seasons and nothing to change; 404 for unknown matches', async () => {
    const status = await admin.patch(`/api/matches/${M.r1m1}`, { status: 'paused' });
    expect(status.json().errors).toContainEqual({
      path: 'status',
      message: 'Status must be scheduled, live or completed',
    });
    const blank = await admin.patch(`/api/matches/${M.r1m1}`, { round: '' });
    expect(blank.json().errors).toContainEqual({ path: 'round', message: REQUIRED });
    const season = await admin.patch(`/api/matches/${M.r1m1}`, { seasonId: 2 });
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe('Season not found');
    const itself = await admin.patch(`/api/matches/${M.r1m1}`, { team2Name: 'Storm Crows' });
    expect(itself.statusCode).toBe(400);
    const empty = await admin.patch(`/api/matches/${M.r1m1}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'body', message: 'Nothing to change' });
    const missing = await admin.patch('/api/matches/99999', { status: 'completed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Match not found');
  });
});

describe('DELETE /api/matches/:id', () => {
  it('is refused to admins', async () => {
    expect((await admin.delete(`/api/matches/${M.r1m2}`)).statusCode).toBe(403);
  });

  it('deletes the match for superadmins; nothing else depends on it', async () => {
    const res = await superadmin.delete(`/api/matches/${M.r1m2}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `Match ${M.r1m2} deleted` });
    expect((await get(`/api/matches/${M.r1m2}`)).statusCode).toBe(404);
    expect((await superadmin.delete(`/api/matches/${M.r1m2}`)).statusCode).toBe(404);
  });
});
