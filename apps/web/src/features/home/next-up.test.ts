import type { Match } from '@league/shared/schemas/matches';
import { describe, expect, it } from 'vitest';
import { countdown, nextUp, tonightCountdown } from './next-up.ts';

const NY = 'America/New_York';

const match = (id: number, date: string, status = 'scheduled') =>
  ({ id, date, status, team1Name: `A${id}`, team2Name: `B${id}` }) as Match;

describe('nextUp', () => {
  // Tuesday 24 November 2026, 10:00 in New York.
  const now = new Date('2026-11-24T15:00:00Z');

  it("answers today's matches, played or not, in time order", () => {
    const matches = [
      match(3, '2026-11-25T00:00:00Z'), // 19:00 on the 24th in New York
      match(2, '2026-11-24T14:00:00Z', 'completed'),
      match(1, '2026-11-23T23:00:00Z', 'completed'), // yesterday
      match(4, '2026-11-26T23:00:00Z'),
    ];
    expect(nextUp(matches, NY, now)).toEqual({
      when: 'today',
      day: '2026-11-24',
      matches: [matches[1], matches[0]],
    });
  });

  it('answers the next match day when today has none, and null when none is left', () => {
    const matches = [
      match(1, '2026-11-23T23:00:00Z'),
      match(5, '2026-11-27T00:30:00Z'),
      match(4, '2026-11-26T23:00:00Z'),
    ];
    expect(nextUp(matches, NY, now)).toEqual({
      when: 'next',
      day: '2026-11-26',
      matches: [matches[2], matches[1]],
    });
    expect(nextUp([match(1, '2026-11-23T23:00:00Z')], NY, now)).toBeNull();
    expect(nextUp([], NY, now)).toBeNull();
  });
});

describe('countdown', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('says minutes, hours, then calendar days in the league zone', () => {
    expect(countdown('2026-11-24T15:45:00Z', now, NY)).toBe('in 45 min');
    expect(countdown('2026-11-24T18:00:00Z', now, NY)).toBe('in 3 h');
    expect(countdown('2026-11-24T23:00:00Z', now, NY)).toBe('in 8 h');
    // After midnight in New York but under half a day away: still hours
    expect(countdown('2026-11-25T02:00:00Z', now, NY)).toBe('in 11 h');
    expect(countdown('2026-11-25T06:00:00Z', now, NY)).toBe('tomorrow');
    expect(countdown('2026-11-26T23:00:00Z', now, NY)).toBe('in 2 days');
    expect(countdown('2026-11-29T23:00:00Z', now, NY)).toBe('in 5 days');
    expect(countdown('2026-11-24T14:00:00Z', now, NY)).toBe('now');
    expect(countdown('not a date', now, NY)).toBe('');
  });
});

describe('tonightCountdown (issue 34, item 8)', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('counts to the first of tonight’s matches still to start, and stops once all have', () => {
    const tonight = [
      match(1, '2026-11-24T14:00:00Z', 'completed'),
      match(3, '2026-11-24T23:00:00Z'),
      match(2, '2026-11-24T15:45:00Z'),
    ];
    expect(tonightCountdown(tonight, now, NY)).toBe('first match in 45 min');
    expect(tonightCountdown([match(1, '2026-11-24T14:00:00Z', 'live')], now, NY)).toBeNull();
  });
});
