/**
 * Addresses of the schedule's calendar feeds, for the server's routes and the site's links alike: the
 * league, one team (by its slug) and one match. `webcal:` is the same address with the scheme calendar
 * apps open as a subscription (one tap on a phone).
 */
import { teamSlug } from './slug.ts';

export const LEAGUE_CALENDAR_PATH = '/calendar.ics';
export const TEAM_CALENDAR_PREFIX = '/calendar/teams/';
export const MATCH_CALENDAR_PREFIX = '/calendar/matches/';
/** A member's followed teams (docs/product/follows.md#calendar-feed): the address holds the member's secret. */
export const FOLLOWING_CALENDAR_PREFIX = '/calendar/following/';

export function teamCalendarPath(teamName: string): string {
  return `${TEAM_CALENDAR_PREFIX}${encodeURIComponent(teamSlug(teamName))}.ics`;
}

export function matchCalendarPath(matchId: number): string {
  return `${MATCH_CALENDAR_PREFIX}${matchId}.ics`;
}

export function followingCalendarPath(token: string): string {
  return `${FOLLOWING_CALENDAR_PREFIX}${encodeURIComponent(token)}.ics`;
}

/**
 * A match event's UID: the match id under a fixed name, never the site's host, so moving the site to
 * another address (PUBLIC_URL) updates subscribers' events instead of duplicating every one.
 */
export function matchEventUid(matchId: number): string {
  return `match-${matchId}@league-schedule`;
}

/** `https://league.example` + `/calendar.ics` → `webcal://league.example/calendar.ics` (http too). */
export function webcalUrl(origin: string, path: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${path}`;
}

/**
 * Google Calendar's "add by URL" page for a feed: it takes the `webcal:` address as `cid` and subscribes
 * (Android's calendar follows Google's, and it opens no `webcal:` link itself).
 */
export function googleCalendarUrl(origin: string, path: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(origin, path))}`;
}
