/**
 * Follows and web push (docs/product/follows.md, docs/decisions/0049-follows-and-what-they-trigger.md,
 * docs/decisions/0050-web-push-through-the-outbox.md) against a fake push service on loopback that checks the
 * VAPID signature and decrypts every payload: follows and their choices, the mute switch, the personal
 * calendar feed and its reset, browser subscriptions, the rows each change writes in its own transaction
 * (never for the member who made it), reminders moving with their match, playoff marks told once, and the
 * worker's guarantees (201, 429 with Retry-After, 410 and 404, a timeout, a crash between claim and send).
 */
import type { PushEvent } from '@league/shared/domain/push-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  awards,
  followSettings,
  follows,
  matches,
  players,
  pushDeliveries,
  pushSubscriptions,
  seasons,
  teamPlayers,
  teams,
  toldStandingsMarks,
} from '../src/db/schema.ts';
import { pushChannel } from '../src/lib/outbox/push-channel.ts';
import { createOutboxWorker } from '../src/lib/outbox/worker.ts';
import { authHeader, createUser, type TestUser, tokenFor } from './helpers/auth.ts';
import { type FakeBrowser, FakePushService } from './helpers/fake-push-service.ts';
import { expectLeaseTakeover, FAST_WORKER } from './helpers/outbox-lease.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let push: FakePushService;
let seasonId: number;
let playerId: number;
let staff: TestUser;
let staffHeaders: { authorization: string };

const worker = (owner: string, timeoutMs = 5000) =>
  createOutboxWorker(
    t.db,
    [
      pushChannel(
        t.db,
        { subject: 'mailto:staff@league.example', timeZone: 'UTC', timeoutMs },
        t.app.secrets,
      ),
    ],
    { ...FAST_WORKER, owner },
  );

interface Member {
  user: TestUser;
  headers: { authorization: string };
  browser: FakeBrowser;
}

let counter = 0;
/** A member with one browser subscribed. */
async function member(name = `fan${++counter}`): Promise<Member> {
  const user = await createUser(t.db, { username: `${name}_${process.pid}` });
  const headers = authHeader(await tokenFor(t.app, user));
  const browser = push.browser(`${name}-browser`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { ...browser.subscription, label: `${name}'s laptop` },
  });
  expect(res.statusCode).toBe(201);
  return { user, headers, browser };
}

/** Follows a team, with only `events` turned on when given. */
async function followTeam(who: { headers: { authorization: string } }, team: string, events?: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/follows',
    headers: who.headers,
    payload: { kind: 'team', team },
  });
  expect(res.statusCode).toBeLessThan(300);
  const made = res.json() as { id: number; events: string[]; leadMinutes: number };
  if (events) {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/follows/${made.id}`,
      headers: who.headers,
      payload: { events },
    });
    expect(changed.statusCode).toBe(200);
  }
  return made;
}

const rows = () => t.db.select().from(pushDeliveries).orderBy(pushDeliveries.id);
const rowsOf = async (userId: number, event?: string) =>
  (await rows()).filter((r) => r.userId === userId && (event === undefined || r.event === event));
/** Makes every waiting row due now: stands in for waiting out a backoff or a reminder's time. */
const makeDue = () => t.db.update(pushDeliveries).set({ nextAttemptAt: sql`now()` });

async function newMatch(hoursFromNow: number, team1 = 'Aces', team2 = 'Blockers'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matches',
    headers: staffHeaders,
    payload: {
      matchNumber: `M${++counter}`,
      round: 'Round 1',
      date: new Date(Date.now() + hoursFromNow * HOUR).toISOString(),
      team1Name: team1,
      team2Name: team2,
      seasonId,
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

const editMatch = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/matches/${id}`, headers: staffHeaders, payload });

beforeAll(async () => {
  push = new FakePushService();
  await push.start();
  t = await createTestApp({ PUBLIC_URL: 'https://league.example', SITE_NAME: 'Test League' });
  const [season] = await t.db
    .insert(seasons)
    .values({ seasonNumber: 50, theme: 'Follow season', startDate: '2026-01-01' })
    .returning({ id: seasons.id });
  seasonId = season!.id;
  const [aces] = await t.db
    .insert(teams)
    .values([
      { name: 'Aces', seasonId },
      { name: 'Blockers', seasonId },
    ])
    .returning({ id: teams.id });
  const [player] = await t.db.insert(players).values({ name: 'ace_hitter' }).returning({ id: players.id });
  playerId = player!.id;
  await t.db.insert(teamPlayers).values({ teamId: aces!.id, playerId });
  staff = await createUser(t.db, { role: 'superadmin' });
  staffHeaders = authHeader(await tokenFor(t.app, staff));
});

