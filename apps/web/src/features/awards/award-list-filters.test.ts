import { describe, expect, it } from 'vitest';
import { parseSeasonFilter } from '../games/game-list-filters.ts';
import { awardListQueryString, parseAwardType } from './award-list-filters.ts';

describe('award filters', () => {
  it('accepts award types ignoring case, in their canonical spelling', () => {
    expect(parseAwardType('best spiker')).toBe('Best Spiker');
    expect(parseAwardType('MVP')).toBe('MVP');
    expect(parseAwardType('Best Dancer')).toBe('');
    expect(parseAwardType(null)).toBe('');
  });

  it('honours ?season=N only within 1 to the last season', () => {
    expect(parseSeasonFilter('13', 14)).toBe(13);
    expect(parseSeasonFilter('14', 14)).toBe(14);
    expect(parseSeasonFilter('15', 14)).toBeNull();
    expect(parseSeasonFilter('0', 14)).toBeNull();
    expect(parseSeasonFilter('abc', 14)).toBeNull();
  });

  it('asks the server for the season number and the type', () => {
    expect(awardListQueryString({ season: 13, type: 'Best Spiker' })).toBe(
      'seasonNumber=13&type=Best+Spiker',
    );
    expect(awardListQueryString({ season: null, type: '' })).toBe('');
  });
});
