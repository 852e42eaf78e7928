/**
 * Results from the game (docs/product/live.md, docs/decisions/0047-results-from-the-game.md), on PGlite and,
 * with DATABASE_URL, on PostgreSQL: league API keys, idempotent set updates and final box scores, pending
 * results with the CSV upload's checks, the one-write approval and corrections shown on the game page.
 */
import type { ApiKey, CreatedApiKey } from '@league/shared/schemas/api-keys';
import type { GameDetail } from '@league/shared/schemas/games';
import type { Match } from '@league/shared/schemas/matches';
import type { FinalResultAnswer, PendingResult, SetUpdateAnswer } from '@league/shared/schemas/results';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema.ts';
import { queryRows } from '../src/db/sql.ts';
import { settleRecordsRecalculation } from '../src/features/records/service.ts';
import { LEAGUE_KEY_REFUSALS } from '../src/lib/guards.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { insertSmallLeague, type SmallLeague } from './helpers/small-league.ts';

const t = useLeagueApp();

let n = 0;
const newLeague = () => insertSmallLeague(t.db, 'Live', 3000 + ++n);

async function newMatch(league: SmallLeague, minutesFromNow = 0): Promise<number> {
  const [row] = await t.db
    .insert(matches)
    .values({
      matchNumber: `Live ${++n}`,
      round: 'Round 2',
      date: new Date(Date.now() + minutesFromNow * 60_000),
      team1Name: league.team1.name,
      team2Name: league.team2.name,
      seasonId: league.seasonId,
    })
    .returning({ id: matches.id });
  return row!.id;
}

