/**
 * What the site tells a member's browsers (docs/product/follows.md#notifications): the events, the facts each
 * carries, and the notification they turn into (title, text, the page it opens, the tag that makes a newer
 * notification of the same match replace the older). Pure: the server stores an event's facts with the
 * write that caused it and renders the notification when it delivers (a reminder says how long is left then).
 */
import { leagueDay, type MatchFacts, matchTime, matchTitle } from './chat-messages.ts';
import type { FollowEvent } from './follows.ts';
import { teamSlug } from './slug.ts';

/** A match as its notifications show it: as the chat tells it, but its phase and game. */
export type PushMatchFacts = Omit<MatchFacts, 'phase' | 'gameId'>;

export const PLAYOFF_MARKS = [
  'clinched-playoffs',
  'eliminated-playoffs',
  'clinched-first',
  'eliminated-first',
] as const;
export type PlayoffMark = (typeof PLAYOFF_MARKS)[number];

export const SCHEDULE_CHANGES = ['moved', 'added', 'cancelled'] as const;
export type ScheduleChange = (typeof SCHEDULE_CHANGES)[number];

/** Each event with its facts, frozen at the write that caused it. */
export type PushEvent =
  | { kind: 'match-starting'; match: PushMatchFacts; leadMinutes: number }
  | { kind: 'final-result'; match: PushMatchFacts }
  | { kind: 'schedule-change'; change: ScheduleChange; match: PushMatchFacts; previousDate: string | null }
  | { kind: 'playoff-status'; team: string; seasonNumber: number; mark: PlayoffMark }
  | {
      kind: 'player-record';
      player: { id: number; name: string };
      record: { type: 'game' | 'season'; name: string; rank: number; value: number; of: number };
    }
  | {
      kind: 'player-award';
      player: { id: number; name: string };
      award: { id: number; type: string; seasonNumber: number };
    }
  | { kind: 'test'; at: string };

export type PushEventKind = PushEvent['kind'];
export const PUSH_EVENT_KINDS: readonly PushEventKind[] = [
  'match-starting',
  'final-result',
  'schedule-change',
  'playoff-status',
  'player-record',
  'player-award',
  'test',
];

export const PUSH_EVENT_LABELS: Record<PushEventKind, string> = {
  'match-starting': 'Match about to start',
  'final-result': 'Final result',
  'schedule-change': 'Schedule change',
  'playoff-status': 'Playoff status',
  'player-record': 'Player record',
  'player-award': 'Player award',
  test: 'Test',
};

/** Who hears an event: followers of these teams (by name) or of this player, with `choice` turned on. */
export interface PushAudience {
  choice: FollowEvent;
  teams: string[];
  playerIds: number[];
}

/** The followers an event is for; null for a test, which goes to the member who asked for it. */
export function pushAudience(event: PushEvent): PushAudience | null {
  switch (event.kind) {
    case 'match-starting':
    case 'final-result':
    case 'schedule-change':
      return { choice: event.kind, teams: [event.match.team1Name, event.match.team2Name], playerIds: [] };
    case 'playoff-status':
      return { choice: event.kind, teams: [event.team], playerIds: [] };
    case 'player-record':
    case 'player-award':
      return { choice: event.kind, teams: [], playerIds: [event.player.id] };
    case 'test':
      return null;
  }
}

const score = (m: PushMatchFacts) =>
  m.team1Score === null || m.team2Score === null ? 'vs' : `${m.team1Score}–${m.team2Score}`;

/**
 * The key that makes an event reach a browser once: a match's reminder once (moving the match moves it), its
 * result once per score, a schedule change once per kind and time, a playoff mark once per team, season and
 * mark, a record once per list and entry, an award once per recipient.
 */
export function pushEventKey(event: PushEvent): string {
  switch (event.kind) {
    case 'match-starting':
      return `match-starting:${event.match.id}`;
    case 'final-result':
      return `final-result:${event.match.id}:${score(event.match)}`;
    case 'schedule-change':
      return `schedule-change:${event.match.id}:${event.change}:${event.match.date}`;
    case 'playoff-status':
      return `playoff-status:${event.seasonNumber}:${teamSlug(event.team)}:${event.mark}`;
    case 'player-record':
      return `player-record:${event.player.id}:${event.record.type}:${event.record.name}:${event.record.of}`;
    case 'player-award':
      return `player-award:${event.award.id}:${event.player.id}`;
    case 'test':
      return `test:${event.at}`;
  }
}

/**
 * The tag of the notification: one per match (a result replaces the reminder, a move replaces both), one per
 * team's playoff status, one per player. The push service's `Topic` is derived from it, so a message still
 * waiting at the push service is replaced as well.
 */
export function pushTag(event: PushEvent): string {
  switch (event.kind) {
    case 'match-starting':
    case 'final-result':
    case 'schedule-change':
      return `match-${event.match.id}`;
    case 'playoff-status':
      return `playoff-${teamSlug(event.team)}`;
    case 'player-record':
    case 'player-award':
      return `player-${event.player.id}`;
    case 'test':
      return 'test';
  }
}

