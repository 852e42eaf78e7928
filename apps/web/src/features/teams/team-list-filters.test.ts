import { PLACEMENTS } from '@league/shared/domain/league';
import { describe, expect, it } from 'vitest';
import {
  keepPlacement,
  PLACEMENT_FILTER_OPTIONS,
  parsePlacementFilter,
  toTeamListSearch,
} from './team-list-filters.ts';

describe('teams list filters', () => {
  it('offers the canonical placements in order', () => {
    expect(PLACEMENT_FILTER_OPTIONS.map((o) => o.value)).toEqual(['', ...PLACEMENTS]);
  });

  it('reads a placement from the URL in any case or apostrophe', () => {
    expect(parsePlacementFilter('top 8')).toBe('Top 8');
    expect(parsePlacementFilter('Didnt make playoffs')).toBe("Didn't make playoffs");
    expect(parsePlacementFilter('Top 99')).toBe('');
  });

  it('ignores a division suffix when matching', () => {
    const teams = [{ placement: 'Top 8 (D2)' }, { placement: 'Top 8' }, { placement: 'Top 6 (D1)' }];
    expect(keepPlacement(teams, 'Top 8')).toHaveLength(2);
    expect(keepPlacement(teams, '')).toHaveLength(3);
  });

  it('asks the API for one page of 12', () => {
    const search = new URLSearchParams(
      toTeamListSearch({ name: 'owl', season: null, placement: 'Top 8', page: 2 }),
    );
    expect(Object.fromEntries(search)).toEqual({ q: 'owl', placement: 'Top 8', limit: '12', offset: '12' });
  });
});
