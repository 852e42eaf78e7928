import { describe, expect, it } from 'vitest';
import {
  championshipRings,
  isChampionship,
  isGoatPlacement,
  isMissedPlayoffs,
  matchesPlacementFilter,
  normalizePlacement,
  parsePlacement,
  placementBase,
} from './placements.ts';

describe('parsePlacement', () => {
  it('splits base and division', () => {
    expect(parsePlacement('Top 8 (D2)')).toEqual({ base: 'Top 8', division: 'D2', stripped: 'Top 8' });
    expect(parsePlacement('1st Place')).toEqual({ base: '1st Place', division: null, stripped: '1st Place' });
    expect(parsePlacement('2nd Place(d1)')).toMatchObject({ base: '2nd Place', division: 'D1' });
    expect(parsePlacement('  3rd   place  (D3) ')).toMatchObject({ base: '3rd Place', division: 'D3' });
  });

  it('strips other suffixes without taking them as a division', () => {
    expect(parsePlacement('Top 6 (D4)')).toMatchObject({ base: 'Top 6', division: null });
    expect(parsePlacement('Top 12 (North)')).toMatchObject({ base: 'Top 12', division: null });
  });

  it('ignores apostrophes and case', () => {
    expect(parsePlacement('Didnt make playoffs').base).toBe("Didn't make playoffs");
    expect(parsePlacement('didn’t make playoffs').base).toBe("Didn't make playoffs");
    expect(normalizePlacement("Didn't  Make Playoffs")).toBe('didnt make playoffs');
  });

  it('gives a null base for unknown text', () => {
    expect(parsePlacement('Champions').base).toBeNull();
    expect(parsePlacement('').base).toBeNull();
  });
});

describe('placement filter', () => {
  it('compares bases without suffix', () => {
    expect(placementBase('Top 8 (D2)')).toBe('Top 8');
    expect(placementBase('Mystery (D1)')).toBe('Mystery');
    expect(matchesPlacementFilter('Top 8 (D2)', 'Top 8')).toBe(true);
    expect(matchesPlacementFilter('Top 8 (D2)', 'Top 6')).toBe(false);
    expect(matchesPlacementFilter("Didn't make playoffs", 'Didnt make playoffs')).toBe(true);
    expect(matchesPlacementFilter('4th Place', 'Top 4')).toBe(false);
    expect(matchesPlacementFilter('Top 4', '')).toBe(true);
  });
});

describe('championships', () => {
  it('counts 1st Place in any division', () => {
    expect(isChampionship('1st Place')).toBe(true);
    expect(isChampionship('1st Place (D3)')).toBe(true);
    expect(isChampionship('2nd Place')).toBe(false);
    expect(championshipRings(['1st Place', '1st Place (D2)', 'Top 4', 'G.O.A.T.'])).toBe(2);
    expect(championshipRings([])).toBe(0);
  });

  it('recognises G.O.A.T. and missed playoffs', () => {
    expect(isGoatPlacement('G.O.A.T.')).toBe(true);
    expect(isGoatPlacement('1st Place')).toBe(false);
    expect(isMissedPlayoffs('Didnt make playoffs')).toBe(true);
    expect(isMissedPlayoffs('TBD')).toBe(false);
  });
});
