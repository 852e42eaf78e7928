import { describe, expect, it } from 'vitest';
import { awardListQueryString, parseAwardType } from './award-list-filters.ts';

describe('award filters', () => {
  it('accepts award types ignoring case, in their canonical spelling', () => {
    expect(parseAwardType('best spiker')).toBe('Best Spiker');
    expect(parseAwardType('MVP')).toBe('MVP');
    expect(parseAwardType('Best Dancer')).toBe('');
    expect(parseAwardType(null)).toBe('');
  });

  it('asks the server for the season number and the type', () => {
    expect(awardListQueryString({ season: 13, type: 'Best Spiker' })).toBe(
      'seasonNumber=13&type=Best+Spiker',
    );
    expect(awardListQueryString({ season: null, type: '' })).toBe('');
  });
});