afterAll(async () => {
  await t?.close();
  await push?.close();
});

beforeEach(async () => {
  await t.db.delete(pushDeliveries);
  await t.db.delete(matches);
  await t.db.delete(follows);
  await t.db.delete(followSettings);
  await t.db.delete(toldStandingsMarks);
  push.received.length = 0;
  push.refused.length = 0;
  push.script = [];
});

describe('follows', () => {
  it('follows a team by slug (every season of it), once; refuses what does not exist; members only', async () => {
    const fan = await member();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: fan.headers,
      payload: { kind: 'team', team: 'aces' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'team',
      teamSlug: 'aces',
      teamName: 'Aces',
      events: ['match-starting', 'final-result', 'schedule-change', 'playoff-status'],
      leadMinutes: 30,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: fan.headers,
      payload: { kind: 'team', team: 'ACES' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: fan.headers,
      payload: { kind: 'team', team: 'Nobody FC' },
    });
    expect(missing.statusCode).toBe(404);
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: fan.headers,
      payload: { kind: 'player', playerId },
    });
    expect(player.json()).toMatchObject({
      kind: 'player',
      playerName: 'ace_hitter',
      events: ['player-record', 'player-award'],
    });

    const list = await t.app.inject({ url: '/api/follows', headers: fan.headers });
    expect((list.json() as { kind: string }[]).map((f) => f.kind)).toEqual(['player', 'team']);
    expect((await t.app.inject({ url: '/api/follows' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/follows', payload: { kind: 'team', team: 'aces' } }))
        .statusCode,
    ).toBe(401);
  });

  it("changes a follow's choices; an event of the other kind or a wrong lead time changes nothing; only one's own", async () => {
    const fan = await member();
    const other = await member();
    const { id } = await followTeam(fan, 'Aces');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/follows/${id}`,
      headers: fan.headers,
      payload: { events: ['final-result'], leadMinutes: 60 },
    });
    expect(changed.json()).toMatchObject({ events: ['final-result'], leadMinutes: 60 });

    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/follows/${id}`,
      headers: fan.headers,
      payload: { events: ['player-award'] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('A team follow has no player-award event');
    const lead = await t.app.inject({
      method: 'PATCH',
      url: `/api/follows/${id}`,
      headers: fan.headers,
      payload: { leadMinutes: 45 },
    });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().errors[0].message).toBe('Lead time must be 15, 30, 60 minutes');
    const [row] = await t.db.select().from(follows).where(eq(follows.id, id));
    expect(row).toMatchObject({ events: ['final-result'], leadMinutes: 60 });

    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/follows/${id}`,
          headers: other.headers,
          payload: { leadMinutes: 15 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/follows/${id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/follows/${id}`, headers: fan.headers })).statusCode,
    ).toBe(200);
    expect(await t.db.select().from(follows).where(eq(follows.id, id))).toEqual([]);
  });

  it('Following: the next matches and last results of the followed teams, the players’ last games', async () => {
    const fan = await member();
    await followTeam(fan, 'Blockers');
    const next = await newMatch(5);
    await newMatch(3, 'Others', 'Strangers FC');
    const done = await newMatch(-48);
    await editMatch(done, { status: 'completed', team1Score: 3, team2Score: 1 });
    const res = await t.app.inject({ url: '/api/follows/overview', headers: fan.headers });
    expect(res.statusCode).toBe(200);
    const read = res.json() as {
      nextMatches: { id: number }[];
      lastResults: { id: number }[];
      muted: boolean;
    };
    expect(read.nextMatches.map((m) => m.id)).toEqual([next]);
    expect(read.lastResults.map((m) => m.id)).toEqual([done]);
    expect(read.muted).toBe(false);
  });
});

