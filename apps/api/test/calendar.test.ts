/**
 * The schedule's iCalendar feeds, read back with a real iCalendar parser (ical.js): events at the right UTC
 * instants on both sides of a daylight-saving change, the league's time zone named, one UID per match that
 * survives an update, scores in the title once completed, and the team and single-match feeds.
 */
import { matchEventUid } from '@league/shared/domain/calendar-feeds';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, matches, seasons, teams } from '../src/db/schema.ts';
import { useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ env: { LEAGUE_TIME_ZONE: 'Europe/Berlin', PUBLIC_URL: 'https://league.example' } });
const ids: Record<string, number> = {};

// Europe/Berlin moves to summer time on 28 March 2027: 18:00 UTC is 19:00 before and 20:00 after.
const BEFORE_DST = '2027-03-27T18:00:00.000Z';
const AFTER_DST = '2027-03-29T18:00:00.000Z';
const LONG_AGO = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  await t.db.insert(seasons).values({ id: 30, seasonNumber: 30, theme: 'Thirty', startDate: '2027-01-01' });
  const [crows, wave] = await t.db
    .insert(teams)
    .values([
      { name: 'Storm Crows', seasonId: 30 },
      { name: 'Tidal Wave', seasonId: 30 },
      { name: 'Night Owls', seasonId: 30 },
    ])
    .returning({ id: teams.id });
  // The game recorded for Round 1 - Match 1 (same teams, same start): its event links to the game page.
  const [game] = await t.db
    .insert(games)
    .values({
      name: 'Storm Crows vs. Tidal Wave S30',
      date: new Date(BEFORE_DST),
      seasonId: 30,
      team1Id: crows?.id ?? 0,
      team2Id: wave?.id ?? 0,
    })
    .returning({ id: games.id });
  ids.game = game?.id ?? 0;
  const rows = await t.db
    .insert(matches)
    .values([
      {
        matchNumber: 'Round 1 - Match 1',
        round: 'Round 1',
        date: new Date(BEFORE_DST),
        team1Name: 'Storm Crows',
        team2Name: 'Tidal Wave',
        seasonId: 30,
        tags: ['NA', 'Week 1'],
      },
      {
        matchNumber: 'Round 1 - Match 2',
        round: 'Round 1',
        date: new Date(AFTER_DST),
        team1Name: 'night owls',
        team2Name: 'Tidal Wave',
        seasonId: 30,
      },
      {
        matchNumber: 'Round 0 - Match 9',
        round: 'Round 0',
        date: new Date(LONG_AGO),
        team1Name: 'Storm Crows',
        team2Name: 'Night Owls',
        seasonId: 30,
      },
    ])
    .returning({ id: matches.id, matchNumber: matches.matchNumber });
  for (const row of rows) ids[row.matchNumber] = row.id;
});

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  sequence: number;
  categories: string[];
  url: string;
}

async function readFeed(url: string) {
  const res = await t.as('guest').get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      sequence: event.sequence,
      categories: component.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
      url: String(component.getFirstPropertyValue('url')),
    };
  });
  return { calendar, events, headers: res.headers };
}

const byNumber = (events: ParsedEvent[], matchNumber: string) => {
  const found = events.find((e) => e.uid === matchEventUid(ids[matchNumber] ?? 0));
  if (!found) throw new Error(`no event for ${matchNumber}`);
  return found;
};

