import { describe, expect, it } from 'vitest';
import { chosenDay, fetchRange, windowDays, windowEnd, windowStartFor } from './schedule-window.ts';

describe('the two-week window', () => {
  it('starts on the Sunday of the chosen week', () => {
    expect(windowStartFor('2026-11-22')).toBe('2026-11-22'); // a Sunday
    expect(windowStartFor('2026-11-25')).toBe('2026-11-22'); // Wednesday
    expect(windowStartFor('2026-11-28')).toBe('2026-11-22'); // Saturday
    expect(windowStartFor('2026-11-29')).toBe('2026-11-29'); // next Sunday
    expect(windowStartFor('2027-01-01')).toBe('2026-12-27'); // across a year
    expect(windowStartFor('2026-03-09')).toBe('2026-03-08'); // the week of a daylight-saving change
  });

  it('spans 14 days, across month ends and daylight-saving changes', () => {
    const days = windowDays('2026-10-25');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-10-25');
    expect(days[13]).toBe('2026-11-07');
    expect(new Set(days).size).toBe(14);
    expect(windowEnd('2026-03-01')).toBe('2026-03-14');
  });

  it('asks the server for one extra UTC day on each side', () => {
    expect(fetchRange('2026-11-22')).toEqual({ from: '2026-11-21', to: '2026-12-06' });
  });

  it("opens on the address's day when it names one, else on today", () => {
    expect(chosenDay('2026-11-25', '2026-12-01')).toBe('2026-11-25');
    expect(chosenDay('2026-02-30', '2026-12-01')).toBe('2026-12-01');
    expect(chosenDay(null, '2026-12-01')).toBe('2026-12-01');
  });
});
