/**
 * The demo league's follows and pushes (docs/product/follows.md#data), so `npm start` shows them all:
 * `demo_user` follows the team of the current season's next match and that team's first player, with one
 * browser subscribed (a push service address that leads nowhere: its pushes end in the log as retried and
 * failed); the reminder of that match waits in the outbox; the log holds a sent result and a push whose
 * browser had expired; and a chat webhook for tonight's matches pings the team's Discord role.
 */

import { defaultFollowEvents, followTeamKey } from '@league/shared/domain/follows';
import type { PushEvent } from '@league/shared/domain/push-messages';
import { pushEventKey } from '@league/shared/domain/push-messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatWebhooks, follows, pushDeliveries, pushSubscriptions, users } from '../db/schema.ts';
import { queryRows } from '../db/sql.ts';
import { syncReminders } from '../lib/outbox/push-delivery.ts';

/** A browser's keys of the right shape; the address is on a reserved name, so nothing is ever delivered. */
const DEMO_BROWSER = {
  endpoint: 'https://push.demo.invalid/send/demo-user-laptop',
  p256dh: 'BOuF6GKFnQma07LzkU6IHJ0sn6d9BtK5Jv55deT9bPyTXqi7x5e4P5kFIZ2SjN2pSiiKbaimyvFojy0sZ81fH2w',
  auth: 'mRnqQygYK4s6SxPvhw13xA',
  label: 'Chrome on Android',
};
const DEMO_ROLE_ID = '1187001122334455667';
const DEMO_WEBHOOK = 'Match night (demo)';
const DAY_MS = 24 * 60 * 60 * 1000;

interface NextMatch {
  id: number;
  team: string;
  opponent: string;
}

/** Answers the rows written per table. */
export async function seedDemoFollows(db: Db, now: Date): Promise<Record<string, number>> {
  const [next] = await queryRows<NextMatch>(
    db,
    sql`select id, team1_name as team, team2_name as opponent from matches
        where status = 'scheduled' and date > ${now.toISOString()}::timestamptz order by date, id limit 1`,
  );
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${users} where username = 'demo_user'`,
  );
  if (!next || !user) return {};
  const [player] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select p.id, p.name from players p join team_players tp on tp.player_id = p.id
        join teams t on t.id = tp.team_id where lower(t.name) = lower(${next.team})
        order by t.season_id desc, p.id limit 1`,
  );
  return db.transaction(async (tx) => {
    await tx.insert(follows).values([
      {
        userId: user.id,
        kind: 'team',
        teamKey: followTeamKey(next.team),
        events: defaultFollowEvents('team'),
        leadMinutes: 30,
      },
      ...(player
        ? [{ userId: user.id, kind: 'player', playerId: player.id, events: defaultFollowEvents('player') }]
        : []),
    ]);
    const [browser] = await tx
      .insert(pushSubscriptions)
      .values({ userId: user.id, ...DEMO_BROWSER })
      .returning();
    await syncReminders(tx, { userId: user.id });
    const result: PushEvent = {
      kind: 'final-result',
      match: {
        id: next.id,
        matchNumber: 'Round 1 - Match 1',
        round: 'Round 1',
        date: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
        team1Name: next.team,
        team2Name: next.opponent,
        team1Score: 3,
        team2Score: 1,
        setScores: ['25-21', '22-25', '25-19', '25-17'],
      },
    };
    const expired: PushEvent = { kind: 'test', at: new Date(now.getTime() - 3 * DAY_MS).toISOString() };
    const past = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await tx.insert(pushDeliveries).values([
      {
        subscriptionId: browser!.id,
        userId: user.id,
        service: 'push.demo.invalid',
        matchId: next.id,
        event: result.kind,
        eventKey: `demo-${pushEventKey(result)}`,
        facts: result,
        status: 'sent',
        attempts: 1,
        createdAt: past(7),
        nextAttemptAt: past(7),
        sentAt: past(7),
      },
      {
        subscriptionId: null,
        userId: user.id,
        service: 'fcm.googleapis.com',
        event: expired.kind,
        eventKey: pushEventKey(expired),
        facts: expired,
        status: 'failed',
        attempts: 1,
        lastError: 'HTTP 410: push subscription has unsubscribed or expired. (subscription removed)',
        createdAt: past(3),
        nextAttemptAt: past(3),
      },
    ]);
    // `seed --reset` keeps the webhooks (configuration, not league data): one demo webhook at most.
    const [kept] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${chatWebhooks} where name = ${DEMO_WEBHOOK}`,
    );
    if (!kept)
      await tx.insert(chatWebhooks).values({
        name: DEMO_WEBHOOK,
        url: 'https://discord.demo.invalid/api/webhooks/1187/demo-token-abcd',
        // Only what staff post by hand: a result saved in the demo does not post to an address that leads nowhere.
        events: ['tonights-matches'],
        rolePings: [{ team: next.team, roleId: DEMO_ROLE_ID }],
      });
    const [counts] = await queryRows<Record<string, number>>(
      tx,
      sql`select (select count(*) from follows)::int as follows,
        (select count(*) from push_subscriptions)::int as push_subscriptions,
        (select count(*) from push_deliveries)::int as push_deliveries`,
    );
    return { ...counts, chat_webhooks: kept ? 0 : 1 };
  });
}
