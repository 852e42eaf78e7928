import { describe, expect, it } from 'vitest';
import { formatDate, formatDateIn, formatDateTime, formatShortDate } from './format.ts';

describe('date formatting', () => {
  it('writes a calendar date as that day, in every zone', () => {
    expect(formatDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatShortDate('2025-09-14')).toBe('Sep 14, 2025');
    expect(formatDateTime('2025-03-04')).toBe('March 4, 2025 at 12:00 AM');
    expect(formatDateIn('2025-12-31', 'Pacific/Kiritimati', 'short')).toBe('Dec 31, 2025');
  });

  it('writes a moment in the given zone, with a plain space before AM or PM', () => {
    expect(formatDateIn('2025-03-04T23:30:00Z', 'America/New_York')).toBe('March 4, 2025');
    expect(formatDateIn('2025-03-05T03:30:00Z', 'America/New_York', 'long')).toBe('March 4, 2025');
    expect(formatDateTime('2025-03-04T19:05:00Z')).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, 2025 at \d{1,2}:05 (AM|PM)$/,
    );
  });

  it('gives the fallback for a missing, unreadable or non-existent date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date', 'n/a')).toBe('n/a');
    expect(formatShortDate('2025-02-30')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});
