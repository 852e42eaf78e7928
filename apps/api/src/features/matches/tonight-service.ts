/**
 * Staff's "Post tonight's matches" (docs/product/chat-webhooks.md#messages): what it would post, read before
 * staff confirm, and the post itself. Both read the same list: the matches of the league's day (its time
 * zone) still to play.
 */
import { type ChatEvent, leagueDay } from '@league/shared/domain/chat-messages';
import type { PostTonightResult, TonightPostPreview } from '@league/shared/schemas/chat';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest } from '../../lib/errors.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { listChatTargets } from '../chat-webhooks/service.ts';
import { matchFacts } from './match-chat-facts.ts';
import { listMatchRecordsBetween } from './queries.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The league's day and its chat event: every match of that day not completed yet, by start time. */
async function readTonight(
  db: Db,
  timeZone: string,
  now: Date,
): Promise<Extract<ChatEvent, { kind: 'tonights-matches' }>> {
  const day = leagueDay(now, timeZone);
  // Zone offsets stay within ±14 hours, so every match of the league's day lies within 38 hours of now.
  const around = await listMatchRecordsBetween(
    db,
    new Date(now.getTime() - 38 * HOUR_MS),
    new Date(now.getTime() + 38 * HOUR_MS),
  );
  const tonight = around.filter((m) => m.status !== 'completed' && leagueDay(m.date, timeZone) === day);
  return { kind: 'tonights-matches', day, matches: tonight.map(matchFacts) };
}

const matchCount = (n: number) => `${n} match${n === 1 ? '' : 'es'}`;

/**
 * What the post would hold, before it is made: the day's matches still to play and every webhook that receives
 * tonight's matches, each saying whether it already has this list (then it is not posted there again).
 */
export async function previewTonightsMatches(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<TonightPostPreview> {
  const event = await readTonight(db, timeZone, now);
  return {
    day: event.day,
    matches: event.matches.map(({ id, matchNumber, team1Name, team2Name, date }) => ({
      id,
      matchNumber,
      team1Name,
      team2Name,
      date,
    })),
    webhooks: event.matches.length === 0 ? [] : await listChatTargets(db, event),
  };
}

/**
 * The post: the day's matches go to the chat as one message. Only ever on request, never by itself before
 * the games. Posting the same list twice the same day posts it once.
 */
export async function postTonightsMatches(
  db: Db,
  actor: AuthUser,
  timeZone: string,
  now = new Date(),
): Promise<PostTonightResult> {
  const event = await readTonight(db, timeZone, now);
  const { day, matches } = event;
  if (matches.length === 0) throw badRequest(`No scheduled matches today (${day})`);
  const list = matchCount(matches.length);
  const deliveries = await staffWrite(db, actor, async (_tx, effects) => {
    const added = await effects.chat(event);
    return {
      result: added,
      activity: {
        kind: 'create',
        entityType: 'chat-delivery',
        entityId: null,
        entityLabel: `Tonight's matches, ${day} (${list})`,
        after: { matches: matches.map((m) => m.matchNumber).join(', '), deliveries: added },
      },
    };
  });
  return {
    message:
      deliveries > 0
        ? `Tonight's ${list} will be posted to ${deliveries} webhook${deliveries === 1 ? '' : 's'}`
        : `Nothing new to post: no webhook receives tonight's matches, or this list was already posted`,
    matches: matches.length,
    deliveries,
  };
}