/**
 * A Web Push `Topic` (at most 32 characters of the URL-safe base64 alphabet) for a tag: the tag itself when
 * it fits, else a 32-bit FNV-1a hash of it in base 36 behind a prefix of the tag.
 */
export function pushTopic(tag: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i++) {
    hash ^= tag.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const prefix = tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24);
  return `${prefix}-${hash.toString(36)}`.slice(0, 32);
}

/** The notification a browser shows. `url` is a path of the site. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushRenderOptions {
  timeZone: string;
  /** The moment of sending: a reminder says how long is left. */
  now: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Where a match's notification leads: the schedule's window of the match's day, at its card. */
export function matchLink(match: Pick<PushMatchFacts, 'id' | 'date'>, timeZone: string): string {
  return `/schedules?date=${leagueDay(new Date(match.date), timeZone)}#match-${match.id}`;
}

const MARK_TEXT: Record<PlayoffMark, string> = {
  'clinched-playoffs': 'clinched a playoff spot',
  'eliminated-playoffs': 'can no longer reach the playoffs',
  'clinched-first': 'clinched first place',
  'eliminated-first': 'can no longer finish first',
};

const CHANGE_TITLE: Record<ScheduleChange, string> = {
  moved: 'Moved',
  added: 'New match',
  cancelled: 'Cancelled',
};

const formatValue = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function minutesLeft(date: string, now: Date): string {
  const minutes = Math.max(0, Math.round((Date.parse(date) - now.getTime()) / MINUTE_MS));
  return minutes === 0 ? 'starts now' : `starts in ${minutes} min`;
}

/** The notification of an event, rendered when it is sent. */
export function renderPushMessage(event: PushEvent, options: PushRenderOptions): PushMessage {
  const tag = pushTag(event);
  const zone = options.timeZone;
  switch (event.kind) {
    case 'match-starting': {
      const m = event.match;
      return {
        title: `${matchTitle({ ...m, team1Score: null, team2Score: null })} ${minutesLeft(m.date, options.now)}`,
        body: `${matchTime(m.date, zone)} · ${m.round} · ${m.matchNumber}`,
        url: matchLink(m, zone),
        tag,
      };
    }
    case 'final-result': {
      const m = event.match;
      const sets = m.setScores.length > 0 ? ` · ${m.setScores.join(', ')}` : '';
      return {
        title: `Final: ${matchTitle(m)}`,
        body: `${m.round} · ${m.matchNumber}${sets}`,
        url: matchLink(m, zone),
        tag,
      };
    }
    case 'schedule-change': {
      const m = event.match;
      const title = `${CHANGE_TITLE[event.change]}: ${matchTitle({ ...m, team1Score: null, team2Score: null })}`;
      const when = matchTime(m.date, zone);
      const body =
        event.change === 'moved' && event.previousDate
          ? `Now ${when} (was ${matchTime(event.previousDate, zone)})`
          : event.change === 'cancelled'
            ? `Was ${when} · ${m.round}`
            : `${when} · ${m.round} · ${m.matchNumber}`;
      return { title, body, url: event.change === 'cancelled' ? '/schedules' : matchLink(m, zone), tag };
    }
    case 'playoff-status':
      return {
        title: `${event.team} ${MARK_TEXT[event.mark]}`,
        body: `Season ${event.seasonNumber} standings`,
        url: `/teams/${encodeURIComponent(teamSlug(event.team))}`,
        tag,
      };
    case 'player-record':
      return {
        title: `${event.player.name} set a record`,
        body: `#${event.record.rank} ${event.record.name} (${event.record.type === 'game' ? 'single game' : 'season'}): ${formatValue(event.record.value)}`,
        url: `/players/${event.player.id}`,
        tag,
      };
    case 'player-award':
      return {
        title: `${event.player.name} won ${event.award.type}`,
        body: `Season ${event.award.seasonNumber}`,
        url: `/players/${event.player.id}`,
        tag,
      };
    case 'test':
      return {
        title: 'Notifications are on',
        body: 'This browser will be told about the teams and players you follow.',
        url: '/profile#following',
        tag,
      };
  }
}

/**
 * How long the push service may keep a message for a browser that is offline, in seconds: a reminder only
 * until its match starts (at least a minute), a test an hour, anything else a day.
 */
export function pushTimeToLive(event: PushEvent, now: Date): number {
  if (event.kind === 'match-starting')
    return Math.max(60, Math.floor((Date.parse(event.match.date) - now.getTime()) / 1000));
  if (event.kind === 'test') return 60 * 60;
  return DAY_MS / 1000;
}

/** A reminder is urgent (it is worthless late); the rest can wait for the device's next wake-up. */
export function pushUrgency(event: PushEvent): 'high' | 'normal' {
  return event.kind === 'match-starting' || event.kind === 'test' ? 'high' : 'normal';
}

/** The title a delivery is listed under in the portal's log. */
export function pushEventTitle(event: PushEvent): string {
  return renderPushMessage(event, { timeZone: 'UTC', now: new Date(0) }).title.replace(
    / starts in \d+ min$/,
    ' starting',
  );
}
