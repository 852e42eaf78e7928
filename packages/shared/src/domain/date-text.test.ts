import { describe, expect, it } from 'vitest';
import { DATE_YEARS, readDateText } from './date-text.ts';

const problem = (text: string) => {
  const read = readDateText(text);
  return read.ok ? 'ok' : read.problem;
};

describe('readDateText', () => {
  it('reads a day as its midnight UTC, and a date and time in its zone', () => {
    expect(readDateText('2026-03-14')).toEqual({
      ok: true,
      day: '2026-03-14',
      iso: '2026-03-14T00:00:00.000Z',
      hasTime: false,
    });
    expect(readDateText('2026-03-14T20:00')).toMatchObject({
      iso: '2026-03-14T20:00:00.000Z',
      hasTime: true,
    });
    expect(readDateText('2026-03-14 20:00:05.123456Z')).toMatchObject({ iso: '2026-03-14T20:00:05.123Z' });
    expect(readDateText('2026-03-14t23:30:00-0500')).toMatchObject({
      day: '2026-03-14',
      iso: '2026-03-15T04:30:00.000Z',
    });
    expect(readDateText(' 2026-03-14T01:00:00+14:00 ')).toMatchObject({ iso: '2026-03-13T11:00:00.000Z' });
  });

  it.each([
    ['2026-02-28', 'ok'],
    ['2026-02-29', 'day'],
    ['2028-02-29', 'ok'],
    ['2100-02-29', 'day'],
    ['2026-02-30T20:00Z', 'day'],
    ['2026-04-31', 'day'],
    ['2026-12-31', 'ok'],
    ['2026-12-32', 'day'],
    ['2026-13-01', 'day'],
    ['2026-00-10', 'day'],
    ['2026-01-00', 'day'],
  ])('days: %s is %s', (text, expected) => {
    expect(problem(text)).toBe(expected);
  });

  it.each([
    ['0000-01-01', 'year'],
    [`${DATE_YEARS.min - 1}-12-31`, 'year'],
    [`${DATE_YEARS.min}-01-01`, 'ok'],
    [`${DATE_YEARS.max}-12-31T23:59:59Z`, 'ok'],
    [`${DATE_YEARS.max + 1}-01-01`, 'year'],
    ['9999-12-31', 'year'],
    ['275760-09-13', 'format'],
    ['+275760-09-13T00:00:00Z', 'format'],
  ])('years: %s is %s', (text, expected) => {
    expect(problem(text)).toBe(expected);
  });

  it.each([
    ['2026-03-14T23:59:59Z', 'ok'],
    ['2026-03-14T24:00:00Z', 'time'],
    ['2026-03-14T20:60Z', 'time'],
    ['2026-03-14T20:00:60Z', 'time'],
    ['2026-03-14T20:00+14:00', 'ok'],
    ['2026-03-14T20:00-14:00', 'ok'],
    ['2026-03-14T20:00+14:01', 'time'],
    ['2026-03-14T20:00+25:00', 'time'],
    ['2026-03-14T20:00+01:60', 'time'],
  ])('times and offsets: %s is %s', (text, expected) => {
    expect(problem(text)).toBe(expected);
  });

  it.each([
    '',
    'tomorrow',
    '2026-3-14',
    '14/03/2026',
    '2026-03-14T',
    '2026-03-14T20',
    '20260314',
    '2026-03-14Z',
  ])('refuses the shape of %j', (text) => {
    expect(problem(text)).toBe('format');
  });
});