describe('GET /calendar.ics', () => {
  it('has every recent and coming match at its UTC instant, an hour long, in the league time zone', async () => {
    const { calendar, events } = await readFeed('/calendar.ics');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    expect(events).toHaveLength(2);
    const first = byNumber(events, 'Round 1 - Match 1');
    expect(first.start.toISOString()).toBe(BEFORE_DST);
    expect(first.end.getTime() - first.start.getTime()).toBe(60 * 60 * 1000);
    expect(first.summary).toBe('Storm Crows vs Tidal Wave');
    expect(first.categories).toEqual(['NA', 'Week 1']);
    expect(first.description).toContain('Round 1 - Match 1 · Season 30');
    expect(first.sequence).toBe(0);
  });

  it('names each event by the match alone, not the site address, so a move keeps subscribers’ events', async () => {
    const { events } = await readFeed('/calendar.ics');
    expect(events.map((e) => e.uid).sort()).toEqual(
      [ids['Round 1 - Match 1'], ids['Round 1 - Match 2']].map((id) => `match-${id}@league-schedule`).sort(),
    );
    for (const event of events) expect(event.uid).not.toContain('league.example');
  });

  it('links an event to its game once recorded, else to its day on the schedule (league zone)', async () => {
    const { events } = await readFeed('/calendar.ics');
    const recorded = byNumber(events, 'Round 1 - Match 1');
    expect(recorded.url).toBe(`https://league.example/games/${ids.game}`);
    expect(recorded.description).toContain(`https://league.example/games/${ids.game}`);
    expect(byNumber(events, 'Round 1 - Match 2').url).toBe(
      'https://league.example/schedules?date=2027-03-29',
    );
  });

  it('states the local time on both sides of the daylight-saving change', async () => {
    const { events } = await readFeed('/calendar.ics');
    expect(byNumber(events, 'Round 1 - Match 1').description).toContain('19:00 (Europe/Berlin)');
    const after = byNumber(events, 'Round 1 - Match 2');
    expect(after.start.toISOString()).toBe(AFTER_DST);
    expect(after.description).toContain('20:00 (Europe/Berlin)');
  });

  it('updates an event in place when the match is completed: same UID, the score, a higher sequence', async () => {
    const before = byNumber((await readFeed('/calendar.ics')).events, 'Round 1 - Match 1');
    const res = await t.as('admin').patch(`/api/matches/${ids['Round 1 - Match 1']}`, {
      status: 'completed',
      set1Score: '25-20',
      set2Score: '22-25',
      set3Score: '25-18',
      set4Score: '25-23',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = byNumber((await readFeed('/calendar.ics')).events, 'Round 1 - Match 1');
    expect(after.uid).toBe(before.uid);
    expect(after.summary).toBe('Storm Crows 3–1 Tidal Wave');
    expect(after.description).toContain('Sets: 25-20, 22-25, 25-18, 25-23');
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });
});

describe('team and match feeds', () => {
  it('keeps one team’s matches, found by slug whatever the case of the schedule’s names', async () => {
    const { events, calendar } = await readFeed('/calendar/teams/night-owls.ics');
    expect(events.map((e) => e.uid)).toEqual([matchEventUid(ids['Round 1 - Match 2'] ?? 0)]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('Night Owls');
  });

  it('answers 404 for a team the league does not have', async () => {
    const res = await t.as('guest').get('/calendar/teams/no-such-team.ics');
    expect(res.statusCode).toBe(404);
  });

  it('downloads one match as a file with its one event', async () => {
    const { events, headers } = await readFeed(`/calendar/matches/${ids['Round 1 - Match 2']}.ics`);
    expect(events).toHaveLength(1);
    expect(headers['content-disposition']).toContain(`match-${ids['Round 1 - Match 2']}.ics`);
    // Answered again from the public read cache, still as that file.
    const again = await readFeed(`/calendar/matches/${ids['Round 1 - Match 2']}.ics`);
    expect(again.headers['content-disposition']).toBe(headers['content-disposition']);
    expect(again.headers.etag).toBeDefined();
  });

  it('refuses a malformed match file name and answers 404 for an unknown match', async () => {
    for (const file of ['0x10.ics', '010.ics', 'abc.ics', '12']) {
      const res = await t.as('guest').get(`/calendar/matches/${file}`);
      expect(res.statusCode, file).toBe(400);
    }
    expect((await t.as('guest').get('/calendar/matches/999999.ics')).statusCode).toBe(404);
  });
});
