import { describe, expect, it } from 'vitest';
import {
  groupTeamsByLine,
  POSITION_FILTER_OPTIONS,
  parsePositionFilter,
  toPlayerListSearch,
} from './player-list-filters.ts';

const team = (name: string, seasonNumber: number) => ({
  name,
  season: { id: seasonNumber + 100, seasonNumber },
});

describe('players list filters', () => {
  it('never offers the N/A position', () => {
    expect(POSITION_FILTER_OPTIONS.map((o) => o.value)).not.toContain('N/A');
    expect(parsePositionFilter('N/A')).toBe('');
    expect(parsePositionFilter('Setter')).toBe('Setter');
  });

  it('asks the API for one page of 25 with the filters', () => {
    const search = new URLSearchParams(
      toPlayerListSearch({ name: ' Ace ', season: 8, position: 'Spiker', page: 3 }),
    );
    expect(Object.fromEntries(search)).toEqual({
      q: 'Ace',
      seasonNumber: '8',
      position: 'Spiker',
      limit: '25',
      offset: '50',
    });
    expect(toPlayerListSearch({ name: '', season: null, position: '', page: 1 })).toBe('limit=25&offset=0');
  });

  it('groups teams five a line, sorted by season number', () => {
    const teams = [12, 3, 7, 1, 9, 4, 14].map((n) => team(`T${n}`, n));
    const lines = groupTeamsByLine(teams);
    expect(lines.map((line) => line.map((t) => t.season.seasonNumber))).toEqual([
      [1, 3, 4, 7, 9],
      [12, 14],
    ]);
    expect(groupTeamsByLine([])).toEqual([]);
  });
});
