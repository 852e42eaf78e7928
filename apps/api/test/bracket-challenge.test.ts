/**
 * The bracket challenge (docs/product/pickem.md#bracket-challenge) on a clock the test controls (only `Date`
 * is faked): a season of four playoff teams, double elimination; members fill their brackets until the first
 * playoff match starts, refused one second after it; bad brackets refused with a clear message and nothing
 * changed; others' brackets hidden until the lock, then split per slot; scored per round as staff record the
 * results (a Grand Finals won by the losers' side, then its reset), again on a correction. The season's read
 * is kept until the lock or a saved bracket, so each step reads what it changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bracketEntries, seasons } from '../src/db/schema.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const NOW = Date.parse('2030-05-01T12:00:00Z');
const START = '2030-05-04T20:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(START) + hours * 3600_000).toISOString();
const SEASON = 7_301;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

const t = useLeagueApp();
const admin = t.as('admin');
const guest = t.as('guest');
const alice = t.another('user', { username: 'alice_bracket' });
const bob = t.another('user', { username: 'bob_bracket' });
const cara = t.another('user', { username: 'cara_bracket' });

/** Aces beat Cats in the winners' final, Blocks come back through the losers' side and force a reset. */
const ALICE = {
  'W1-1': 'Aces',
  'W1-2': 'Cats',
  'L1-1': 'Blocks',
  'W2-1': 'Aces',
  'L2-1': 'Blocks',
  GF: 'Blocks',
  'GF-reset': 'Aces',
};
const BOB = { ...ALICE, GF: 'Aces', 'GF-reset': undefined };
const CARA = { 'W1-1': 'Blocks', 'W1-2': 'Digs', 'L1-1': 'Cats', 'W2-1': 'Digs', 'L2-1': 'Cats', GF: 'Digs' };

const ids: Record<string, number> = {};
let seasonId: number;

async function playoff(key: string, round: string, date: string, team1Name = `${key} A`, team2Name = 'TBD') {
  const res = await admin.post('/api/matches', {
    matchNumber: `${round} ${key}`,
    status: 'scheduled',
    round,
    phase: 'playoffs',
    region: 'na',
    date,
    seasonId,
    team1Name,
    team2Name,
  });
  expect(res.statusCode, res.body).toBe(201);
  ids[key] = res.json().id;
}

const challenge = async () => (await guest.get(`/api/bracket-challenge?seasonNumber=${SEASON}`)).json();
const fill = (who: Pick<typeof guest, 'put'>, picks: Record<string, string | undefined>) =>
  who.put('/api/bracket-challenge/entry', { seasonNumber: SEASON, picks: JSON.parse(JSON.stringify(picks)) });
const result = (key: string, team1Name: string, team2Name: string, team1Score: number, team2Score: number) =>
  admin.patch(`/api/matches/${ids[key]}`, {
    status: 'completed',
    team1Name,
    team2Name,
    team1Score,
    team2Score,
  });
const board = async () =>
  (await challenge()).leaderboard.map(
    (r: { name: string; points: number; correct: number; rank: number }) => [
      r.name,
      r.points,
      r.correct,
      r.rank,
    ],
  );

beforeAll(async () => {
  const [row] = await t.db
    .insert(seasons)
    .values({ seasonNumber: SEASON, theme: 'Bracket test', startDate: '2030-01-01' })
    .returning({ id: seasons.id });
  seasonId = row!.id;
});

describe('before the playoffs are drawn', () => {
  it('says why the bracket cannot be filled, and refuses a bracket', async () => {
    expect(await challenge()).toMatchObject({
      waiting: 'This season has no playoff matches yet.',
      brackets: [],
    });
    await playoff('r1a', 'Round 1', START, 'Aces');
    await playoff('r1b', 'Round 1', at(1), 'Cats', 'Digs');
    const res = await fill(alice, ALICE);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The bracket opens once every first-round team is known.');
    await admin.patch(`/api/matches/${ids.r1a}`, { team2Name: 'Blocks' });
    for (const [key, round, hours] of [
      ['r2', 'Round 2', 24],
      ['lr1', 'Losers Round 1', 25],
      ['lr2', 'Losers Round 2', 48],
      ['gf', 'Round 3', 72],
    ] as const)
      await playoff(key, round, at(hours));
  });
});

