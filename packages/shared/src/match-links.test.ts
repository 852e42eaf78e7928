import { describe, expect, it } from 'vitest';
import { matchPagePath } from './match-links.ts';

describe('matchPagePath', () => {
  it('links a recorded match to its game page', () => {
    expect(matchPagePath({ gameId: 12, date: '2027-03-27T18:00:00Z' }, 'Europe/Berlin')).toBe('/games/12');
  });

  it('links a match still to come to its day in the league zone, which may not be the UTC day', () => {
    expect(matchPagePath({ gameId: null, date: '2027-03-28T02:00:00Z' }, 'America/New_York')).toBe(
      '/schedules?date=2027-03-27',
    );
    expect(matchPagePath({ gameId: null, date: null }, 'UTC')).toBe('/schedules');
  });
});
