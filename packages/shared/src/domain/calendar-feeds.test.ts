import { describe, expect, it } from 'vitest';
import {
  googleCalendarUrl,
  LEAGUE_CALENDAR_PATH,
  matchCalendarPath,
  matchEventUid,
  teamCalendarPath,
  webcalUrl,
} from './calendar-feeds.ts';

describe('calendar feed addresses', () => {
  it('names a team feed by the team slug, escaped for a path', () => {
    expect(teamCalendarPath('Storm Crows')).toBe('/calendar/teams/storm-crows.ics');
    expect(teamCalendarPath(' Spike/O Rama ')).toBe('/calendar/teams/spike%2Fo-rama.ics');
  });

  it('names a match file by its id', () => {
    expect(matchCalendarPath(42)).toBe('/calendar/matches/42.ics');
  });

  it('turns an https or http origin into a webcal address and leaves the path alone', () => {
    expect(webcalUrl('https://league.example', LEAGUE_CALENDAR_PATH)).toBe(
      'webcal://league.example/calendar.ics',
    );
    expect(webcalUrl('http://localhost:3000', '/calendar/teams/a.ics')).toBe(
      'webcal://localhost:3000/calendar/teams/a.ics',
    );
  });

  it('hands Google Calendar the webcal address, escaped, to subscribe to', () => {
    expect(googleCalendarUrl('https://league.example', LEAGUE_CALENDAR_PATH)).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fleague.example%2Fcalendar.ics',
    );
  });

  it('gives a match one event UID whatever address the site answers at', () => {
    expect(matchEventUid(42)).toBe('match-42@league-schedule');
  });
});
