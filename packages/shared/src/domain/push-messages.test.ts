import { describe, expect, it } from 'vitest';
import {
  type PushEvent,
  pushEventKey,
  pushTimeToLive,
  pushTopic,
  renderPushMessage,
} from './push-messages.ts';

const match = {
  id: 12,
  matchNumber: 'M12',
  round: 'Round 2',
  date: '2026-11-24T20:00:00.000Z',
  team1Name: 'Storm Crows',
  team2Name: 'Tidal Wave',
  team1Score: null,
  team2Score: null,
  setScores: [],
};
const options = { timeZone: 'America/New_York', now: new Date('2026-11-24T19:30:00.000Z') };

describe('renderPushMessage', () => {
  it('says how long is left before a match, links to its day of the schedule, one tag per match', () => {
    const event: PushEvent = { kind: 'match-starting', match, leadMinutes: 30 };
    expect(renderPushMessage(event, options)).toEqual({
      title: 'Storm Crows vs Tidal Wave starts in 30 min',
      body: 'Tue 24 Nov, 15:00 · Round 2 · M12',
      url: '/schedules?date=2026-11-24#match-12',
      tag: 'match-12',
    });
    expect(renderPushMessage(event, { ...options, now: new Date(match.date) }).title).toBe(
      'Storm Crows vs Tidal Wave starts now',
    );
  });

  it('renders results, moves and playoff marks', () => {
    const result = renderPushMessage(
      { kind: 'final-result', match: { ...match, team1Score: 3, team2Score: 1, setScores: ['25-20'] } },
      options,
    );
    expect(result).toMatchObject({ title: 'Final: Storm Crows 3–1 Tidal Wave', tag: 'match-12' });
    const moved = renderPushMessage(
      { kind: 'schedule-change', change: 'moved', match, previousDate: '2026-11-23T20:00:00.000Z' },
      options,
    );
    expect(moved.body).toBe('Now Tue 24 Nov, 15:00 (was Mon 23 Nov, 15:00)');
    const mark = renderPushMessage(
      { kind: 'playoff-status', team: 'Storm Crows', seasonNumber: 14, mark: 'clinched-first' },
      options,
    );
    expect(mark).toEqual({
      title: 'Storm Crows clinched first place',
      body: 'Season 14 standings',
      url: '/teams/storm-crows',
      tag: 'playoff-storm-crows',
    });
  });
});

describe('pushEventKey and pushTimeToLive', () => {
  it('keys a result by its score, a reminder by its match alone', () => {
    const scored = { ...match, team1Score: 3, team2Score: 0 };
    expect(pushEventKey({ kind: 'final-result', match: scored })).toBe('final-result:12:3–0');
    expect(pushEventKey({ kind: 'match-starting', match, leadMinutes: 15 })).toBe('match-starting:12');
  });

  it('keeps a reminder until its match starts, at least a minute; anything else a day', () => {
    expect(pushTimeToLive({ kind: 'match-starting', match, leadMinutes: 30 }, options.now)).toBe(1800);
    expect(
      pushTimeToLive({ kind: 'match-starting', match, leadMinutes: 30 }, new Date('2026-11-24T19:59:30Z')),
    ).toBe(60);
    expect(pushTimeToLive({ kind: 'final-result', match }, options.now)).toBe(86_400);
  });
});

describe('pushTopic', () => {
  it('is the tag when it fits the protocol (32 URL-safe characters), else a short hash of it', () => {
    expect(pushTopic('match-12')).toBe('match-12');
    expect(pushTopic('a'.repeat(32))).toBe('a'.repeat(32));
    const long = pushTopic('a'.repeat(33));
    expect(long).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(long).not.toBe(pushTopic('a'.repeat(34)));
    expect(pushTopic('playoff-storm crows')).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});
