import { describe, expect, it } from 'vitest';
import { parsePageNumber, parsePositiveInt, parseSeasonNumber } from './list-filters.ts';

describe('list filter values', () => {
  it('reads plain positive digits only', () => {
    expect(parsePositiveInt('7')).toBe(7);
    expect(parsePositiveInt('007')).toBe(7);
    for (const bad of [null, undefined, '', '0', '-3', '2.5', '1e3', ' 4', 'abc', '99999999999999999999']) {
      expect(parsePositiveInt(bad)).toBeNull();
    }
  });

  it('reads a season number, bounded by the current season when given', () => {
    expect(parseSeasonNumber('14', 14)).toBe(14);
    expect(parseSeasonNumber('1', 14)).toBe(1);
    expect(parseSeasonNumber('15', 14)).toBeNull();
    expect(parseSeasonNumber('0', 14)).toBeNull();
    expect(parseSeasonNumber('abc', 14)).toBeNull();
    expect(parseSeasonNumber('15')).toBe(15);
    expect(parseSeasonNumber('')).toBeNull();
  });

  it('reads a page number, 1 by default', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('x')).toBe(1);
  });
});
