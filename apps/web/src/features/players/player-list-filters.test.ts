import { describe, expect, it } from 'vitest';
import { groupTeamsByLine, POSITION_FILTER_OPTIONS } from './player-list-filters.ts';

const team = (name: string, seasonNumber: number) => ({
  name,
  season: { id: seasonNumber + 100, seasonNumber },
});

describe('players list filters', () => {
  it('never offers the N/A position', () => {
    expect(POSITION_FILTER_OPTIONS.map((o) => o.value)).not.toContain('N/A');
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
