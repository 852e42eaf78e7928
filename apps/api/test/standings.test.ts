/**
 * The standings read and the season's standings settings (docs/product/standings.md#api): the table of a
 * group, its export, the settings with every rule's message, and the cache cleared by a result.
 */

import type { StandingsRead } from '@league/shared/schemas/standings';
import {
  COIN_FLIP_LAST,
  COIN_FLIP_REPEAT,
  COIN_FLIP_TEAMS,
  DEDUCTION_MESSAGE,
  FORMAT_MESSAGE,
  NO_TIE_BREAKER,
  PLAYOFF_SPOTS_MESSAGE,
  REASON_REQUIRED,
  REPEATED_TIE_BREAKER,
  TEAM_REQUIRED,
  TIE_BREAKER_MESSAGE,
} from '@league/shared/schemas/standings-admin';
import { describe, expect, it } from 'vitest';
import { useLeagueApp } from './helpers/league-app.ts';
import { S14, standingsLeague, TEAMS } from './helpers/standings-league.ts';

const t = useLeagueApp({ setUp: (app) => standingsLeague(app.db) });

const table = async (query: string): Promise<StandingsRead> => {
  const res = await t.as('guest').get(`/api/standings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const summary = (read: StandingsRead) =>
  read.rows.map((r) => [r.position, r.team, r.played, r.won, r.lost, r.leaguePoints]);

const DEFAULT_BODY = {
  format: 'bestOf5',
  tieBreakers: ['leaguePoints', 'matchesWon', 'setRatio', 'pointRatio', 'headToHead', 'coinFlip'],
  playoffSpots: 0,
  coinFlips: [],
  adjustments: [],
};

describe('GET /api/standings', () => {
  it("counts a division's completed regular-phase matches by the points scheme, in chain order", async () => {
    const read = await table(`seasonNumber=14&division=d1`);
    expect(read.season).toEqual({ id: S14, seasonNumber: 14 });
    expect(read.group).toEqual({ phase: null, region: null, division: 'd1' });
    // Wolves 3-0 and 3-2 (3 + 2); Wave 3-1 and 2-3 (3 + 1); Crows 0-3 and 3-0; Owls 1-3 and 0-3.
    expect(summary(read)).toEqual([
      [1, TEAMS.wolves, 2, 2, 0, 5],
      [2, TEAMS.wave, 2, 1, 1, 4],
      [3, TEAMS.crows, 2, 1, 1, 3],
      [4, TEAMS.owls, 2, 0, 2, 0],
    ]);
    const wolves = read.rows[0]!;
    expect(wolves).toMatchObject({ setsWon: 6, setsLost: 2, lastFive: ['W', 'W'], tie: null });
    expect(wolves.streak).toEqual({ result: 'W', length: 2 });
    expect(wolves.next?.opponent).toBe(TEAMS.owls);
    expect(read.proof).toMatchObject({ method: 'exact', openMatches: 2 });
    expect(read.rules.tieBreakers[0]).toBe(
      '1. League points: More league points, from the points scheme, less any deduction.',
    );
    expect(read.choices).toEqual({
      phases: ['playoffs', 'qualifiers'],
      regions: ['eu', 'na'],
      divisions: ['D1', 'D2'],
    });
  });

  it('lists every team of the season in its whole table, explains a tie and names what it could not count', async () => {
    const read = await table('seasonNumber=14');
    expect(read.rows.map((r) => r.team)).toContain(TEAMS.idle);
    expect(read.rows.find((r) => r.team === TEAMS.idle)).toMatchObject({ played: 0, leaguePoints: 0 });
    // Sharks and Crows are level on 3 points and one win each; Sharks lost no set.
    const sharks = read.rows.find((r) => r.team === TEAMS.sharks)!;
    const crows = read.rows.find((r) => r.team === TEAMS.crows)!;
    expect(sharks.position).toBeLessThan(crows.position);
    expect(sharks.setRatio).toBeNull();
    expect(crows.tie?.sentence).toBe(
      `Level on 3 points with ${TEAMS.sharks}; behind on set ratio 1.00 to MAX.`,
    );
    expect(read.uncounted).toEqual([{ matchId: 11, reason: 'no finished best of 5 sets result (2-1)' }]);
    // A table across divisions leaves what each team needs to the divisions' own tables.
    expect(read.rows.every((r) => r.needs === null)).toBe(true);
    expect((await table('seasonNumber=14&division=D1')).rows.some((r) => r.needs !== null)).toBe(true);
    // The playoff match (phase playoffs) is not in the regular table.
    expect(read.rows.find((r) => r.team === TEAMS.wolves)?.played).toBe(2);
  });

  it('builds the table of another phase or region when asked, and the current season without a number', async () => {
    const playoffs = await table('seasonNumber=14&phase=PLAYOFFS&region=na');
    expect(summary(playoffs)).toEqual([
      [1, TEAMS.wolves, 1, 1, 0, 3],
      [2, TEAMS.sharks, 1, 0, 1, 0],
    ]);
    const current = await table('');
    expect(current.season.seasonNumber).toBe(14);
    const europe = await table('seasonNumber=14&region=eu');
    expect(europe.rows.map((r) => r.team).sort()).toEqual([TEAMS.foxes, TEAMS.ghost].sort());
  });

  it('answers an unknown season with a 404 and a malformed number with a 400', async () => {
    const missing = await t.as('guest').get('/api/standings?seasonNumber=99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Season not found');
    const bad = await t.as('guest').get('/api/standings?seasonNumber=zero');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('seasonNumber must be a positive whole number');
  });

  it('exports the table as CSV and JSON with the page’s columns', async () => {
    const csv = await t.as('guest').get('/api/standings?seasonNumber=14&division=D1&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('standings-season-14-d1.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Position,Team,Played,Won,Lost,Sets won,Sets lost,Set ratio,Points won,Points lost,Point ratio,League points,Last five,Streak,Next opponent,Points deducted',
    );
    expect(lines[1]).toMatch(new RegExp(`^1,${TEAMS.wolves},2,2,0,6,2,3,`));
    expect(lines).toHaveLength(5);
    const json = await t.as('guest').get('/api/standings?seasonNumber=14&division=D1&format=json');
    const { rows } = json.json() as { rows: Record<string, unknown>[] };
    expect(rows[3]).toMatchObject({ position: '4', team: TEAMS.owls, leaguePoints: 0, lastFive: 'LL' });
  });
});

describe('standings settings', () => {
  const url = `/api/seasons/${S14}/standings-settings`;

  it('answers the defaults until staff change them, and 404 for an unknown season', async () => {
    const res = await t.as('guest').get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ seasonId: S14, ...DEFAULT_BODY, updatedAt: null });
    expect((await t.as('guest').get('/api/seasons/999999/standings-settings')).statusCode).toBe(404);
    expect((await t.as('admin').put('/api/seasons/999999/standings-settings', DEFAULT_BODY)).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ format: 'bestOf7' }, FORMAT_MESSAGE],
    [{ tieBreakers: [] }, NO_TIE_BREAKER],
    [{ tieBreakers: ['leaguePoints', 'goalDifference'] }, TIE_BREAKER_MESSAGE],
    [{ tieBreakers: ['leaguePoints', 'leaguePoints'] }, REPEATED_TIE_BREAKER],
    [{ tieBreakers: ['coinFlip', 'leaguePoints'] }, COIN_FLIP_LAST],
    [{ playoffSpots: 65 }, PLAYOFF_SPOTS_MESSAGE],
    [{ playoffSpots: 1.5 }, PLAYOFF_SPOTS_MESSAGE],
    [{ coinFlips: [[TEAMS.wolves]] }, COIN_FLIP_TEAMS],
    [{ coinFlips: [[TEAMS.wolves, ` ${TEAMS.wolves.toUpperCase()}`]] }, COIN_FLIP_REPEAT],
    [{ coinFlips: [[TEAMS.wolves, '  ']] }, TEAM_REQUIRED],
    [{ adjustments: [{ teamName: '', points: 2, reason: 'Late roster' }] }, TEAM_REQUIRED],
    [{ adjustments: [{ teamName: TEAMS.wolves, points: 2, reason: ' ' }] }, REASON_REQUIRED],
    [{ adjustments: [{ teamName: TEAMS.wolves, points: 0, reason: 'Late roster' }] }, DEDUCTION_MESSAGE],
    [{ adjustments: [{ teamName: TEAMS.wolves, points: 101, reason: 'Late roster' }] }, DEDUCTION_MESSAGE],
  ])('refuses %j with its message and changes nothing', async (change, message) => {
    const before = (await t.as('guest').get(url)).json();
    const res = await t.as('admin').put(url, { ...DEFAULT_BODY, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect((await t.as('guest').get(url)).json()).toEqual(before);
  });

  it('stores the settings, and the next read of the table applies them and says so under it', async () => {
    await table('seasonNumber=14&division=D1');
    const body = {
      ...DEFAULT_BODY,
      playoffSpots: 2,
      adjustments: [{ teamName: TEAMS.wolves, points: 2, reason: 'Late roster' }],
    };
    const res = await t.as('admin').put(url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ seasonId: S14, ...body });
    expect(res.json().updatedAt).not.toBeNull();

    const read = await table('seasonNumber=14&division=D1');
    // Wolves drop to 3 points, level with Crows, ahead on matches won.
    expect(summary(read)).toEqual([
      [1, TEAMS.wave, 2, 1, 1, 4],
      [2, TEAMS.wolves, 2, 2, 0, 3],
      [3, TEAMS.crows, 2, 1, 1, 3],
      [4, TEAMS.owls, 2, 0, 2, 0],
    ]);
    expect(read.rows[1]).toMatchObject({ deduction: 2 });
    expect(read.rules.adjustments).toEqual([`${TEAMS.wolves}: 2 points deducted (Late roster).`]);
    expect(read.rules.playoffs).toContain('The top 2 reach the playoffs.');
    // Owls have 0 points and one match left: they cannot pass Wave, nor Wolves (level on 3, fewer wins).
    expect(read.rows[3]?.marks.playoffs).toBe('eliminated');
    expect(read.playoffSpots).toBe(2);
  });

  it('takes a result at once: a changed match shows in the next read', async () => {
    const before = await table('seasonNumber=14&division=D1');
    expect(before.rows.find((r) => r.team === TEAMS.crows)?.played).toBe(2);
    const res = await t.as('admin').patch('/api/matches/6', {
      status: 'completed',
      set1Score: '25-20',
      set2Score: '25-21',
      set3Score: '25-22',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await table('seasonNumber=14&division=D1');
    expect(after.rows.find((r) => r.team === TEAMS.crows)).toMatchObject({ played: 3, leaguePoints: 6 });
    expect(after.proof.openMatches).toBe(1);
  });
});
