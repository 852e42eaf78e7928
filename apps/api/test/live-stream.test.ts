/**
 * The live stream (docs/product/live.md#the-stream, docs/decisions/0048-live-updates.md): a committed write's
 * live messages reach the subscribers of their topic (and only those) within the 2 s the pages promise, a write
 * that rolls back sends none, and bad topic lists are refused.
 */
import type { CreatedApiKey } from '@league/shared/schemas/api-keys';
import type { Match } from '@league/shared/schemas/matches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { write } from '../src/lib/writes/unit-of-work.ts';
import { useLeagueApp } from './helpers/league-app.ts';
import { type LiveSubscriber, listenOnLoopback, subscribeLive } from './helpers/live-client.ts';
import { insertLeagueMatch, insertSmallLeague, type SmallLeague } from './helpers/small-league.ts';

const t = useLeagueApp();
let base: string;
let league: SmallLeague;
let key: string;
const open: LiveSubscriber[] = [];

beforeAll(async () => {
  base = await listenOnLoopback(t.app);
  league = await insertSmallLeague(t.db, 'Stream', 4100);
  key = (await t.as('superadmin').post('/api/api-keys', { name: 'Stream arena' })).json<CreatedApiKey>().key;
});
afterAll(() => {
  for (const subscriber of open) subscriber.close();
});

const subscribe = async (topics: string[]) => {
  const subscriber = subscribeLive(base, topics);
  open.push(subscriber);
  await subscriber.ready;
  return subscriber;
};

const newMatch = () => insertLeagueMatch(t.db, league, `Stream ${Math.random()}`);

let n = 0;
const setUpdate = (matchId: number, team1Points: number, team2Points: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/results/sets',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      idempotencyKey: `stream-${process.pid}-${++n}`,
      sentAt: new Date().toISOString(),
      matchId,
      gameServerId: 'job-s',
      setNumber: 1,
      team1Points,
      team2Points,
      setOver: false,
    }),
  });

describe('the live stream', () => {
  it('sends a game server’s set update to the match subscribers as the match read (its delay is measured by the bench’s live section)', async () => {
    const matchId = await newMatch();
    const fan = await subscribe(['matches']);
    const other = await subscribe(['stats']);
    expect((await setUpdate(matchId, 7, 4)).statusCode).toBe(200);
    const message = await fan.next('matches', 10_000, (m) => (m.data as Match).id === matchId);
    expect(message.data).toMatchObject({
      id: matchId,
      status: 'live',
      currentSet: { team1Points: 7, team2Points: 4 },
    });
    expect(message.data).toEqual((await t.app.inject(`/api/matches/${matchId}`)).json());
    expect(other.messages).toEqual([]);
  });

  it('sends a staff edit through the same path, and nothing for a write that rolls back', async () => {
    const matchId = await newMatch();
    const fan = await subscribe(['matches']);
    const before = fan.messages.length;
    await expect(
      write(t.db, async (_tx, effects) => {
        effects.live('matches', { id: matchId });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const edit = await t.as('admin').patch(`/api/matches/${matchId}`, { round: 'Round 9' });
    expect(edit.statusCode).toBe(200);
    const message = await fan.next('matches', 10_000, (m) => (m.data as Match).id === matchId);
    expect((message.data as Match).round).toBe('Round 9');
    expect(fan.messages.slice(before).every((m) => (m.data as Match).round === 'Round 9')).toBe(true);
  });

  it('refuses an unknown topic, too many topics and none', async () => {
    for (const query of [
      'topics=everything',
      `topics=${Array(11)
        .fill('matches')
        .map((_, i) => `game:${i + 1}`)
        .join(',')}`,
      '',
    ]) {
      const res = await fetch(`${base}/api/live?${query}`, { headers: { accept: 'text/event-stream' } });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('answers the stream with the SSE headers, uncompressed and uncached', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live?topics=matches`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-store');
    controller.abort();
  });
});
