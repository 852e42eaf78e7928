/**
 * Pick'em (docs/product/pickem.md) on a clock the test controls (only `Date` is faked): picks until the start,
 * refused one second after it whatever the browser says, others' picks hidden until the lock and then shown
 * as a split, scoring when staff complete a match, scoring again on a correction, cleared when reopened, the
 * leaderboards with the house, the week's top three to the chat once, and a member's history.
 */
import { pickOutcome, scorePick } from '@league/shared/domain/pickem';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatDeliveries, chatWebhooks, pendingResults, picks } from '../src/db/schema.ts';
import { testExampleRefs } from './helpers/example-refs.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

// Monday 4 March 2030, noon UTC (the test league's zone is UTC): the week's matches are still to play.
const MONDAY_NOON = Date.parse('2030-03-04T12:00:00Z');
const START = '2030-03-06T20:00:00.000Z';
const LATER = '2030-03-07T20:00:00.000Z';
const WEEK = '2030-03-04';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY_NOON);
});
afterAll(() => {
  vi.useRealTimers();
});

const t = useLeagueApp({ fixtures: true });
const admin = t.as('admin');
const guest = t.as('guest');
const alice = t.another('user', { username: 'alice_picks' });
const bob = t.another('user', { username: 'bob_picks' });
const cara = t.another('user', { username: 'cara_picks' });

let first: number;
let second: number;