describe('filling brackets before the lock', () => {
  it('reads the bracket and takes whole brackets, a second one replacing the first', async () => {
    const read = await challenge();
    expect(read).toMatchObject({ waiting: null, locked: false, lockAt: START, entries: 0 });
    expect(
      read.brackets[0].rounds.map((r: { label: string; points: number }) => [r.label, r.points]),
    ).toEqual([
      ['Winners Bracket Semifinals', 1],
      ['Losers Bracket Semifinals', 2],
      ['Winners Bracket Finals', 2],
      ['Losers Bracket Finals', 3],
      ['Grand Finals', 4],
      ['Grand Finals Bracket Reset', 5],
    ]);
    expect((await fill(alice, BOB)).statusCode).toBe(200);
    const again = await fill(alice, { ...ALICE, 'W1-1': 'aces' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ picks: ALICE, points: null, correct: null });
    expect((await fill(bob, BOB)).statusCode).toBe(200);
    expect((await fill(cara, CARA)).statusCode).toBe(200);
    expect(
      (await alice.get(`/api/bracket-challenge/entry?seasonNumber=${SEASON}`)).json().entry.picks,
    ).toEqual(ALICE);
  });

  it('refuses guests and bad brackets with a clear message, changing nothing', async () => {
    expect((await fill(guest, ALICE)).statusCode).toBe(401);
    const cases: [Record<string, string | undefined>, string][] = [
      [{ ...ALICE, 'W7-1': 'Aces' }, 'Unknown slot W7-1: the bracket has no such match'],
      [{ ...ALICE, 'W2-1': 'Digs' }, 'Digs is not in Winners Bracket Finals: pick Aces or Cats'],
      [
        { ...ALICE, 'L2-1': undefined },
        'The bracket is incomplete: pick the winner of Losers Bracket Finals',
      ],
      [
        { ...BOB, 'GF-reset': 'Aces' },
        "Grand Finals Bracket Reset is played only when the losers' side wins the Grand Finals: leave it out",
      ],
    ];
    for (const [picks, message] of cases) {
      const res = await fill(alice, picks);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const notObject = await alice.put('/api/bracket-challenge/entry', {
      seasonNumber: SEASON,
      picks: 'Aces',
    });
    expect(notObject.statusCode).toBe(400);
    expect(
      (await alice.put('/api/bracket-challenge/entry', { seasonNumber: 99_999, picks: ALICE })).statusCode,
    ).toBe(404);
    const [kept] = await t.db
      .select()
      .from(bracketEntries)
      .where(eq(bracketEntries.userId, (await alice.user()).id));
    expect(kept?.picks).toEqual(ALICE);
  });

  it("hides others' brackets until the lock", async () => {
    const read = await challenge();
    expect(read.entries).toBe(3);
    expect(read.brackets[0].rounds[0].slots[0].split).toBeNull();
    expect(JSON.stringify(read)).not.toContain('alice_bracket');
  });
});

describe('the lock, on the server clock', () => {
  it('takes a bracket one millisecond before the start and refuses one a second after it', async () => {
    vi.setSystemTime(Date.parse(START) - 1);
    expect((await fill(cara, CARA)).statusCode).toBe(200);
    // Read (and kept) a millisecond before the lock: what is kept of it lasts no longer (next test).
    expect((await challenge()).locked).toBe(false);
    vi.setSystemTime(Date.parse(START) + 1000);
    const res = await cara.inject({
      method: 'PUT',
      url: '/api/bracket-challenge/entry',
      headers: { date: new Date(NOW).toUTCString() },
      payload: { seasonNumber: SEASON, picks: ALICE },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Brackets for Season ${SEASON} are locked: the first playoff match started at ${START}`,
    );
    const [kept] = await t.db
      .select()
      .from(bracketEntries)
      .where(eq(bracketEntries.userId, (await cara.user()).id));
    expect(kept?.picks).toEqual(CARA);
  });

  it('shows the split per slot once locked', async () => {
    const read = await challenge();
    expect(read.locked).toBe(true);
    const gf = read.brackets[0].rounds[4].slots[0];
    expect(gf.split).toEqual([
      { team: 'Aces', picks: 1, percent: 33 },
      { team: 'Blocks', picks: 1, percent: 33 },
      { team: 'Digs', picks: 1, percent: 33 },
    ]);
  });
});

describe('scoring per round', () => {
  it('scores as staff record the results, the losers’ side forcing a reset', async () => {
    expect(await board()).toEqual([]);
    await result('r1a', 'Aces', 'Blocks', 3, 1);
    await result('r1b', 'Cats', 'Digs', 3, 2);
    expect(await board()).toEqual([
      ['alice_bracket', 2, 2, 1],
      ['bob_bracket', 2, 2, 1],
      ['cara_bracket', 0, 0, 3],
    ]);
    await result('lr1', 'Blocks', 'Digs', 3, 0);
    await result('r2', 'Aces', 'Cats', 3, 2);
    await result('lr2', 'Cats', 'Blocks', 1, 3);
    await result('gf', 'Aces', 'Blocks', 2, 3);
    await playoff('reset', 'Round 3', at(74), 'Aces', 'Blocks');
    await result('reset', 'Aces', 'Blocks', 3, 1);
    // Alice: 1 + 1 + 2 + 2 + 3 + 4 + 5; Bob missed the Grand Finals and has no reset.
    expect(await board()).toEqual([
      ['alice_bracket', 18, 7, 1],
      ['bob_bracket', 9, 5, 2],
      ['cara_bracket', 0, 0, 3],
    ]);
    const gf = (await challenge()).brackets[0].rounds[5].slots[0];
    expect(gf).toMatchObject({ teams: ['Aces', 'Blocks'], winner: 'Aces', played: true });
  });

  it('scores again on a correction, and a result taken back clears what it gave', async () => {
    await result('reset', 'Aces', 'Blocks', 1, 3);
    expect((await board())[0]).toEqual(['alice_bracket', 13, 6, 1]);
    await result('reset', 'Aces', 'Blocks', 3, 2);
    expect((await board())[0]).toEqual(['alice_bracket', 18, 7, 1]);
    await admin.patch(`/api/matches/${ids.reset}`, {
      status: 'scheduled',
      team1Score: null,
      team2Score: null,
    });
    expect((await board())[0]).toEqual(['alice_bracket', 13, 6, 1]);
    const mine = (await alice.get(`/api/bracket-challenge/entry?seasonNumber=${SEASON}`)).json().entry;
    expect(mine).toMatchObject({ points: 13, correct: 6 });
  });
});
