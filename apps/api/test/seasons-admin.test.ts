import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches, seasons } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { expectValidationFailed, messages } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const superadmin = t.as('superadmin');
const { seasons: S } = FX;
const REQUIRED = 'Season number, theme, and start date are required.';

const create = (payload: unknown) => admin.post('/api/seasons', payload);

describe('POST /api/seasons', () => {
  it('creates an ongoing season and answers the season page shape', async () => {
    const res = await create({ seasonNumber: 4, theme: '  Fourth Wave ', startDate: '2025-06-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      seasonNumber: 4,
      theme: 'Fourth Wave',
      image: null,
      startDate: '2025-06-01',
      endDate: null,
      teams: [],
      games: [],
      awards: [],
    });
  });

  it('keeps the image and end date, and takes the day of a full timestamp', async () => {
    const res = await create({
      seasonNumber: 5,
      theme: 'Five Alive',
      image: 'https://img.example/s5.png',
      startDate: '2025-09-06T00:00:00.000Z',
      endDate: '2025-11-29',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      image: 'https://img.example/s5.png',
      startDate: '2025-09-06',
      endDate: '2025-11-29',
    });
  });

  it.each([
    [{ theme: 'No Number', startDate: '2025-01-01' }],
    [{ seasonNumber: 0, theme: 'Zero', startDate: '2025-01-01' }],
    [{ seasonNumber: 6, theme: '   ', startDate: '2025-01-01' }],
    [{ seasonNumber: 6, theme: 'No Start' }],
    [{ seasonNumber: 6, theme: 'Blank Start', startDate: '' }],
  ])('answers the form message for %j', async (payload) => {
    expectValidationFailed(await create(payload), [REQUIRED]);
  });

  it('checks dates and the image URL', async () => {
    const base = { seasonNumber: 6, theme: 'Checks' };
    expect(messages(await create({ ...base, startDate: '06/01/2025' }))).toEqual([
      'Use the date format YYYY-MM-DD',
    ]);
    expect(messages(await create({ ...base, startDate: '2025-02-30' }))).toEqual([
      'That date does not exist',
    ]);
    expect(messages(await create({ ...base, startDate: '2025-06-01', endDate: '2025-05-31' }))).toEqual([
      'End date cannot be before the start date',
    ]);
    expect(
      messages(await create({ ...base, startDate: '2025-06-01', image: 'javascript:alert(1)' })),
    ).toEqual(['Please enter a valid URL']);
    expect((await create({ ...base, startDate: '2025-06-01', endDate: '2025-06-01' })).statusCode).toBe(201);
  });

  it('refuses a season number that exists with 409', async () => {
    const res = await create({ seasonNumber: 2, theme: 'Again', startDate: '2025-01-01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Season 2 already exists');
    expect(res.json().errors).toEqual([{ path: 'seasonNumber', message: 'Season 2 already exists' }]);
  });
});

describe('PATCH /api/seasons/:id', () => {
  it('edits by id (not number) and answers the season page shape', async () => {
    const res = await admin.patch(`/api/seasons/${S.s3.id}`, {
      endDate: '2025-04-01',
      theme: 'Third Time Lucky',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: S.s3.id,
      seasonNumber: 3,
      theme: 'Third Time Lucky',
      endDate: '2025-04-01',
    });
    expect(res.json().teams).toHaveLength(3);
    const ongoing = await admin.patch(`/api/seasons/${S.s3.id}`, { endDate: null });
    expect(ongoing.json().endDate).toBeNull();
  });

  it('checks the dates against the stored ones', async () => {
    const end = await admin.patch(`/api/seasons/${S.s1.id}`, { endDate: '2024-01-01' });
    expect(end.statusCode).toBe(400);
    expect(end.json().message).toBe('End date cannot be before the start date');
    const start = await admin.patch(`/api/seasons/${S.s1.id}`, { startDate: '2024-04-01' });
    expect(start.statusCode).toBe(400);
    expect(start.json().errors).toEqual([
      { path: 'startDate', message: 'End date cannot be before the start date' },
    ]);
  });

  it('renumbers a season, refusing a number another season has', async () => {
    const taken = await admin.patch(`/api/seasons/${S.s2.id}`, { seasonNumber: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Season 1 already exists');
    const renumbered = await admin.patch(`/api/seasons/${S.s2.id}`, { seasonNumber: 20 });
    expect(renumbered.json()).toMatchObject({ id: S.s2.id, seasonNumber: 20 });
    await admin.patch(`/api/seasons/${S.s2.id}`, { seasonNumber: 2 });
  });

  it('validates the body and the id', async () => {
    expect(messages(await admin.patch(`/api/seasons/${S.s1.id}`, { theme: '' }))).toEqual([REQUIRED]);
    expect(messages(await admin.patch(`/api/seasons/${S.s1.id}`, {}))).toEqual(['Nothing to change']);
    expect((await admin.patch('/api/seasons/999999', { theme: 'Nowhere' })).statusCode).toBe(404);
    expect((await admin.patch('/api/seasons/0', { theme: 'Nowhere' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/seasons/:id', () => {
  it('refuses while the season has teams, games, awards or matches, naming the counts', async () => {
    const s1 = await superadmin.delete(`/api/seasons/${S.s1.id}`);
    expect(s1.statusCode).toBe(409);
    expect(s1.json().message).toBe(
      'This season still has 2 teams, 2 games and 1 award; delete or move them first',
    );
    const s3 = await superadmin.delete(`/api/seasons/${S.s3.id}`);
    expect(s3.json().message).toBe(
      'This season still has 3 teams, 1 game, 1 award and 3 matches; delete or move them first',
    );
  });

  it('refuses a season that only has a match', async () => {
    const [season] = await t.db
      .insert(seasons)
      .values({ seasonNumber: 30, theme: 'Schedule only', startDate: '2026-01-01' })
      .returning();
    await t.db.insert(matches).values({
      matchNumber: 'Round 1 - Match 1',
      round: 'Round 1',
      date: new Date('2026-01-10T20:00:00Z'),
      team1Name: 'A',
      team2Name: 'B',
      seasonId: season!.id,
    });
    const res = await superadmin.delete(`/api/seasons/${season!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This season still has 1 match; delete or move them first');
  });

  it('deletes an empty season (superadmin only)', async () => {
    const [season] = await t.db
      .insert(seasons)
      .values({ seasonNumber: 31, theme: 'Empty', startDate: '2026-01-01' })
      .returning();
    expect((await admin.delete(`/api/seasons/${season!.id}`)).statusCode).toBe(403);
    const res = await superadmin.delete(`/api/seasons/${season!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Season deleted', id: season!.id });
    expect(await t.db.$count(seasons, eq(seasons.id, season!.id))).toBe(0);
  });

  it('answers 404 for an unknown season', async () => {
    expect((await superadmin.delete('/api/seasons/999999')).statusCode).toBe(404);
  });
});