async function createMatch(matchNumber: string, date: string): Promise<number> {
  const res = await admin.post('/api/matches', {
    matchNumber,
    status: 'scheduled',
    round: 'Week 9',
    phase: 'qualifiers',
    region: 'na',
    date,
    seasonId: FX.seasons.s3.id,
    team1Name: 'Storm Crows',
    team2Name: 'Tidal Wave',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const week = async () => (await guest.get(`/api/pickem/week?week=${WEEK}`)).json();
const matchOf = async (id: number) => (await week()).matches.find((m: { id: number }) => m.id === id);
const board = async (scope: string) =>
  (await guest.get(`/api/pickem/leaderboard?scope=${scope}&week=${WEEK}&seasonNumber=3`)).json();

beforeAll(async () => {
  await t.db.insert(chatWebhooks).values({
    name: 'Fans',
    url: 'https://discord.com/api/webhooks/1/abcdefghijkl',
    events: ['pickem-week'],
  });
  first = await createMatch('W9 M1', START);
  second = await createMatch('W9 M2', LATER);
});

describe('picks before the start', () => {
  it('takes a member pick, and a second pick replaces the first', async () => {
    const res = await alice.put(`/api/pickem/picks/${first}`, { winner: 'team2', sets: '3-2' });
    expect(res.statusCode, res.body).toBe(200);
    const again = await alice.put(`/api/pickem/picks/${first}`, { winner: 'team1', sets: '3-1' });
    expect(again.json()).toMatchObject({ matchId: first, winner: 'team1', sets: '3-1', points: null });
    expect((await bob.put(`/api/pickem/picks/${first}`, { winner: 'team1', sets: '3-0' })).statusCode).toBe(
      200,
    );
    expect((await cara.put(`/api/pickem/picks/${first}`, { winner: 'team2', sets: '3-1' })).statusCode).toBe(
      200,
    );
    for (const who of [alice, bob, cara])
      expect(
        (await who.put(`/api/pickem/picks/${second}`, { winner: 'team1', sets: '3-0' })).statusCode,
      ).toBe(200);
    const mine = (await alice.get(`/api/pickem/picks?week=${WEEK}`)).json();
    expect(mine.map((p: { matchId: number }) => p.matchId)).toEqual([first, second]);
  });

  it('refuses guests and set scores the format has not, changing nothing', async () => {
    expect((await guest.put(`/api/pickem/picks/${first}`, { winner: 'team1', sets: '3-1' })).statusCode).toBe(
      401,
    );
    const bad = await alice.put(`/api/pickem/picks/${first}`, { winner: 'team1', sets: '2-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('sets must be one of 3-0, 3-1, 3-2 for this match');
    expect((await alice.put('/api/pickem/picks/999999', { winner: 'team1', sets: '3-1' })).statusCode).toBe(
      404,
    );
    const [kept] = await t.db.select().from(picks).where(eq(picks.matchId, first)).orderBy(picks.id);
    expect(kept).toMatchObject({ winner: 'team1', sets: '3-1' });
  });

  it("hides others' picks until the lock", async () => {
    const match = await matchOf(first);
    expect(match).toMatchObject({ locked: false, split: null, setScores: ['3-0', '3-1', '3-2'] });
    expect(JSON.stringify(await week())).not.toContain('alice_picks');
  });
});

describe('the lock, on the server clock', () => {
  it('refuses a pick one second after the start, whatever the browser sends', async () => {
    vi.setSystemTime(Date.parse(START) + 1000);
    const res = await alice.inject({
      method: 'PUT',
      url: `/api/pickem/picks/${first}`,
      headers: { date: new Date(MONDAY_NOON).toUTCString() },
      payload: { winner: 'team2', sets: '3-0' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Picks for Storm Crows vs Tidal Wave are locked: the match started at ${START}`,
    );
    const [kept] = await t.db.select().from(picks).where(eq(picks.matchId, first)).orderBy(picks.id);
    expect(kept).toMatchObject({ winner: 'team1', sets: '3-1' });
  });

  it('takes a pick one millisecond before the start', async () => {
    vi.setSystemTime(Date.parse(LATER) - 1);
    expect((await cara.put(`/api/pickem/picks/${second}`, { winner: 'team2', sets: '3-2' })).statusCode).toBe(
      200,
    );
    vi.setSystemTime(Date.parse(LATER));
    expect((await cara.put(`/api/pickem/picks/${second}`, { winner: 'team1', sets: '3-2' })).statusCode).toBe(
      409,
    );
  });

  it('shows the split once locked', async () => {
    vi.setSystemTime(Date.parse(START) + 1000);
    expect(await matchOf(first)).toMatchObject({
      locked: true,
      split: { total: 3, team1: 2, team2: 1, team1Percent: 67, team2Percent: 33 },
    });
    expect((await matchOf(second)).split).toBeNull();
  });
});

describe('scoring', () => {
  const pointsOf = async (matchId: number) =>
    Object.fromEntries(
      (await t.db.select().from(picks).where(eq(picks.matchId, matchId))).map((p) => [p.userId, p.points]),
    );

  it('scores when staff complete the match, and the week board ranks it', async () => {
    vi.setSystemTime(Date.parse(START) + 3 * 3600_000);
    const done = await admin.patch(`/api/matches/${first}`, {
      status: 'completed',
      team1Score: 3,
      team2Score: 1,
    });
    expect(done.statusCode, done.body).toBe(200);
    const [a, b, c] = [await alice.user(), await bob.user(), await cara.user()];
    expect(await pointsOf(first)).toEqual({ [a.id]: 5, [b.id]: 3, [c.id]: 0 });
    const rows = (await board('week')).rows;
    expect(
      rows
        .filter((r: { house: boolean }) => !r.house)
        .map((r: { name: string; points: number }) => [r.name, r.points]),
    ).toEqual([
      ['alice_picks', 5],
      ['bob_picks', 3],
      ['cara_picks', 0],
    ]);
    // The house plays the model's pick made before the match, scored by the same rule.
    const { house } = await matchOf(first);
    const houseRow = rows.find((r: { house: boolean }) => r.house);
    if (house === null) expect(houseRow).toBeUndefined();
    else
      expect(houseRow).toMatchObject({
        userId: null,
        picks: 1,
        points: scorePick(house, pickOutcome(3, 1)!),
      });
    expect(rows.find((r: { name: string }) => r.name === 'alice_picks').rank).toBe(1);
  });

  it('scores again on a correction, and clears the points of a reopened match', async () => {
    const [a, b, c] = [await alice.user(), await bob.user(), await cara.user()];
    await admin.patch(`/api/matches/${first}`, { team1Score: 3, team2Score: 0 });
    expect(await pointsOf(first)).toEqual({ [a.id]: 3, [b.id]: 5, [c.id]: 0 });
    await admin.patch(`/api/matches/${first}`, { status: 'scheduled', team1Score: null, team2Score: null });
    expect(await pointsOf(first)).toEqual({ [a.id]: null, [b.id]: null, [c.id]: null });
    await admin.patch(`/api/matches/${first}`, { status: 'completed', team1Score: 3, team2Score: 1 });
    expect(await pointsOf(first)).toEqual({ [a.id]: 5, [b.id]: 3, [c.id]: 0 });
  });

  it("posts the week's top three once its last match completes, and again only when they change", async () => {
    const posts = () => t.db.select().from(chatDeliveries).where(eq(chatDeliveries.event, 'pickem-week'));
    expect(await posts()).toHaveLength(0);
    vi.setSystemTime(Date.parse(LATER) + 3 * 3600_000);
    await admin.patch(`/api/matches/${second}`, { status: 'completed', team1Score: 3, team2Score: 0 });
    const [post] = await posts();
    expect(post?.facts).toMatchObject({
      kind: 'pickem-week',
      week: WEEK,
      seasonNumber: 3,
      leaders: [
        { rank: 1, name: 'alice_picks', points: 10 },
        { rank: 2, name: 'bob_picks', points: 8 },
        { rank: 3, name: 'cara_picks', points: 0 },
      ].slice(0, 2),
    });
    await admin.patch(`/api/matches/${second}`, { round: 'Week 9 (renamed)' });
    expect(await posts()).toHaveLength(1);
  });

  it('puts the house on the boards with the picks of the model, and lists a member history', async () => {
    const season = await board('season');
    const all = await board('all');
    expect(all.rows.filter((r: { house: boolean }) => !r.house)).toEqual(
      season.rows.filter((r: { house: boolean }) => !r.house),
    );
    const house = season.rows.find((r: { house: boolean }) => r.house);
    const w = await week();
    const forecasted = w.matches.filter((m: { house: unknown }) => m.house !== null);
    if (forecasted.length > 0) expect(house).toMatchObject({ userId: null, picks: forecasted.length });
    else expect(house).toBeUndefined();
    const history = (await alice.get('/api/pickem/history')).json();
    expect(history).toMatchObject({ totalPoints: 10, scored: 2 });
    expect(history.rows.map((r: { matchId: number }) => r.matchId)).toEqual([second, first]);
    expect((await guest.get('/api/pickem/history')).statusCode).toBe(401);
  });

  it("scores a match completed by the approval of a game server's result", async () => {
    const at = Date.parse('2030-03-09T20:00:00Z'); // within the tokens' 7 days
    vi.setSystemTime(at);
    const refs = testExampleRefs({ app: t.app, db: t.db, caller: null });
    const resultId = await refs.pendingResult(); // a match of a small league of its own, starting now
    const [pending] = await t.db.select().from(pendingResults).where(eq(pendingResults.id, resultId));
    const matchId = pending!.matchId;
    vi.setSystemTime(at - 3600_000);
    expect(
      (await alice.put(`/api/pickem/picks/${matchId}`, { winner: 'team1', sets: '3-0' })).statusCode,
    ).toBe(200);
    expect((await bob.put(`/api/pickem/picks/${matchId}`, { winner: 'team2', sets: '3-0' })).statusCode).toBe(
      200,
    );
    vi.setSystemTime(at + 3600_000);
    const approved = await admin.post(`/api/results/${resultId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [a, b] = [await alice.user(), await bob.user()];
    // The game's 2-0 is not a best-of-5 set score, so the right winner earns the winner's points only.
    expect(await pointsOf(matchId)).toEqual({ [a.id]: 3, [b.id]: 0 });
  });
});