/** Rows that a call could write, counted together: nothing written means these stay the same. */
async function counts() {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from game_server_calls)::int as calls,
      (select count(*) from pending_results)::int as results,
      (select count(*) from games)::int as games,
      (select count(*) from stats)::int as stats,
      (select count(*) from activity_entries)::int as activity,
      (select coalesce(sum(live_version), 0) from matches)::int as versions`,
  );
  return row!;
}

let key: string;
beforeAll(async () => {
  const made = await t.as('superadmin').post('/api/api-keys', { name: 'Main arena' });
  expect(made.statusCode, made.body).toBe(201);
  key = made.json<CreatedApiKey>().key;
});

const asServer = (
  url: string,
  payload: unknown,
  with_: Record<string, string> = { authorization: `Bearer ${key}` },
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...with_, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

let calls = 0;
const setUpdate = (
  matchId: number,
  setNumber: number,
  team1Points: number,
  team2Points: number,
  setOver = false,
) => ({
  idempotencyKey: `test-${process.pid}-${++calls}`,
  sentAt: new Date().toISOString(),
  matchId,
  gameServerId: 'job-1',
  setNumber,
  team1Points,
  team2Points,
  setOver,
});

const line = (robloxUsername: string, side: 1 | 2, digs = 4) => ({
  robloxUserId: 10_000 + ++calls,
  robloxUsername,
  side,
  spikeKills: 5,
  spikeAttempts: 12,
  apeKills: 1,
  apeAttempts: 2,
  spikingErrors: 1,
  digs,
  blocks: 1,
  assists: 3,
  aces: 1,
  settingErrors: 0,
  blockFollows: 0,
  servingErrors: 1,
  miscErrors: 0,
});

const finalSheet = (matchId: number, lines: ReturnType<typeof line>[]) => ({
  idempotencyKey: `final-${process.pid}-${++calls}`,
  sentAt: new Date().toISOString(),
  matchId,
  gameServerId: 'job-1',
  sets: [
    { team1Points: 25, team2Points: 20 },
    { team1Points: 22, team2Points: 25 },
    { team1Points: 25, team2Points: 18 },
  ],
  lines,
});

describe('league API keys', () => {
  it('shows the key once and keeps only its hash and first characters', async () => {
    const made = await t.as('superadmin').post('/api/api-keys', { name: 'Practice court' });
    const created = made.json<CreatedApiKey>();
    expect(created.key).toMatch(/^lk_[A-Za-z0-9_-]{32}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = (await t.as('superadmin').get('/api/api-keys')).json<ApiKey[]>();
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const [row] = await queryRows<{ key_hash: string; prefix: string }>(
      t.db,
      sql`select key_hash, prefix from league_api_keys where id = ${created.id}`,
    );
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.key_hash).not.toContain(created.key.slice(3));
  });

  it('lets only superadmins make and revoke keys', async () => {
    expect((await t.as('admin').post('/api/api-keys', { name: 'Nope' })).statusCode).toBe(403);
    expect((await t.as('admin').get('/api/api-keys')).statusCode).toBe(403);
  });

  it('answers 401 with nothing written for a missing, wrong or revoked key', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const made = (
      await t.as('superadmin').post('/api/api-keys', { name: 'Soon revoked' })
    ).json<CreatedApiKey>();
    const revoked = await t.as('superadmin').post(`/api/api-keys/${made.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ApiKey>().revokedAt).not.toBeNull();
    const before = await counts();
    const cases: [Record<string, string>, string][] = [
      [{}, LEAGUE_KEY_REFUSALS.missing],
      // The key with its last character changed (a random key may already end in x).
      [
        { authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}` },
        LEAGUE_KEY_REFUSALS.wrong,
      ],
      [{ 'x-league-key': 'lk_nothing_like_a_key' }, LEAGUE_KEY_REFUSALS.wrong],
      [{ 'x-league-key': made.key }, LEAGUE_KEY_REFUSALS.revoked],
    ];
    for (const [headers, message] of cases) {
      for (const url of ['/api/results/sets', '/api/results/final']) {
        const body = url.endsWith('sets')
          ? setUpdate(matchId, 1, 1, 0)
          : finalSheet(matchId, [line('someone', 1)]);
        const res = await asServer(url, body, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json().message).toBe(message);
      }
    }
    // A member's session is not a key either.
    const member = await t.as('superadmin').headers();
    expect((await asServer('/api/results/sets', setUpdate(matchId, 1, 1, 0), member)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('accepts the key in X-League-Key as well as in Authorization', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const res = await asServer('/api/results/sets', setUpdate(matchId, 1, 3, 1), { 'x-league-key': key });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('set updates', () => {
  it('makes the match live with its current set, and the public read shows it at once', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    await t.app.inject(`/api/matches/${matchId}`); // cached now
    const first = await asServer('/api/results/sets', setUpdate(matchId, 1, 12, 9));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SetUpdateAnswer>().match).toMatchObject({
      status: 'live',
      currentSet: { number: 1, team1Points: 12, team2Points: 9 },
    });
    await asServer('/api/results/sets', setUpdate(matchId, 1, 25, 21, true));
    const read = (await t.app.inject(`/api/matches/${matchId}`)).json<Match>();
    expect(read).toMatchObject({
      status: 'live',
      set1Score: '25-21',
      team1Score: 1,
      team2Score: 0,
      currentSet: null,
    });
  });

  it('answers a replayed call as the first time, 1,000 times, with no extra row', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const body = setUpdate(matchId, 1, 25, 23, true);
    const first = await asServer('/api/results/sets', body);
    expect(first.statusCode).toBe(200);
    const before = await counts();
    for (let i = 0; i < 1000; i++) {
      const again = await asServer('/api/results/sets', body);
      if (again.statusCode !== 200 || again.body !== first.body)
        throw new Error(`replay ${i}: ${again.body}`);
      if (again.headers['idempotent-replayed'] !== 'true') throw new Error(`replay ${i} not marked`);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses the same key with another body (409), a stale call (400) and an unknown match (404), writing nothing', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const body = setUpdate(matchId, 1, 5, 5);
    expect((await asServer('/api/results/sets', body)).statusCode).toBe(200);
    const before = await counts();
    const other = await asServer('/api/results/sets', { ...body, team1Points: 6 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('already used for another request');
    const stale = await asServer('/api/results/sets', {
      ...setUpdate(matchId, 1, 6, 5),
      sentAt: new Date(Date.now() - 11 * 60_000).toISOString(),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/more than 10 minutes ago/);
    const unknown = await asServer('/api/results/sets', setUpdate(999_999, 1, 1, 0));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Match 999999 not found');
    const skipped = await asServer('/api/results/sets', setUpdate(matchId, 3, 1, 0));
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('Set 3 cannot come before set 1');
    const tied = await asServer('/api/results/sets', setUpdate(matchId, 1, 24, 24, true));
    expect(tied.statusCode).toBe(400);
    const invalid = await asServer('/api/results/sets', {
      ...setUpdate(matchId, 1, 1, 0),
      idempotencyKey: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers a call replayed after the window with what it answered within it', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const body = setUpdate(matchId, 1, 8, 2);
    const first = await asServer('/api/results/sets', body);
    await t.db.execute(sql`update game_server_calls set created_at = now() - interval '1 day'`);
    const late = await asServer('/api/results/sets', body);
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe(first.body);
  });
});

describe('final box scores, review and approval', () => {
  it('lands as a pending result listing unknown players; approval is refused until they are fixed', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const sheet = finalSheet(matchId, [line(league.player1.name, 1), line('Not_A_Member', 2)]);
    const res = await asServer('/api/results/final', sheet);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<FinalResultAnswer>();
    expect(answer.missingPlayers).toEqual([
      { name: 'not_a_member', teamName: league.team2.name, reason: 'unknown' },
    ]);
    expect(answer.match).toMatchObject({ status: 'live', set3Score: '25-18', team1Score: 2, team2Score: 1 });
    // The same final again changes nothing; another final for the match is a conflict.
    const before = await counts();
    expect((await asServer('/api/results/final', sheet)).body).toBe(res.body);
    const second = await asServer('/api/results/final', {
      ...sheet,
      idempotencyKey: `${sheet.idempotencyKey}-b`,
    });
    expect(second.statusCode).toBe(409);
    expect(await counts()).toEqual(before);

    const listed = (await t.as('admin').get('/api/results?status=pending')).json<PendingResult[]>();
    const pending = listed.find((r) => r.id === answer.resultId)!;
    expect(pending.check.missingPlayers).toHaveLength(1);
    expect(pending.lines.map((l) => l.playerName)).toEqual([league.player1.name, 'not_a_member']);

    const refused = await t.as('admin').post(`/api/results/${answer.resultId}/approve`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().missingPlayers).toEqual(answer.missingPlayers);
    expect(await counts()).toEqual(before);

    const fixed = pending.lines.map((l, i) => (i === 1 ? { ...l, playerName: league.player2.name } : l));
    const saved = await t.as('admin').patch(`/api/results/${answer.resultId}`, {
      lines: fixed,
      stage: 'Winners Bracket; Semifinals',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.check).toEqual({ problems: [], missingPlayers: [] });

    const approved = await t.as('admin').post(`/api/results/${answer.resultId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const result = approved.json().result as PendingResult;
    expect(result).toMatchObject({
      status: 'approved',
      match: { status: 'completed', team1Score: 2, team2Score: 1 },
    });
    const game = (await t.app.inject(`/api/games/${result.gameId}`)).json<GameDetail>();
    expect(game).toMatchObject({ team1Score: 2, team2Score: 1, stage: 'Winners Bracket; Semifinals' });
    expect(game.stats.map((s) => s.player.name).sort()).toEqual(
      [league.player1.name, league.player2.name].sort(),
    );
    // The schedule links the match to its game; the leaderboard counts the new line.
    expect((await t.app.inject(`/api/matches/${matchId}`)).json<Match>().gameId).toBe(result.gameId);
    await settleRecordsRecalculation(t.db);
    const board = (
      await t.app.inject(`/api/leaderboard?view=players&stage=all&season=${league.seasonNumber}`)
    ).json<{
      rows: { id: number }[];
    }>();
    expect(board.rows.map((r) => r.id)).toContain(league.player2.id);
    // Approving twice is a conflict.
    expect((await t.as('admin').post(`/api/results/${answer.resultId}/approve`)).statusCode).toBe(409);
  });

  it('writes nothing at all when the approval fails at its last step', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const res = await asServer(
      '/api/results/final',
      finalSheet(matchId, [line(league.player1.name, 1), line(league.player2.name, 2)]),
    );
    const { resultId } = res.json<FinalResultAnswer>();
    const before = await counts();
    // The result's own update comes last: make it fail, after the game, the lines and the match are written.
    await t.db.execute(
      sql.raw(
        `alter table pending_results add constraint test_no_approval check (status <> 'approved') not valid`,
      ),
    );
    try {
      const failed = await t.as('admin').post(`/api/results/${resultId}/approve`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('alter table pending_results drop constraint test_no_approval'));
    }
    expect(await counts()).toEqual(before);
    const match = (await t.app.inject(`/api/matches/${matchId}`)).json<Match>();
    expect(match.status).toBe('live');
    expect((await t.as('admin').post(`/api/results/${resultId}/approve`)).statusCode).toBe(200);
  });

  it('shows a correction on the game page with its time and reason, and in the activity log', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const res = await asServer(
      '/api/results/final',
      finalSheet(matchId, [line(league.player1.name, 1, 7), line(league.player2.name, 2)]),
    );
    const { resultId } = res.json<FinalResultAnswer>();
    const gameId = (await t.as('admin').post(`/api/results/${resultId}/approve`)).json().result
      .gameId as number;
    const corrected = await t.as('admin').post(`/api/results/${resultId}/corrections`, {
      reason: 'The tracker missed two digs in set 2',
      lines: [{ playerId: league.player1.id, digs: 9 }],
      sets: ['25-20', '22-25', '25-23'],
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const game = (await t.app.inject(`/api/games/${gameId}`)).json<GameDetail>();
    expect(game.corrections).toHaveLength(1);
    expect(game.corrections[0]).toMatchObject({
      reason: 'The tracker missed two digs in set 2',
      changes: [`${league.player1.name} digs: 7 → 9`, 'sets: 25-20, 22-25, 25-18 → 25-20, 22-25, 25-23'],
    });
    expect(Date.parse(game.corrections[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(game.stats.find((s) => s.playerId === league.player1.id)?.digs).toBe(9);
    expect((await t.app.inject(`/api/matches/${matchId}`)).json<Match>().set3Score).toBe('25-23');
    const log = (await t.as('superadmin').get('/api/admin/activity?kind=correction&limit=1')).json();
    expect(log[0]).toMatchObject({
      kind: 'correction',
      entityType: 'game',
      entityId: gameId,
      href: `/games/${gameId}`,
    });
    // A pending result is not corrected: it is fixed before approval.
    const other = await asServer(
      '/api/results/final',
      finalSheet(await newMatch(league), [line(league.player1.name, 1)]),
    );
    const notYet = await t
      .as('admin')
      .post(`/api/results/${other.json<FinalResultAnswer>().resultId}/corrections`, {
        reason: 'Too early to correct',
        lines: [{ playerId: league.player1.id, digs: 1 }],
      });
    expect(notYet.statusCode).toBe(409);
  });
});

describe('the scorer page', () => {
  it('starts a match live, refuses a score drawn from an older version, and finishes it', async () => {
    const league = await newLeague();
    const matchId = await newMatch(league);
    const put = (body: object) => t.as('admin').put(`/api/matches/${matchId}/live`, body);
    const start = await put({ sets: [], current: { team1Points: 0, team2Points: 0 }, version: 0 });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json<Match>()).toMatchObject({ status: 'live', liveVersion: 1, currentSet: { number: 1 } });
    const stale = await put({ sets: [], current: { team1Points: 1, team2Points: 0 }, version: 0 });
    expect(stale.statusCode).toBe(409);
    const noWinner = await put({ sets: ['25-20'], current: null, version: 1, finish: true });
    expect(noWinner.statusCode).toBe(200);
    expect(noWinner.json<Match>().status).toBe('completed');
    expect((await put({ sets: ['25-20'], current: null, version: 2 })).statusCode).toBe(409);
    expect(
      (await t.as('user').put(`/api/matches/${matchId}/live`, { sets: [], current: null, version: 2 }))
        .statusCode,
    ).toBe(403);
  });
});
