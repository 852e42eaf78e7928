import { PLACEMENTS } from '@league/shared/domain/league';
import { describe, expect, it } from 'vitest';
import { keepPlacement, PLACEMENT_FILTER_OPTIONS } from './team-list-filters.ts';

describe('teams list filters', () => {
  it('offers the canonical placements in order', () => {
    expect(PLACEMENT_FILTER_OPTIONS.map((o) => o.value)).toEqual(['', ...PLACEMENTS]);
  });

  it('ignores a division suffix when matching', () => {
    const teams = [{ placement: 'Top 8 (D2)' }, { placement: 'Top 8' }, { placement: 'Top 6 (D1)' }];
    expect(keepPlacement(teams, 'Top 8')).toHaveLength(2);
    expect(keepPlacement(teams, '')).toHaveLength(3);
  });
});
