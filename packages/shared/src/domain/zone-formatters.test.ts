import { describe, expect, it } from 'vitest';
import { zoneFormatter } from './zone-formatters.ts';

describe('zoneFormatter', () => {
  const instant = new Date('2026-03-08T07:30:00Z');

  it('formats in the zone asked for', () => {
    const options = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
    expect(zoneFormatter('America/New_York', options).format(instant)).toBe('3:30 AM EDT');
    expect(zoneFormatter('Asia/Tokyo', options).format(instant)).toBe('4:30 PM GMT+9');
  });

  it('gives the same formatter for the same zone and options, another for other options', () => {
    const a = zoneFormatter('UTC', { hour: 'numeric' });
    expect(zoneFormatter('UTC', { hour: 'numeric' })).toBe(a);
    expect(zoneFormatter('UTC', { hour: '2-digit' })).not.toBe(a);
    expect(zoneFormatter('Europe/Paris', { hour: 'numeric' })).not.toBe(a);
  });
});