describe('the personal calendar feed', () => {
  it('lists the followed teams’ matches with the feeds’ UIDs; a reset makes the old address 404', async () => {
    const fan = await member();
    await followTeam(fan, 'Aces');
    const id = await newMatch(24);
    await newMatch(24, 'Others', 'Strangers FC');
    const settings = (await t.app.inject({ url: '/api/follows/settings', headers: fan.headers })).json() as {
      calendarPath: string;
    };
    expect(settings.calendarPath).toMatch(/^\/calendar\/following\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await t.app.inject({ url: settings.calendarPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toContain('no-store');
    expect(feed.body).toContain(`UID:match-${id}@league-schedule`);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/follows/settings/calendar-reset',
      headers: fan.headers,
    });
    const fresh = (reset.json() as { calendarPath: string }).calendarPath;
    expect(fresh).not.toBe(settings.calendarPath);
    expect((await t.app.inject({ url: settings.calendarPath })).statusCode).toBe(404);
    expect((await t.app.inject({ url: fresh })).statusCode).toBe(200);
  });
});

describe('browser subscriptions', () => {
  it('keeps a browser per member; the same browser signed in as another member moves; refuses bad keys', async () => {
    const fan = await member();
    const list = await t.app.inject({ url: '/api/push/subscriptions', headers: fan.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ label: expect.stringContaining('laptop'), service: '127.0.0.1' }),
    ]);

    const other = await member();
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: other.headers,
      payload: fan.browser.subscription,
    });
    expect(moved.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/push/subscriptions', headers: fan.headers })).json()).toEqual([]);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: fan.headers,
      payload: { endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: 'short' } },
    });
    expect(bad.statusCode).toBe(400);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/remove',
      headers: other.headers,
      payload: { endpoint: fan.browser.subscription.endpoint },
    });
    expect(gone.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/remove',
      headers: other.headers,
      payload: { endpoint: fan.browser.subscription.endpoint },
    });
    expect(again.statusCode).toBe(404);
  });

  it('the VAPID key is made once and kept in the database', async () => {
    const a = (await t.app.inject({ url: '/api/push/key' })).json() as { publicKey: string };
    const b = (await t.app.inject({ url: '/api/push/key' })).json() as { publicKey: string };
    expect(a.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.publicKey).toBe(a.publicKey);
  });
});

