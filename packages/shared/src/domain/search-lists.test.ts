import { describe, expect, it } from 'vitest';
import { PLACEMENTS, STAGES } from './league.ts';
import {
  awardListReadUrl,
  FILTERED_POSITIONS,
  parseAwardListFilters,
  parseAwardType,
  parsePlacementFilter,
  parsePositionFilter,
  parseSearchListQuery,
  parseStageFilter,
  SEARCH_LISTS,
  searchListReadUrl,
} from './search-lists.ts';

const readParams = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the searched lists', () => {
  it('read each filter from the address, and what they do not offer as all', () => {
    expect(FILTERED_POSITIONS).not.toContain('N/A');
    expect(parsePositionFilter('N/A')).toBe('');
    expect(parsePositionFilter('Setter')).toBe('Setter');
    expect(parsePlacementFilter('top 8')).toBe('Top 8');
    expect(parsePlacementFilter('Didnt make playoffs')).toBe("Didn't make playoffs");
    expect(parsePlacementFilter('Top 99')).toBe('');
    expect(PLACEMENTS.map(parsePlacementFilter)).toEqual([...PLACEMENTS]);
    expect(STAGES.map(parseStageFilter)).toEqual([...STAGES]);
    expect(parseStageFilter('Finals')).toBe('');
  });

  it('read a page address into the query its list asks for', () => {
    const search = new URLSearchParams('q=Ace&season=8&position=Spiker&page=3');
    expect(parseSearchListQuery(SEARCH_LISTS.players, search, 14)).toEqual({
      name: 'Ace',
      season: 8,
      position: 'Spiker',
      page: 3,
    });
    // A season past the current one, an unknown stage and a page that is not a number fall back.
    expect(
      parseSearchListQuery(SEARCH_LISTS.games, new URLSearchParams('season=15&stage=Nope&page=x'), 14),
    ).toEqual({ name: '', season: null, stage: '', page: 1 });
  });

  it('ask the API for one page of the list’s size, the name trimmed', () => {
    const players = searchListReadUrl(SEARCH_LISTS.players, {
      name: ' Ace ',
      season: 8,
      position: 'Spiker',
      page: 3,
    });
    expect(players.startsWith('/api/players/medium?')).toBe(true);
    expect(readParams(players)).toEqual({
      q: 'Ace',
      seasonNumber: '8',
      position: 'Spiker',
      limit: '25',
      offset: '50',
    });
    expect(searchListReadUrl(SEARCH_LISTS.players, { name: '', season: null, position: '', page: 1 })).toBe(
      '/api/players/medium?limit=25&offset=0',
    );
    const teams = searchListReadUrl(SEARCH_LISTS.teams, {
      name: 'owl',
      season: null,
      placement: 'Top 8',
      page: 2,
    });
    expect(readParams(teams)).toEqual({ q: 'owl', placement: 'Top 8', limit: '12', offset: '12' });
    expect(searchListReadUrl(SEARCH_LISTS.games, { name: '', season: 3, stage: '', page: 1 })).toBe(
      '/api/games/skinny?seasonNumber=3&limit=10&offset=0',
    );
  });
});

describe('the awards list', () => {
  it('reads the award type in any case, in its canonical spelling', () => {
    expect(parseAwardType('best spiker')).toBe('Best Spiker');
    expect(parseAwardType('MVP')).toBe('MVP');
    expect(parseAwardType('Best Dancer')).toBe('');
    expect(parseAwardType(null)).toBe('');
    expect(parseAwardListFilters(new URLSearchParams('season=13&type=mvp'), 14)).toEqual({
      season: 13,
      type: 'MVP',
    });
  });

  it('asks for the filters it has, and for every award without any', () => {
    expect(awardListReadUrl({ season: 13, type: 'Best Spiker' })).toBe(
      '/api/awards/skinny?seasonNumber=13&type=Best+Spiker',
    );
    expect(awardListReadUrl({ season: null, type: '' })).toBe('/api/awards/skinny');
  });
});
