/**
 * Chat webhooks and their delivery (docs/product/chat-webhooks.md, docs/decisions/0030-chat-delivery-outbox.md)
 * against a fake chat on loopback: the Settings routes, the events each write records in its transaction,
 * and the worker's guarantees (success, 429, 500, timeout, a restart mid-delivery). Two instances on one
 * database: test-postgres/chat-two-instances.test.ts.
 */
import { STAT_FIELDS } from '@league/shared/domain/league';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatDeliveries, chatWebhooks, matches } from '../src/db/schema.ts';
import { settleRecordsRecalculation } from '../src/features/records/service.ts';
import { GAME_MESSAGE_DELAY_MS, recordChatEvent } from '../src/lib/outbox/chat-delivery.ts';
import { chatWorkerOf, matchEvent, useFakeChat } from './helpers/fake-chat.ts';
import { FX } from './helpers/fixtures.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { expectLeaseTakeover } from './helpers/outbox-lease.ts';

const ZERO_LINE = Object.fromEntries(STAT_FIELDS.map((f) => [f, 0]));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const chat = useFakeChat();
const t = useLeagueApp({
  fixtures: true,
  env: { PUBLIC_URL: 'https://league.example', SITE_NAME: 'Test League' },
});
const superadmin = t.as('superadmin');
const admin = t.as('admin');

const worker = chatWorkerOf(t);

async function addWebhook(events: string[], path?: string): Promise<number> {
  const res = await superadmin.post('/api/chat-webhooks', {
    name: 'League chat',
    url: chat.url(path),
    events,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

async function deliveries() {
  const res = await superadmin.get('/api/chat-deliveries?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    status: string;
    attempts: number;
    lastError: string | null;
    title: string;
  }[];
}

/** Makes every waiting row due now: stands in for waiting out a backoff or a delay. */
const makeDue = () => t.db.update(chatDeliveries).set({ nextAttemptAt: sql`now()` });

const completeMatch = (id: number, payload: Record<string, unknown> = { status: 'completed' }) =>
  admin.patch(`/api/matches/${id}`, payload);

beforeEach(async () => {
  await t.db.delete(chatWebhooks);
  chat.received.length = 0;
  chat.script = [];
});

describe('the Settings page routes', () => {
  it('stores the address but answers it only masked; admins may not see or change webhooks', async () => {
    const id = await addWebhook(['match-completed', 'match-completed', 'article-approved']);
    const list = await superadmin.get('/api/chat-webhooks');
    expect(list.body).not.toContain('secret-token');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id,
        name: 'League chat',
        maskedUrl: `${chat.url('/api/webhooks/123/')}••••abcd`,
        events: ['match-completed', 'article-approved'],
      }),
    ]);
    const [row] = await t.db.select().from(chatWebhooks).where(eq(chatWebhooks.id, id));
    expect(row?.url).toMatch(/^sealed:v1:/);
    expect(t.app.secrets.open(row?.url ?? '', 'chat_webhooks.url')).toBe(chat.url());

    const renamed = await superadmin.patch(`/api/chat-webhooks/${id}`, { name: 'Results' });
    expect(renamed.json()).toMatchObject({
      name: 'Results',
      maskedUrl: `${chat.url('/api/webhooks/123/')}••••abcd`,
    });

    expect((await admin.get('/api/chat-webhooks')).statusCode).toBe(403);
    expect((await admin.get('/api/chat-deliveries')).statusCode).toBe(403);
  });

  it('refuses a bad address or no events with a message, and stores nothing', async () => {
    const bad = await superadmin.post('/api/chat-webhooks', {
      name: 'Chat',
      url: 'ftp://example.com/hook',
      events: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'url', message: expect.stringContaining('Webhook URL must be') }),
        expect.objectContaining({ path: 'events', message: 'Choose at least one event' }),
      ]),
    );
    expect(await t.db.select().from(chatWebhooks)).toEqual([]);
  });

  it('"Send test" posts a test message and says whether the chat took it', async () => {
    const id = await addWebhook(['match-completed']);
    const ok = await superadmin.post(`/api/chat-webhooks/${id}/test`);
    expect(ok.json()).toEqual({ ok: true, message: 'Test message sent to League chat' });
    expect(chat.received[0]?.body.embeds[0]).toMatchObject({
      title: 'Test message from Test League',
      url: 'https://league.example',
    });
    chat.script = [{ status: 404, body: { message: 'Unknown Webhook', code: 10015 } }];
    const refused = await superadmin.post(`/api/chat-webhooks/${id}/test`);
    expect(refused.json()).toEqual({
      ok: false,
      message:
        'The chat did not take the test message (HTTP 404: {"message":"Unknown Webhook","code":10015})',
    });
    expect(await t.db.select().from(chatDeliveries)).toEqual([]);
  });
});

