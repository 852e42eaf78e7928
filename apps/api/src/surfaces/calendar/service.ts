/**
 * The schedule as iCalendar feeds (RFC 5545, written by ical-generator): the whole league, one team, or
 * one match to add by hand. Times are UTC instants, the league's time zone is named for the calendar, and
 * each match keeps one UID for life (whatever the site's address), so a calendar that reads the feed again updates the event in place
 * (the score appears in its title once the match is completed).
 */
import { matchEventUid } from '@league/shared/domain/calendar-feeds';
import { slugKey } from '@league/shared/domain/slug';
import { matchPagePath } from '@league/shared/match-links';
import type { Match } from '@league/shared/schemas/matches';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { teamKeysOfCalendar } from '../../features/follows/service.ts';
import { getMatch, listMatchPage } from '../../features/matches/service.ts';
import { getTeamsByName } from '../../features/teams/service.ts';

/** How long a match takes in a calendar: the schedule gives a start time only. */
export const MATCH_DURATION_MINUTES = 60;
/** How far back a feed keeps finished matches, with their scores. */
export const FEED_HISTORY_DAYS = 60;
/** How often calendar apps are asked to read a subscribed feed again. */
const REFRESH = 'PT1H';

export interface CalendarSettings {
  siteName: string;
  publicUrl: string;
  timeZone: string;
}

export type CalendarScope =
  | { kind: 'league' }
  | { kind: 'team'; name: string }
  | { kind: 'match'; id: number }
  | { kind: 'following'; token: string };

function sets(match: Match): string[] {
  return [match.set1Score, match.set2Score, match.set3Score, match.set4Score, match.set5Score].filter(
    (score): score is string => Boolean(score),
  );
}

function isCompleted(match: Match): boolean {
  return match.status === 'completed' && match.team1Score !== null && match.team2Score !== null;
}

/** "Storm Crows vs Tidal Wave", and "Storm Crows 3–1 Tidal Wave" once played. */
export function eventTitle(match: Match): string {
  return isCompleted(match)
    ? `${match.team1Name} ${match.team1Score}–${match.team2Score} ${match.team2Name}`
    : `${match.team1Name} vs ${match.team2Name}`;
}

function eventDescription(match: Match, settings: CalendarSettings): string {
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: settings.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(match.date));
  const played = sets(match);
  return [
    `${match.matchNumber} · Season ${match.season.seasonNumber}`,
    `${local} (${settings.timeZone})`,
    played.length > 0 ? `Sets: ${played.join(', ')}` : null,
    matchUrl(match, settings),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The match's game page once recorded, else its day on the schedule. */
function matchUrl(match: Match, settings: CalendarSettings): string {
  return `${settings.publicUrl}${matchPagePath(match, settings.timeZone)}`;
}

function calendarOf(name: string, settings: CalendarSettings, matches: Match[]): string {
  const calendar = ical({
    name,
    prodId: { company: settings.siteName, product: 'schedule', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    url: `${settings.publicUrl}/schedules`,
    x: [
      ['X-WR-TIMEZONE', settings.timeZone],
      ['REFRESH-INTERVAL;VALUE=DURATION', REFRESH],
    ],
  });
  for (const match of matches) {
    const start = new Date(match.date);
    calendar.createEvent({
      id: matchEventUid(match.id),
      start,
      end: new Date(start.getTime() + MATCH_DURATION_MINUTES * 60_000),
      // A match only moves forward (scheduled → completed), so its state orders the versions.
      sequence: isCompleted(match) ? 1 : 0,
      summary: eventTitle(match),
      description: eventDescription(match, settings),
      url: matchUrl(match, settings),
      status: ICalEventStatus.CONFIRMED,
      categories: match.tags.map((tag) => ({ name: tag })),
    });
  }
  return calendar.toString();
}

async function recentAndComing(
  db: Db,
  teams: { teamKey?: string; teamKeys?: string[] } = {},
): Promise<Match[]> {
  const from = new Date(Date.now() - FEED_HISTORY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return (await listMatchPage(db, { from, ...teams }, {})).items;
}

/** The feed's text and the file name it downloads as; 404 for an unknown team or match. */
export async function buildCalendar(
  db: Db,
  settings: CalendarSettings,
  scope: CalendarScope,
): Promise<{ text: string; fileName: string }> {
  if (scope.kind === 'match') {
    const match = await getMatch(db, scope.id);
    return { text: calendarOf(eventTitle(match), settings, [match]), fileName: `match-${match.id}.ics` };
  }
  if (scope.kind === 'team') {
    const [team] = await getTeamsByName(db, scope.name);
    const key = slugKey(scope.name);
    const name = `${team?.name ?? scope.name} · ${settings.siteName}`;
    return {
      text: calendarOf(name, settings, await recentAndComing(db, { teamKey: key })),
      fileName: `${key.replace(/ /g, '-')}.ics`,
    };
  }
  if (scope.kind === 'following') {
    // The same events (and UIDs) as the league and team feeds: a match in both calendars is one match.
    const teamKeys = await teamKeysOfCalendar(db, scope.token);
    const matches = teamKeys.length === 0 ? [] : await recentAndComing(db, { teamKeys });
    return {
      text: calendarOf(`Following · ${settings.siteName}`, settings, matches),
      fileName: 'following.ics',
    };
  }
  return {
    text: calendarOf(`${settings.siteName} schedule`, settings, await recentAndComing(db)),
    fileName: 'league.ics',
  };
}
