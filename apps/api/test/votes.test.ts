/**
 * Fan votes (docs/product/votes.md) on a clock the test controls (only `Date` is faked): staff alone open and
 * close votes, bad input writes nothing, a member votes once and finally, an account younger than the
 * setting is refused with the day it may vote, and no count leaves the server before the close.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/app.ts';
import { activityEntries, users, voteBallots, votes } from '../src/db/schema.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';

// Monday 4 March 2030, noon UTC; the MVP vote closes on Sunday evening.
const NOW = Date.parse('2030-03-04T12:00:00Z');
const CLOSES = '2030-03-10T20:00:00.000Z';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const t = useLeagueApp({ fixtures: true, env: { VOTE_MIN_ACCOUNT_AGE_DAYS: '7' } });
const admin = t.as('admin');
const member = t.as('user');
const guest = t.as('guest');
const alice = t.another('user', { username: 'alice_votes' });
const bob = t.another('user', { username: 'bob_votes' });
const cara = t.another('user', { username: 'cara_votes' });
const young = t.another('user', { username: 'young_votes' });

const MVP = {
  kind: 'season-mvp',
  title: 'Season 3 fans’ MVP',
  seasonId: FX.seasons.s3.id,
  closesAt: CLOSES,
  candidates: [{ name: 'NIGHTOWL_77' }, { name: 'libero_lu' }, { name: 'bench_ben' }],
};

let mvp: { id: number; candidates: { id: number; name: string }[] };

const written = async () => ({
  votes: (await t.db.select({ n: count() }).from(votes))[0]!.n,
  ballots: (await t.db.select({ n: count() }).from(voteBallots))[0]!.n,
  activity: (await t.db.select({ n: count() }).from(activityEntries))[0]!.n,
});

beforeAll(async () => {
  // Accounts of a year ago, except the young one: two days old on the test's clock.
  for (const client of [member, alice, bob, cara])
    await t.db
      .update(users)
      .set({ createdAt: new Date(NOW - 365 * 86_400_000) })
      .where(eq(users.id, (await client.user()).id));
  await t.db
    .update(users)
    .set({ createdAt: new Date('2030-03-02T09:00:00Z') })
    .where(eq(users.id, (await young.user()).id));
});

describe('opening a vote', () => {
  it('is refused to guests and members, and writes nothing', async () => {
    const before = await written();
    expect((await guest.post('/api/votes', MVP)).statusCode).toBe(401);
    expect((await member.post('/api/votes', MVP)).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  it.each([
    ['one candidate', { ...MVP, candidates: [{ name: 'libero_lu' }] }, 'A vote needs 2 to 20 candidates'],
    ['a player not in the season', { ...MVP, candidates: [{ name: 'zed' }, { name: 'libero_lu' }] }, ''],
    [
      'a close time already past',
      { ...MVP, closesAt: '2030-03-04T11:59:59Z' },
      'Close time must be in the future',
    ],
    ['an unknown kind', { ...MVP, kind: 'best-haircut' }, 'kind must be one of'],
    [
      'a candidate twice',
      { ...MVP, candidates: [{ name: 'libero_lu' }, { name: 'LIBERO_LU' }] },
      'only once',
    ],
    [
      'a play without its clip',
      {
        ...MVP,
        kind: 'play-of-the-week',
        candidates: [{ name: 'Dig', clipUrl: 'https://clips.example/1' }, { name: 'Ace' }],
      },
      'needs a clip link',
    ],
    [
      'a clip over http',
      {
        ...MVP,
        kind: 'play-of-the-week',
        candidates: [
          { name: 'Dig', clipUrl: 'http://clips.example/1' },
          { name: 'Ace', clipUrl: 'https://clips.example/2' },
        ],
      },
      'https address',
    ],
    ['a season that does not exist', { ...MVP, seasonId: 999_999 }, 'Season with id 999999 not found'],
  ])('refuses %s with a 400 and writes nothing', async (_, body, message) => {
    const before = await written();
    const res = await admin.post('/api/votes', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    expect(await written()).toEqual(before);
  });

  it('opens a vote for staff, with candidates named as the league writes them, and logs it', async () => {
    const before = await written();
    const res = await admin.post('/api/votes', MVP);
    expect(res.statusCode, res.body).toBe(201);
    mvp = res.json();
    expect(res.json()).toMatchObject({
      kind: 'season-mvp',
      season: { id: FX.seasons.s3.id, seasonNumber: 3 },
      closesAt: CLOSES,
      closed: false,
      results: null,
    });
    expect(mvp.candidates.map((c) => c.name)).toEqual(['nightowl_77', 'libero_lu', 'bench_ben']);
    expect(await written()).toEqual({ ...before, votes: before.votes + 1, activity: before.activity + 1 });
  });

  it('opens a play of the week with titled clips', async () => {
    const res = await admin.post('/api/votes', {
      kind: 'play-of-the-week',
      title: 'Play of week 9',
      seasonId: FX.seasons.s3.id,
      closesAt: '2030-03-05T12:00:00Z',
      candidates: [
        { name: 'The dig', clipUrl: 'https://clips.example/dig' },
        { name: 'The ace', clipUrl: 'https://clips.example/ace' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().candidates[0]).toMatchObject({ name: 'The dig', clipUrl: 'https://clips.example/dig' });
  });
});

describe('ballots', () => {
  const cast = (client: typeof member, candidate: number) =>
    client.post(`/api/votes/${mvp.id}/ballots`, { candidateId: mvp.candidates[candidate]!.id });

  it('needs a signed-in member', async () => {
    expect((await cast(guest as unknown as typeof member, 0)).statusCode).toBe(401);
  });

  it('takes one ballot per member and refuses a second one, which changes nothing', async () => {
    expect((await cast(member, 0)).statusCode).toBe(201);
    expect((await cast(alice, 0)).statusCode).toBe(201);
    expect((await cast(bob, 1)).statusCode).toBe(201);
    const before = await written();
    const again = await cast(bob, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already voted in this vote; a vote is final');
    expect(await written()).toEqual(before);
    expect((await bob.get('/api/votes/ballots')).json()).toEqual([
      expect.objectContaining({ voteId: mvp.id, candidateId: mvp.candidates[1]!.id }),
    ]);
  });

  it('refuses an account younger than the setting, naming the day it may vote', async () => {
    const res = await cast(young, 2);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Accounts may vote once they are 7 days old: yours may vote from 2030-03-09',
    );
  });

  it('refuses a candidate of another vote with a 400', async () => {
    const before = await written();
    const res = await cara.post(`/api/votes/${mvp.id}/ballots`, { candidateId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('candidateId must be one of');
    expect(await written()).toEqual(before);
  });

  it('sends no count while the vote is open, to anyone', async () => {
    for (const client of [guest, member, admin]) {
      const list = (await client.get('/api/votes')).json();
      const open = list.open.find((v: { id: number }) => v.id === mvp.id);
      expect(open.results).toBeNull();
      expect(JSON.stringify(list)).not.toMatch(/"votes"|"percent"|"total"/);
      expect((await client.get(`/api/votes/${mvp.id}`)).json().results).toBeNull();
    }
  });
});

describe('the close', () => {
  it('shows the results from the close time on the server clock, and takes no ballot after it', async () => {
    vi.setSystemTime(Date.parse(CLOSES) - 1);
    expect((await guest.get(`/api/votes/${mvp.id}`)).json().results).toBeNull();
    const before = (await guest.get('/api/votes')).json();
    expect(before.open.map((v: { id: number }) => v.id)).toContain(mvp.id);
    vi.setSystemTime(Date.parse(CLOSES));
    // The list read a millisecond ago is kept only until this close: it now says closed, with results.
    const after = (await guest.get('/api/votes')).json();
    expect(after.serverTime).toBe(CLOSES);
    expect(after.open.map((v: { id: number }) => v.id)).not.toContain(mvp.id);
    expect(after.closed.find((v: { id: number }) => v.id === mvp.id).results.total).toBe(3);
    const vote = (await guest.get(`/api/votes/${mvp.id}`)).json();
    expect(vote.closed).toBe(true);
    expect(vote.results).toEqual({
      total: 3,
      rows: [
        { candidateId: mvp.candidates[0]!.id, votes: 2, percent: 67, rank: 1 },
        { candidateId: mvp.candidates[1]!.id, votes: 1, percent: 33, rank: 2 },
        { candidateId: mvp.candidates[2]!.id, votes: 0, percent: 0, rank: 3 },
      ],
    });
    const list = (await guest.get('/api/votes?seasonNumber=3')).json();
    expect(list.closed.map((v: { id: number }) => v.id)).toContain(mvp.id);
    const late = await young.post(`/api/votes/${mvp.id}/ballots`, { candidateId: mvp.candidates[2]!.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('closed at 2030-03-10T20:00:00.000Z');
    vi.setSystemTime(NOW);
  });

  it('lets staff close a vote early, once', async () => {
    const opened = await admin.post('/api/votes', { ...MVP, title: 'Closed early' });
    const id = opened.json().id;
    expect((await member.post(`/api/votes/${id}/close`)).statusCode).toBe(403);
    const ids = (list: Array<{ id: number }>) => list.map((v) => v.id);
    expect(ids((await guest.get('/api/votes')).json().open)).toContain(id);
    const closed = await admin.post(`/api/votes/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ closed: true, closesAt: new Date(NOW).toISOString() });
    expect(closed.json().results.total).toBe(0);
    // The staff change clears the list everyone reads at once.
    expect(ids((await guest.get('/api/votes')).json().closed)).toContain(id);
    expect((await admin.post(`/api/votes/${id}/close`)).statusCode).toBe(409);
  });
});

describe('the list as it goes out', () => {
  it('goes uncompressed while small: a kilobyte or two is not worth a compression on every answer', async () => {
    const list = await t.app.inject({ url: '/api/votes', headers: { 'accept-encoding': 'br, gzip' } });
    // The votes made above: more than a kilobyte, which was compressed before (ADR 63).
    expect(list.rawPayload.length).toBeGreaterThan(1024);
    expect(list.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(list.headers['content-encoding']).toBeUndefined();
  });
});
