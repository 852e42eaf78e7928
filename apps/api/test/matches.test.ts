import type { Match } from '@league/shared/schemas/matches';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { ids, listOf } from './helpers/responses.ts';

const t = useLeagueApp({ fixtures: true });
const { get } = t.as('guest');
const M = FX.matches;

describe('GET /api/matches', () => {
  it('answers matches by date with logos of same-named teams in the match’s season', async () => {
    const body = await listOf(get('/api/matches'), 4);
    expect(ids(body)).toEqual([M.s2r2, M.r1m1, M.r1m2, M.losers]);
    expect(body[1]).toEqual({
      id: M.r1m1,
      matchNumber: 'Round 1 - Match 1',
      status: 'completed',
      round: 'Round 1',
      phase: 'qualifiers',
      region: 'na',
      division: null,
      date: '2025-01-18T21:00:00.000Z',
      tags: ['NA', 'Qualifiers'],
      team1Name: 'storm crows',
      team2Name: 'TIDAL WAVE',
      team1LogoUrl: 'https://img.example/crows-3.png',
      team2LogoUrl: 'https://img.example/wave-3.png',
      team1Score: 2,
      team2Score: 0,
      set1Score: '25-20',
      set2Score: '25-22',
      set3Score: null,
      set4Score: null,
      set5Score: null,
      seasonId: FX.seasons.s3.id,
      season: { id: FX.seasons.s3.id, seasonNumber: 3 },
      gameId: FX.games.losers3,
      currentSet: null,
      liveVersion: 0,
      playoffStage: null,
    });
    // season 2's Storm Crows, not season 3's
    expect(body[0]).toMatchObject({
      team1LogoUrl: 'https://img.example/owls.png',
      team2LogoUrl: 'https://img.example/crows-2.png',
    });
    expect(body[2]).toMatchObject({ team1LogoUrl: null, team2LogoUrl: null, team1Score: null, tags: [] });
  });

  it('filters by match number, season id, status, round and date range', async () => {
    expect(ids((await get('/api/matches?q=match%202')).json())).toEqual([M.r1m2]);
    expect(ids((await get('/api/matches?q=round%201')).json())).toEqual([M.r1m1, M.r1m2, M.losers]);
    expect(ids((await get(`/api/matches?seasonId=${FX.seasons.s2.id}`)).json())).toEqual([M.s2r2]);
    // 2 is season 2's number, not its id
    expect((await get('/api/matches?seasonId=2')).json()).toEqual([]);
    expect(ids((await get(`/api/matches?seasonNumber=${FX.seasons.s2.number}`)).json())).toEqual([M.s2r2]);
    expect((await get('/api/matches?seasonNumber=99')).json()).toEqual([]);
    expect((await get('/api/matches?seasonNumber=0')).statusCode).toBe(400);
    expect(ids((await get('/api/matches?status=COMPLETED')).json())).toEqual([M.s2r2, M.r1m1]);
    expect(ids((await get('/api/matches?round=losers%20round%201')).json())).toEqual([M.losers]);
    expect(ids((await get('/api/matches?from=2025-01-19')).json())).toEqual([M.r1m2, M.losers]);
    expect(ids((await get('/api/matches?to=2025-01-18')).json())).toEqual([M.s2r2, M.r1m1]);
    expect(
      ids((await get('/api/matches?from=2025-01-18T21:00:00.000Z&to=2025-01-19T20:00:00.000Z')).json()),
    ).toEqual([M.r1m1, M.r1m2]);
    expect((await get('/api/matches?from=not-a-date')).statusCode).toBe(400);
  });

  it('pages with the total in X-Total-Count', async () => {
    const res = await get('/api/matches?seasonId=9&limit=2&offset=0');
    expect(ids(res.json())).toEqual([M.r1m1, M.r1m2]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('pages a season chosen by number like one chosen by id', async () => {
    const byId = await get('/api/matches?seasonId=9&limit=2&offset=0');
    const byNumber = await get(`/api/matches?seasonNumber=${FX.seasons.s3.number}&limit=2&offset=0`);
    expect(ids(byNumber.json())).toEqual(ids(byId.json()));
    expect(byNumber.headers['x-total-count']).toBe('3');
  });
});

describe('GET /api/matches/season/:seasonId', () => {
  it('answers the matches of a season by id', async () => {
    const res = await get(`/api/matches/season/${FX.seasons.s3.id}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([M.r1m1, M.r1m2, M.losers]);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('answers 404 for an unknown season and 400 for a malformed id', async () => {
    const res = await get('/api/matches/season/3');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Season not found' });
    expect((await get('/api/matches/season/three')).statusCode).toBe(400);
  });
});

describe('GET /api/matches/:id', () => {
  it('answers one match, 404 for an unknown id, 400 for a malformed one', async () => {
    const res = await get(`/api/matches/${M.s2r2}`);
    expect(res.json()).toMatchObject({ id: M.s2r2, season: { id: FX.seasons.s2.id, seasonNumber: 2 } });
    expect((await get('/api/matches/999')).statusCode).toBe(404);
    expect((await get('/api/matches/1e')).statusCode).toBe(400);
  });
});

describe('the recorded game of a match (gameId)', () => {
  it('is the game of the same season and teams (any case, either order) nearest the match, within half a day', async () => {
    const byId = async (id: number) => (await get(`/api/matches/${id}`)).json().gameId;
    // same instant, names in other cases
    expect(await byId(M.r1m1)).toBe(FX.games.losers3);
    // 'Storm Crows' of the match is season 2's 'storm crows'
    expect(await byId(M.s2r2)).toBe(FX.games.grand2);
    // no such team, and no game that week
    expect(await byId(M.r1m2)).toBeNull();
    expect(await byId(M.losers)).toBeNull();

    const extra = await t.db
      .insert(matches)
      .values([
        // teams the other way round, three hours before the game
        { ...meeting('Tidal Wave', 'STORM CROWS', '2025-01-18T18:00:00.000Z'), seasonId: FX.seasons.s3.id },
        // the next evening: another meeting
        { ...meeting('Storm Crows', 'Tidal Wave', '2025-01-19T21:00:00.000Z'), seasonId: FX.seasons.s3.id },
        // same teams and time, another season
        { ...meeting('Storm Crows', 'Tidal Wave', '2025-01-18T21:00:00.000Z'), seasonId: FX.seasons.s1.id },
      ])
      .returning({ id: matches.id });
    try {
      const [swapped, nextDay, otherSeason] = extra.map((row) => row.id);
      expect(await byId(swapped!)).toBe(FX.games.losers3);
      expect(await byId(nextDay!)).toBeNull();
      expect(await byId(otherSeason!)).toBeNull();
      // the list answers the same field
      const list = (await get(`/api/matches?seasonNumber=3&status=scheduled`)).json() as Match[];
      expect(list.find((m) => m.id === swapped)?.gameId).toBe(FX.games.losers3);
    } finally {
      await t.db.delete(matches).where(
        inArray(
          matches.id,
          extra.map((row) => row.id),
        ),
      );
    }
  });
});

describe('a playoff match names its stage as its game will (issue 34, item 11)', () => {
  it('reads its round against its bracket’s first round: 4 first-round matches are quarterfinals', async () => {
    const playoff = (round: string, n: number, division: string | null = null) => ({
      ...meeting(`Team ${round} ${n}`, `Other ${round} ${n}`, `2025-02-0${n}T21:00:00.000Z`),
      round,
      matchNumber: `${round} - Match ${n}`,
      phase: 'playoffs',
      division,
      seasonId: FX.seasons.s3.id,
    });
    const extra = await t.db
      .insert(matches)
      .values([
        ...[1, 2, 3, 4].map((n) => playoff('Round 1', n)),
        playoff('Round 2', 1),
        playoff('Losers Round 1', 1),
        playoff('Round 4', 1),
        // Another division's bracket of two first-round matches: its own size.
        ...[1, 2].map((n) => playoff('Round 1', n, 'D2')),
      ])
      .returning({ id: matches.id });
    try {
      const list = (await get('/api/matches?seasonNumber=3&phase=playoffs')).json() as Match[];
      const stageOf = (round: string, division: string | null = null) =>
        list.find((m) => m.round === round && m.division === division)?.playoffStage;
      expect(stageOf('Round 1')).toBe('Winners Bracket; Quarterfinals');
      expect(stageOf('Round 2')).toBe('Winners Bracket; Semifinals');
      expect(stageOf('Losers Round 1')).toBe('Losers Bracket; Round 1');
      expect(stageOf('Round 4')).toBe('Grand Finals');
      expect(stageOf('Round 1', 'D2')).toBe('Winners Bracket; Semifinals');
      // Not a playoff match: no stage.
      const regular = (await get('/api/matches?seasonNumber=3&phase=qualifiers')).json() as Match[];
      expect(regular.length).toBeGreaterThan(0);
      expect(regular.map((m) => m.playoffStage)).toEqual(regular.map(() => null));
    } finally {
      await t.db.delete(matches).where(
        inArray(
          matches.id,
          extra.map((row) => row.id),
        ),
      );
    }
  });
});

function meeting(team1Name: string, team2Name: string, date: string) {
  return { matchNumber: 'Extra', round: 'Extra', date: new Date(date), team1Name, team2Name };
}
