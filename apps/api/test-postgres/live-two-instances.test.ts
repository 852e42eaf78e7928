/**
 * Live updates across instances (docs/decisions/0048-live-updates.md): a game server's set update through
 * instance A reaches a live subscriber of instance B over PostgreSQL NOTIFY, within the 2 s the pages promise.
 * PostgreSQL runs only (DATABASE_URL): several instances share one database only there.
 */
import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { leagueApiKeys } from '../src/db/schema.ts';
import { generateLeagueKey } from '../src/lib/league-keys.ts';
import { listenOnLoopback, subscribeLive } from '../test/helpers/live-client.ts';
import { insertLeagueMatch, insertSmallLeague } from '../test/helpers/small-league.ts';
import { useTwoInstances } from '../test/helpers/two-instances.ts';

describe('live updates on two instances', () => {
  let baseOfB = '';
  const two = useTwoInstances('live', async ({ b }) => {
    baseOfB = await listenOnLoopback(b);
  });

  it('delivers a set update made through A to a subscriber of B', async () => {
    const { a, db } = two;
    const league = await insertSmallLeague(db, 'Twin', 4200);
    const matchId = await insertLeagueMatch(db, league, 'Twin 1');
    const made = generateLeagueKey();
    await db.insert(leagueApiKeys).values({
      name: 'Twin arena',
      scope: 'results:submit',
      prefix: made.prefix,
      keyHash: made.keyHash,
      createdByName: 'test',
    });
    const subscriber = subscribeLive(baseOfB, ['matches']);
    await subscriber.ready;
    const res = await a.inject({
      method: 'POST',
      url: '/api/results/sets',
      headers: { authorization: `Bearer ${made.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        idempotencyKey: `twin-${process.pid}-1`,
        sentAt: new Date().toISOString(),
        matchId: matchId,
        gameServerId: 'job-twin',
        setNumber: 1,
        team1Points: 10,
        team2Points: 8,
        setOver: false,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = await subscriber.next('matches', 10_000, (m) => (m.data as Match).id === matchId);
    expect(message.data).toMatchObject({ status: 'live', currentSet: { team1Points: 10, team2Points: 8 } });
    subscriber.close();
  });
});