describe('events recorded with the write that caused them', () => {
  it('a completed match: one delivery per subscribed webhook, once per score, sent as an embed linking back', async () => {
    await addWebhook(['match-completed']);
    await addWebhook(['article-approved'], '/api/webhooks/9/other-hook-token');
    const res = await completeMatch(FX.matches.r1m2, { team1Score: 3, team2Score: 1, set1Score: '25-20' });
    expect(res.statusCode).toBe(200);
    expect(await completeMatch(FX.matches.r1m2, { status: 'completed' })).toMatchObject({ statusCode: 200 });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, title: 'Spike-O-Rama 3–1 Ghost Team' }),
    ]);

    expect(await worker('a').runOnce()).toBe(1);
    expect(chat.received).toHaveLength(1);
    expect(chat.received[0]?.body).toMatchObject({
      username: 'Test League',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'Final: Spike-O-Rama 3–1 Ghost Team',
          // The match's day on the schedule (no game is recorded for it).
          url: expect.stringMatching(/^https:\/\/league\.example\/schedules\?date=\d{4}-\d\d-\d\d$/),
          color: 0x2e7d32,
          fields: expect.arrayContaining([{ name: 'Sets', value: '25-20' }]),
        },
      ],
    });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, lastError: null }),
    ]);

    // A corrected score is a new result; the same score again is not.
    await completeMatch(FX.matches.r1m2, { team1Score: 3, team2Score: 2 });
    await completeMatch(FX.matches.r1m2, { team1Score: 3, team2Score: 2 });
    expect((await deliveries()).map((d) => d.title)).toEqual([
      'Spike-O-Rama 3–2 Ghost Team',
      'Spike-O-Rama 3–1 Ghost Team',
    ]);
  });

  it('an event rolls back with its write: a failed transaction leaves no delivery', async () => {
    await addWebhook(['match-completed']);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await recordChatEvent(tx, matchEvent(1, 'Aces'))).toBe(1);
        await tx.update(matches).set({ team1Score: -1 }).where(eq(matches.id, FX.matches.r1m2));
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(chatDeliveries)).toEqual([]);
  });

  it('a stat sheet: top performers, the set score and the records the game set', async () => {
    await addWebhook(['game-uploaded']);
    const res = await admin.post('/api/stats/batch-csv', {
      gameData: {
        teamNames: ['Storm Crows', 'Tidal Wave'],
        seasonId: FX.seasons.s3.id,
        team1Score: 3,
        team2Score: 2,
        stage: 'Grand Finals',
      },
      statsData: [{ ...ZERO_LINE, playerName: 'NightOwl_77', spikeKills: 99, spikeAttempts: 120, digs: 5 }],
    });
    expect(res.statusCode).toBe(201);
    const gameId = (res.json() as { gameId: number }).gameId;
    // The first attempt waits for the records recalculation the upload started: the message is due
    // GAME_MESSAGE_DELAY_MS after it was written (read from the row, not raced against the clock).
    const [waiting] = await t.db
      .execute<{ wait_ms: number }>(
        sql`select (extract(epoch from next_attempt_at - created_at) * 1000)::int as wait_ms
          from chat_deliveries where event = 'game-uploaded'`,
      )
      .then((r) => (r as unknown as { rows: { wait_ms: number }[] }).rows);
    expect(waiting?.wait_ms).toBeGreaterThanOrEqual(GAME_MESSAGE_DELAY_MS);
    await settleRecordsRecalculation(t.db);
    await makeDue();
    expect(await worker('a').runOnce()).toBe(1);
    const embed = chat.received[0]?.body.embeds[0];
    expect(embed).toMatchObject({
      title: 'Storm Crows 3–2 Tidal Wave',
      url: `https://league.example/games/${gameId}`,
    });
    expect(embed?.fields).toEqual(
      expect.arrayContaining([
        { name: 'Sets', value: '3–2', inline: true },
        {
          name: 'Top performers',
          value: '**nightowl_77**: 99 kills · 5 digs · 0 blocks · 0 aces · 0 assists',
        },
        expect.objectContaining({ name: 'Records set', value: expect.stringContaining('**nightowl_77**') }),
      ]),
    );
  });

  it("an approved article (once), and staff's tonight's matches (once per day and list)", async () => {
    await addWebhook(['article-approved', 'tonights-matches']);
    const [article] = await t.db
      .execute<{ id: number }>(sql`select id from articles where approved is not true limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const approve = () => admin.patch(`/api/articles/${article!.id}`, { approved: true });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200);

    expect((await admin.get('/api/matches/post-tonight')).json()).toMatchObject({
      matches: [],
      webhooks: [],
    });
    const noneYet = await admin.post('/api/matches/post-tonight');
    expect(noneYet.statusCode).toBe(400);
    expect(noneYet.json().message).toMatch(/^No scheduled matches today \(\d{4}-\d{2}-\d{2}\)$/);
    await t.db.insert(matches).values({
      matchNumber: 'Tonight 1',
      round: 'Round 2',
      date: new Date(),
      team1Name: 'Storm Crows',
      team2Name: 'Tidal Wave',
      seasonId: FX.seasons.s3.id,
    });
    const before = await admin.get('/api/matches/post-tonight');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      matches: [
        expect.objectContaining({
          matchNumber: 'Tonight 1',
          team1Name: 'Storm Crows',
          team2Name: 'Tidal Wave',
        }),
      ],
      webhooks: [{ name: 'League chat', posted: false }],
    });
    const posted = await admin.post('/api/matches/post-tonight');
    expect(posted.json()).toEqual({
      message: "Tonight's 1 match will be posted to 1 webhook",
      matches: 1,
      deliveries: 1,
    });
    const again = await admin.post('/api/matches/post-tonight');
    expect(again.json()).toMatchObject({ matches: 1, deliveries: 0 });
    // Read again, the preview says the list is already there.
    expect((await admin.get('/api/matches/post-tonight')).json().webhooks).toEqual([
      { name: 'League chat', posted: true },
    ]);

    expect(await worker('a').runOnce()).toBe(2);
    const [approved, tonight] = chat.received.map((r) => r.body.embeds[0]);
    expect(approved?.url).toBe(`https://league.example/articles/${article!.id}`);
    expect(tonight).toMatchObject({
      title: "Tonight's matches (1)",
      fields: [expect.objectContaining({ name: 'Storm Crows vs Tidal Wave' })],
    });
  });
});