describe('notifications through the outbox', () => {
  it('a result reaches the followers’ browsers, signed and encrypted; never the member who made it, muted or opted out ones', async () => {
    const fan = await member('resultfan');
    const muted = await member('mutedfan');
    const optedOut = await member('optedout');
    for (const m of [fan, muted, optedOut]) await followTeam(m, 'Aces');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/follows/settings',
      headers: muted.headers,
      payload: { muted: true },
    });
    const [optedFollow] = await t.db.select().from(follows).where(eq(follows.userId, optedOut.user.id));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/follows/${optedFollow!.id}`,
      headers: optedOut.headers,
      payload: { events: ['match-starting'] },
    });
    // The staff member who enters the result follows the team too, with a browser.
    const staffBrowser = push.browser('staff-browser');
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: staffHeaders,
      payload: staffBrowser.subscription,
    });
    await followTeam({ headers: staffHeaders }, 'Aces');

    const id = await newMatch(-2);
    await t.db.delete(pushDeliveries);
    expect(
      (await editMatch(id, { status: 'completed', team1Score: 3, team2Score: 1, set1Score: '25-20' }))
        .statusCode,
    ).toBe(200);
    // The fan hears the result (and Aces clinching first place); nobody else hears anything.
    const written = await rows();
    expect(written.map((r) => [r.userId, r.event])).toEqual([
      [fan.user.id, 'final-result'],
      [fan.user.id, 'playoff-status'],
    ]);
    // Saving the same score again tells nobody again.
    await editMatch(id, { status: 'completed' });
    expect(await rows()).toHaveLength(2);
    await t.db.delete(pushDeliveries).where(eq(pushDeliveries.event, 'playoff-status'));

    expect(await worker('w').runOnce()).toBe(1);
    expect(push.refused).toEqual([]);
    const key = (await t.app.inject({ url: '/api/push/key' })).json().publicKey;
    expect(push.received).toEqual([
      {
        browser: 'resultfan-browser',
        ttl: '86400',
        topic: `match-${id}`,
        urgency: 'normal',
        vapidKey: key,
        vapidSubject: 'mailto:staff@league.example',
        message: {
          title: 'Final: Aces 3–1 Blockers',
          body: expect.stringContaining('25-20'),
          url: expect.stringMatching(new RegExp(`^/schedules\\?date=\\d{4}-\\d{2}-\\d{2}#match-${id}$`)),
          tag: `match-${id}`,
        },
      },
    ]);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('429 waits as long as the push service asks; 500 and a timeout are retried; 410 and 404 remove the browser', async () => {
    const fan = await member('retryfan');
    await followTeam(fan, 'Aces', ['final-result']);
    const id = await newMatch(-2);
    await t.db.delete(pushDeliveries);
    await editMatch(id, { status: 'completed', team1Score: 3, team2Score: 0 });

    push.script = [{ status: 429, headers: { 'retry-after': '120' } }];
    await worker('w').runOnce();
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'retrying', lastError: 'HTTP 429' });
    const wait = waiting!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(100_000);
    expect(wait).toBeLessThanOrEqual(120_000);

    await makeDue();
    push.script = [{ hang: true }];
    await worker('w', 200).runOnce();
    expect((await rows())[0]).toMatchObject({ status: 'retrying', lastError: 'No answer within 200 ms' });

    await makeDue();
    await worker('w').runOnce();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 3 });

    // The browser's subscription expired: 410, failed at once, the browser forgotten.
    await editMatch(id, { team1Score: 3, team2Score: 1 });
    push.script = [{ status: 410 }];
    await worker('w').runOnce();
    expect((await rows()).at(-1)).toMatchObject({ status: 'failed', attempts: 1, subscriptionId: null });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, fan.user.id)),
    ).toEqual([]);

    const other = await member('notfoundfan');
    await followTeam(other, 'Aces', ['final-result']);
    await editMatch(id, { team1Score: 3, team2Score: 2 });
    push.script = [{ status: 404 }];
    await worker('w').runOnce();
    expect((await rowsOf(other.user.id)).at(-1)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('HTTP 404'),
    });
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, other.user.id)),
    ).toEqual([]);
  });

  it('a worker that dies between claim and send: another sends it once after the lease; the first cannot write over it', async () => {
    const fan = await member('crashfan');
    await followTeam(fan, 'Aces', ['final-result']);
    const id = await newMatch(-2);
    await t.db.delete(pushDeliveries);
    await editMatch(id, { status: 'completed', team1Score: 3, team2Score: 0 });
    await expectLeaseTakeover(t.db, pushDeliveries, (owner) => worker(owner), 'push');
    expect(push.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('schedule changes: a new match, a moved one and a cancelled one tell the followers, each once', async () => {
    const fan = await member('schedulefan');
    await followTeam(fan, 'Blockers');
    const id = await newMatch(48);
    await editMatch(id, { date: new Date(Date.now() + 50 * HOUR).toISOString() });
    await t.app.inject({ method: 'DELETE', url: `/api/matches/${id}`, headers: staffHeaders });
    const told = (await rowsOf(fan.user.id, 'schedule-change')).map(
      (r) => (r.facts as PushEvent & { change: string }).change,
    );
    expect(told).toEqual(['added', 'moved', 'cancelled']);
    await makeDue();
    await worker('w').runOnce();
    expect(push.received.map((p) => p.message.title)).toEqual([
      'New match: Aces vs Blockers',
      'Moved: Aces vs Blockers',
      'Cancelled: Aces vs Blockers',
    ]);
    expect(new Set(push.received.map((p) => p.topic))).toEqual(new Set([`match-${id}`]));
  });
});

describe('reminders', () => {
  const reminder = async (userId: number) => (await rowsOf(userId, 'match-starting'))[0];

  it('are due at the match time minus the lead time, move with the match and the lead time, and go with it', async () => {
    const fan = await member('reminderfan');
    const { id: followId } = await followTeam(fan, 'Aces');
    const start = Date.now() + 5 * HOUR;
    const id = await newMatch(5);
    const first = await reminder(fan.user.id);
    expect(first?.nextAttemptAt.getTime()).toBeCloseTo(start - 30 * 60_000, -4);
    expect(first?.matchId).toBe(id);

    const moved = Date.now() + 8 * HOUR;
    await editMatch(id, { date: new Date(moved).toISOString() });
    expect((await reminder(fan.user.id))?.nextAttemptAt.getTime()).toBeCloseTo(moved - 30 * 60_000, -4);
    expect(await rowsOf(fan.user.id, 'match-starting')).toHaveLength(1);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/follows/${followId}`,
      headers: fan.headers,
      payload: { leadMinutes: 60 },
    });
    expect((await reminder(fan.user.id))?.nextAttemptAt.getTime()).toBeCloseTo(moved - 60 * 60_000, -4);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/follows/settings',
      headers: fan.headers,
      payload: { muted: true },
    });
    expect(await reminder(fan.user.id)).toBeUndefined();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/follows/settings',
      headers: fan.headers,
      payload: { muted: false },
    });
    expect(await reminder(fan.user.id)).toBeDefined();

    await t.app.inject({ method: 'DELETE', url: `/api/matches/${id}`, headers: staffHeaders });
    expect(await reminder(fan.user.id)).toBeUndefined();
  });

  it('a due reminder is sent with how long is left and a time to live until the start; a completed match drops it', async () => {
    const fan = await member('duefan');
    await followTeam(fan, 'Aces', ['match-starting']);
    const id = await newMatch(2);
    await makeDue();
    await worker('w').runOnce();
    expect(push.received).toHaveLength(1);
    const [sent] = push.received;
    expect(sent?.message.title).toMatch(/^Aces vs Blockers starts in 1[12]\d min$/);
    expect(Number(sent?.ttl)).toBeGreaterThan(7000);
    expect(sent?.urgency).toBe('high');

    const later = await newMatch(3);
    await editMatch(later, { status: 'completed', team1Score: 3, team2Score: 0 });
    expect((await rowsOf(fan.user.id, 'match-starting')).map((r) => r.matchId)).toEqual([id]);
  });
});

describe('playoff marks and player news', () => {
  it('a result that decides first place tells each team’s followers once', async () => {
    const fan = await member('markfan');
    await followTeam(fan, 'Aces');
    const id = await newMatch(-3);
    await editMatch(id, { status: 'completed', team1Score: 3, team2Score: 0 });
    const told = (await rowsOf(fan.user.id, 'playoff-status')).map((r) => (r.facts as { mark: string }).mark);
    expect(told).toEqual(['clinched-first']);
    // The same result with its set scores: the marks are computed again, and are the same.
    await editMatch(id, { set1Score: '25-10', set2Score: '25-12', set3Score: '25-14' });
    expect(await rowsOf(fan.user.id, 'playoff-status')).toHaveLength(1);
    const [kept] = await t.db
      .select()
      .from(toldStandingsMarks)
      .where(and(eq(toldStandingsMarks.seasonId, seasonId), eq(toldStandingsMarks.teamKey, 'aces')));
    expect(kept).toMatchObject({ first: 'clinched' });
  });

  it("a followed player's award reaches the followers", async () => {
    const fan = await member('awardfan');
    await t.app.inject({
      method: 'POST',
      url: '/api/follows',
      headers: fan.headers,
      payload: { kind: 'player', playerId },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/awards/with-names',
      headers: staffHeaders,
      payload: { type: 'MVP', description: 'Best of the season', seasonId, playerName: 'ace_hitter' },
    });
    expect(res.statusCode).toBe(201);
    await t.db.delete(awards);
    const [row] = await rowsOf(fan.user.id, 'player-award');
    expect(row?.facts).toMatchObject({
      player: { id: playerId, name: 'ace_hitter' },
      award: { type: 'MVP', seasonNumber: 50 },
    });
  });
});

describe('the test notification and the delivery log', () => {
  it('a member’s test reaches their own browsers; superadmins list deliveries and retry a failed one', async () => {
    const fan = await member('testfan');
    const test = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: fan.headers });
    expect(test.json()).toMatchObject({ deliveries: 1 });
    push.script = [{ status: 500 }];
    await worker('w').runOnce();
    await t.db.update(pushDeliveries).set({ status: 'failed' });

    const log = await t.app.inject({ url: '/api/push/deliveries?status=failed', headers: staffHeaders });
    expect(log.statusCode).toBe(200);
    const [entry] = log.json() as { id: number; event: string; username: string; title: string }[];
    expect(entry).toMatchObject({
      event: 'test',
      username: fan.user.username,
      title: 'Notifications are on',
    });
    expect((await t.app.inject({ url: '/api/push/deliveries', headers: fan.headers })).statusCode).toBe(403);

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/push/deliveries/${entry!.id}/retry`,
      headers: staffHeaders,
    });
    expect(retry.statusCode).toBe(200);
    await worker('w').runOnce();
    expect(push.received.map((p) => p.message.title)).toEqual([
      'Notifications are on',
      'Notifications are on',
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/push/deliveries/${entry!.id}/retry`,
      headers: staffHeaders,
    });
    expect(again.statusCode).toBe(409);
  });
});
