import { PLACEMENT_MESSAGE } from '@league/shared/schemas/teams-admin';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players, teamPlayers, teams } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { expectValidationFailed, messages } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
const { get } = t.as('guest');
const { teams: T, seasons: S, players: P } = FX;
const REQUIRED = 'Name and Season Number are required.';

const create = (payload: unknown) => admin.post('/api/teams', payload);

describe('POST /api/teams', () => {
  it('creates a team in the season with that number, placement defaulting, and answers the team page shape', async () => {
    const res = await create({ name: '  Net Ninjas ', seasonNumber: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Net Ninjas',
      seasonId: S.s2.id,
      season: { id: S.s2.id, seasonNumber: 2 },
      placement: "Didn't make playoffs",
      logoUrl: null,
      players: [],
      games: [],
      playerStats: [],
    });
  });

  it('stores placements in their canonical spelling and keeps a logo URL', async () => {
    const res = await create({
      name: 'Block Party',
      seasonNumber: 3,
      placement: 'top 8 (d2)',
      logoUrl: 'https://img.example/block.png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ placement: 'Top 8 (D2)', logoUrl: 'https://img.example/block.png' });
    const goat = await create({ name: 'Legends', seasonNumber: 3, placement: 'G.O.A.T.' });
    expect(goat.json().placement).toBe('G.O.A.T.');
  });

  it.each([
    [{ name: '   ', seasonNumber: 2 }],
    [{ name: 'No Season' }],
    [{ name: 'Season Zero', seasonNumber: 0 }],
    [{ name: 'Negative', seasonNumber: -3 }],
  ])('answers the form message for %j', async (payload) => {
    expectValidationFailed(await create(payload), [REQUIRED]);
  });

  it('checks the logo URL and the placement', async () => {
    const logo = await create({ name: 'Bad Logo', seasonNumber: 2, logoUrl: 'not a url' });
    expect(logo.statusCode).toBe(400);
    expect(messages(logo)).toEqual(['Please enter a valid URL']);
    for (const placement of ['Champions', 'G.O.A.T. (D1)', 'TBD (D2)', 'Top 8 (D4)']) {
      const res = await create({ name: 'Odd Place', seasonNumber: 2, placement });
      expect(res.statusCode, placement).toBe(400);
      expect(messages(res)).toEqual([PLACEMENT_MESSAGE]);
    }
  });

  it('answers 400 for an unknown season number', async () => {
    const res = await create({ name: 'Time Travellers', seasonNumber: 99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Season 99 does not exist');
  });

  it('refuses a name the season already has (any case) with 409, but not one of another season', async () => {
    const dup = await create({ name: 'STORM CROWS', seasonNumber: 1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A team named STORM CROWS already exists in season 1');
    // The taken field is named, so the portal's form marks the Name field.
    expect(dup.json().errors).toEqual([
      { path: 'name', message: 'A team named STORM CROWS already exists in season 1' },
    ]);
    expect((await create({ name: 'Night Owls', seasonNumber: 1 })).statusCode).toBe(201);
  });
});

describe('PATCH /api/teams/:id', () => {
  it('changes name, placement and logo and answers the team page shape', async () => {
    const res = await admin.patch(`/api/teams/${T.spike3}`, {
      name: 'Spike Force',
      placement: '1st place (d1)',
      logoUrl: 'https://img.example/force.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: T.spike3,
      name: 'Spike Force',
      placement: '1st Place (D1)',
      logoUrl: 'https://img.example/force.png',
      season: { seasonNumber: 3 },
    });
    const cleared = await admin.patch(`/api/teams/${T.spike3}`, { logoUrl: '' });
    expect(cleared.json().logoUrl).toBeNull();
  });

  it('moves a team without games to another season, but not a team that has played', async () => {
    const moved = await admin.patch(`/api/teams/${T.spike3}`, { seasonNumber: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ seasonId: S.s1.id, season: { seasonNumber: 1 } });
    const refused = await admin.patch(`/api/teams/${T.crows1}`, { seasonNumber: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This team has 2 games in season 1; it cannot move to another season',
    );
  });

  it('refuses a name taken in the season (409) and an unknown season (400)', async () => {
    const taken = await admin.patch(`/api/teams/${T.wave3}`, { name: 'storm crows' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A team named storm crows already exists in season 3');
    const season = await admin.patch(`/api/teams/${T.wave3}`, { seasonNumber: 42 });
    expect(season.statusCode).toBe(400);
    expect(season.json().message).toBe('Season 42 does not exist');
  });

  it('validates the body and the id', async () => {
    const blank = await admin.patch(`/api/teams/${T.wave3}`, { name: '' });
    expect(messages(blank)).toEqual([REQUIRED]);
    expect(messages(await admin.patch(`/api/teams/${T.wave3}`, {}))).toEqual(['Nothing to change']);
    expect(messages(await admin.patch(`/api/teams/${T.wave3}`, { placement: 'Winners' }))).toEqual([
      PLACEMENT_MESSAGE,
    ]);
    expect((await admin.patch('/api/teams/999999', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await admin.patch('/api/teams/x1', { name: 'Nobody' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/teams/:id', () => {
  it('refuses a team with games, naming the count', async () => {
    const res = await superadmin.delete(`/api/teams/${T.crows1}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This team still has 2 games; delete them first');
  });

  it('deletes a team without games with its roster links, keeping the players', async () => {
    const [team] = await t.db.insert(teams).values({ name: 'Short Lived', seasonId: S.s3.id }).returning();
    await t.db.insert(teamPlayers).values({ teamId: team!.id, playerId: P.zed });
    expect((await admin.delete(`/api/teams/${team!.id}`)).statusCode).toBe(403);
    const res = await superadmin.delete(`/api/teams/${team!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Team deleted', id: team!.id });
    expect(await t.db.$count(teamPlayers, eq(teamPlayers.teamId, team!.id))).toBe(0);
    expect(await t.db.$count(players, eq(players.id, P.zed))).toBe(1);
    expect((await get(`/api/teams/${team!.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown team', async () => {
    expect((await superadmin.delete('/api/teams/999999')).statusCode).toBe(404);
  });
});