describe('the delivery worker', () => {
  it('429: waits as the answer asks (body retry_after or Retry-After header), then sends', async () => {
    await addWebhook(['match-completed']);
    await recordChatEvent(t.db, matchEvent(1, 'Aces'));
    chat.script = [
      {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { message: 'You are being rate limited.', retry_after: 12.5, global: false },
      },
    ];
    await worker('a').runOnce();
    const [row] = await t.db.select().from(chatDeliveries);
    expect(row).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: expect.stringContaining('HTTP 429'),
    });
    const [{ wait }] = (
      (await t.db.execute(
        sql`select extract(epoch from next_attempt_at - now())::float8 as wait from chat_deliveries`,
      )) as unknown as { rows: { wait: number }[] }
    ).rows as [{ wait: number }];
    expect(wait).toBeGreaterThan(28);
    expect(wait).toBeLessThanOrEqual(30);
    expect(await worker('a').runOnce()).toBe(0);

    chat.script = [{ status: 429, body: { retry_after: 0.01 } }];
    await makeDue();
    await worker('a').runOnce();
    expect((await deliveries())[0]).toMatchObject({ status: 'retrying', attempts: 2 });
    await sleep(15);
    expect(await worker('a').runOnce()).toBe(1);
    expect(await deliveries()).toEqual([expect.objectContaining({ status: 'sent', attempts: 3 })]);
    expect(chat.received).toHaveLength(3);
  });

  it('500 then success: retried after a backoff; a timeout is retried too; after maxAttempts it fails', async () => {
    await addWebhook(['match-completed']);
    await recordChatEvent(t.db, matchEvent(1, 'Aces'));
    chat.script = [{ status: 500, body: { message: 'oops' } }];
    await worker('a').runOnce();
    expect(await deliveries()).toEqual([
      expect.objectContaining({ status: 'retrying', attempts: 1, lastError: 'HTTP 500: {"message":"oops"}' }),
    ]);
    await sleep(10);
    expect(await worker('a').runOnce()).toBe(1);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, lastError: null }),
    ]);

    await recordChatEvent(t.db, matchEvent(2, 'Blockers'));
    chat.script = [{ hang: true }, { hang: true }, { hang: true }];
    // The send gave up on its own timeout (its error says so) rather than waiting for the hanging answer.
    await worker('a', { timeoutMs: 150 }).runOnce();
    expect((await deliveries())[0]).toMatchObject({
      status: 'retrying',
      lastError: 'No answer within 150 ms',
    });
    await sleep(25);
    await worker('a', { timeoutMs: 150 }).runOnce();
    await sleep(25);
    await worker('a', { timeoutMs: 150 }).runOnce();
    expect((await deliveries())[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'No answer within 150 ms',
    });
  });

  it('a refused message fails at once; staff retry it and it is sent', async () => {
    await addWebhook(['match-completed']);
    await recordChatEvent(t.db, matchEvent(1, 'Aces'));
    chat.script = [{ status: 404, body: { message: 'Unknown Webhook' } }];
    await worker('a').runOnce();
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const sent = await superadmin.post('/api/chat-deliveries/999999/retry');
    expect(sent.statusCode).toBe(404);
    const retry = await superadmin.post(`/api/chat-deliveries/${failed!.id}/retry`);
    expect(retry.json()).toEqual({ message: `Delivery ${failed!.id} will be tried again` });
    expect((await deliveries())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    await worker('a').runOnce();
    expect((await deliveries())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const notFailed = await superadmin.post(`/api/chat-deliveries/${failed!.id}/retry`);
    expect(notFailed.statusCode).toBe(409);
  });

  it('a worker stopped right after its claim: another takes the row when the lease runs out, and posts it once', async () => {
    await addWebhook(['match-completed']);
    await recordChatEvent(t.db, matchEvent(1, 'Aces'));
    await expectLeaseTakeover(t.db, chatDeliveries, (owner) => worker(owner));
    expect(chat.received).toHaveLength(1);
    expect(await deliveries()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it('a started worker delivers by itself and stops cleanly', async () => {
    await addWebhook(['match-completed']);
    const running = worker('poller');
    running.start();
    await recordChatEvent(t.db, matchEvent(1, 'Aces'));
    for (let i = 0; i < 200 && chat.received.length === 0; i++) await sleep(5);
    await running.stop();
    expect(chat.titles()).toEqual(['Final: Aces 3–1 Rivals']);
  });
});
