import { describe, expect, it } from 'vitest';
import { resultHref } from './recap-links.tsx';

describe('resultHref', () => {
  it('links a recorded game to its page', () => {
    expect(resultHref({ source: 'game', id: 244, date: '2026-09-06T12:00:00.000Z' })).toBe('/games/244');
  });

  it('links a schedule match to its card on the schedule of its day', () => {
    expect(resultHref({ source: 'match', id: 40, date: '2026-09-06T12:00:00.000Z' })).toBe(
      '/schedules?date=2026-09-06#match-40',
    );
  });
});
