import { describe, expect, it } from 'vitest';
import { addDaysToKey, dayKeyInZone, dayStartInZone, daysBetween, isDayKey, todayKey } from './day-keys.ts';

const NY = 'America/New_York';

describe('day keys', () => {
  it('accepts only real calendar days', () => {
    expect(isDayKey('2026-11-22')).toBe(true);
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('22/11/2026')).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });

  it('moves and measures across month, year and daylight-saving changes', () => {
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2026-03-01', -1)).toBe('2026-02-28');
    // US clocks go back on 2026-11-01: still one calendar day per step.
    expect(addDaysToKey('2026-10-31', 2)).toBe('2026-11-02');
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
  });

  it('names the day of an instant in a time zone', () => {
    expect(dayKeyInZone('2026-11-23T03:00:00.000Z', NY)).toBe('2026-11-22');
    expect(dayKeyInZone('2026-11-23T03:00:00.000Z', 'Europe/Berlin')).toBe('2026-11-23');
    expect(dayKeyInZone('not a date', NY)).toBeNull();
    expect(todayKey(NY, new Date('2026-11-23T03:00:00.000Z'))).toBe('2026-11-22');
    expect(todayKey(NY, new Date('2026-11-23T05:00:00.000Z'))).toBe('2026-11-23');
  });
});

describe('dayStartInZone', () => {
  it('is the zone’s midnight as an instant, winter and summer', () => {
    expect(dayStartInZone('2026-11-27', 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(dayStartInZone('2026-07-04', 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(dayStartInZone('2026-11-27', 'Asia/Tokyo').toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(dayStartInZone('2026-11-27', 'UTC').toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});
