/**
 * The push outbox's rows (docs/decisions/0050-web-push-through-the-outbox.md): written in the transaction of
 * the change they report, one per browser of each member who follows the event's team or player with that
 * event turned on and has not muted everything. The member who made the change hears nothing of it. The
 * outbox worker delivers (push-channel.ts).
 *
 * Reminders are rows too, due at the match's time minus the follow's lead time: `syncReminders` makes the
 * rows match what is wanted after any change to a match, a follow, a member's switch or their browsers, so a
 * reminder moves with its match and goes with a cancelled one.
 */

import { followTeamKey } from '@league/shared/domain/follows';
import { type PushEvent, pushAudience, pushEventKey } from '@league/shared/domain/push-messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { intArray, slugKeyOf, textArray } from '../../db/sql-helpers.ts';

/** The push service's host of a subscription's endpoint, for the log. */
const SERVICE_OF = sql`coalesce(substring(s.endpoint from '^https?://([^/:?#]+)'), 'unknown')`;

const matchIdOf = (event: PushEvent): number | null => ('match' in event ? event.match.id : null);

/**
 * Records `event` for every browser that should hear it, in the caller's transaction. `actorId` is whoever
 * made the change (null for the system): their browsers get nothing. A test goes to `actorId`'s own
 * browsers only. Answers how many rows were added (0 when the event was already recorded).
 */
export async function recordPushEvent(
  tx: Db | Tx,
  event: PushEvent,
  actorId: number | null,
): Promise<number> {
  const audience = pushAudience(event);
  const facts = JSON.stringify(event);
  const key = pushEventKey(event);
  const head = sql`insert into push_deliveries
        (subscription_id, user_id, service, match_id, event, event_key, facts, next_attempt_at)`;
  const values = sql`s.id, s.user_id, ${SERVICE_OF}, ${matchIdOf(event)}::int, ${event.kind}, ${key},
        ${facts}::jsonb, now()`;
  const tail = sql`on conflict (subscription_id, event_key) do nothing returning id`;
  if (audience === null) {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`${head} select ${values} from push_subscriptions s where s.user_id = ${actorId ?? 0} ${tail}`,
    );
    return rows.length;
  }
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`${head}
        select distinct on (s.id) ${values}
        from push_subscriptions s
        join follows f on f.user_id = s.user_id
        left join follow_settings fs on fs.user_id = s.user_id
        where not coalesce(fs.muted, false)
          and ${audience.choice} = any(f.events)
          and (f.team_key = any(${textArray(audience.teams.map(followTeamKey))})
               or f.player_id = any(${intArray(audience.playerIds)}))
          and s.user_id is distinct from ${actorId}::int
        ${tail}`,
  );
  return rows.length;
}

/** Which reminders to bring up to date: those of some matches, or those of one member. */
export type ReminderScope = { matchIds: readonly number[] } | { userId: number };

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Makes the reminder rows of `scope` what the follows ask for now, in the caller's transaction: one per
 * browser of each member following a team of a match still to play with "match about to start" on (and not
 * muted), due `leadMinutes` before the match (at once when that moment has passed; the larger lead when both
 * teams are followed). Reminders not yet sent move with their match; those no longer wanted (a match
 * cancelled, completed or given other teams, a follow or event turned off, everything muted) are dropped.
 */
export async function syncReminders(tx: Db | Tx, scope: ReminderScope): Promise<void> {
  const inScope =
    'userId' in scope ? sql`f.user_id = ${scope.userId}` : sql`m.id = any(${intArray(scope.matchIds)})`;
  const rowsInScope =
    'userId' in scope ? sql`d.user_id = ${scope.userId}` : sql`d.match_id = any(${intArray(scope.matchIds)})`;
  const desired = sql`select distinct on (s.id, m.id)
          s.id as subscription_id, s.user_id, ${SERVICE_OF} as service, m.id as match_id,
          f.lead_minutes, m.date, m.match_number, m.round, m.team1_name, m.team2_name
        from matches m
        join follows f on f.kind = 'team' and 'match-starting' = any(f.events)
          and f.team_key in (${slugKeyOf(sql`m.team1_name`)}, ${slugKeyOf(sql`m.team2_name`)})
        join push_subscriptions s on s.user_id = f.user_id
        left join follow_settings fs on fs.user_id = f.user_id
        where m.status = 'scheduled' and m.date > now() and not coalesce(fs.muted, false) and ${inScope}
        order by s.id, m.id, f.lead_minutes desc`;
  await tx.execute(
    sql`with desired as (${desired})
        delete from push_deliveries d
        where d.event = 'match-starting' and d.status in ('pending', 'retrying') and ${rowsInScope}
          and not exists (select 1 from desired x
                          where x.subscription_id = d.subscription_id and x.match_id = d.match_id)`,
  );
  await tx.execute(
    sql`with desired as (${desired})
        insert into push_deliveries
          (subscription_id, user_id, service, match_id, event, event_key, facts, next_attempt_at)
        select subscription_id, user_id, service, match_id, 'match-starting', 'match-starting:' || match_id,
          jsonb_build_object('kind', 'match-starting', 'leadMinutes', lead_minutes, 'match', jsonb_build_object(
            'id', match_id, 'matchNumber', match_number, 'round', round, 'date', ${ISO(sql`date`)},
            'team1Name', team1_name, 'team2Name', team2_name, 'team1Score', null, 'team2Score', null,
            'setScores', '[]'::jsonb)),
          greatest(now(), date - lead_minutes * interval '1 minute')
        from desired
        on conflict (subscription_id, event_key) do update
          set next_attempt_at = excluded.next_attempt_at, facts = excluded.facts
          where push_deliveries.status in ('pending', 'retrying')
            and (push_deliveries.facts <> excluded.facts
                 or push_deliveries.next_attempt_at > excluded.next_attempt_at
                 or push_deliveries.next_attempt_at < excluded.next_attempt_at - interval '1 second')`,
  );
}

/** Forgets a browser: its rows not yet sent go with it (the sent ones stay in the log). */
export async function removeSubscription(
  tx: Db | Tx,
  where: { id: number } | { endpoint: string; userId: number },
) {
  const match =
    'id' in where ? sql`id = ${where.id}` : sql`endpoint = ${where.endpoint} and user_id = ${where.userId}`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`delete from push_subscriptions where ${match} returning id`,
  );
  if (rows.length > 0)
    await tx.execute(
      sql`delete from push_deliveries
          where subscription_id is null and status in ('pending', 'retrying')`,
    );
  return rows.length > 0;
}
