import { describe, expect, it } from 'vitest';
import { buildPowerRankings, weekOf } from './power-rankings.ts';
import { RATING_MEAN } from './rating-model.ts';
import type { RatedTeam } from './rating-starts.ts';
import { type RatedResult, rateTeams } from './team-ratings.ts';

const teams: RatedTeam[] = [
  { id: 1, name: 'Golden Wolves', seasonId: 1, playerIds: [] },
  { id: 2, name: 'Storm Crows', seasonId: 1, playerIds: [] },
  { id: 3, name: 'Tidal Wave', seasonId: 1, playerIds: [] },
];
const at = (
  iso: string,
  id: number,
  team1Id: number,
  team2Id: number,
  team1Score: number,
  team2Score: number,
) => ({ id, date: iso, seasonId: 1, team1Id, team2Id, team1Score, team2Score }) satisfies RatedResult;

describe('power rankings', () => {
  it('starts weeks on Monday', () => {
    expect(weekOf('2025-03-10')).toBe('2025-03-10');
    expect(weekOf('2025-03-16')).toBe('2025-03-10');
    expect(weekOf('2025-03-17')).toBe('2025-03-17');
  });

  it('ranks the season by rating at the end of each week with results, with the movement since the week before', () => {
    const ratings = rateTeams({
      seasons: [{ id: 1, seasonNumber: 1 }],
      teams,
      results: [
        at('2025-03-11T00:00:00Z', 1, 2, 3, 3, 0),
        // Sunday 23:30 in New York is Monday in UTC: still the first week in the league's time zone.
        at('2025-03-17T03:30:00Z', 2, 1, 3, 3, 1),
        at('2025-03-25T00:00:00Z', 3, 1, 2, 3, 0),
      ],
    });
    const weeks = buildPowerRankings(ratings, teams, 'America/New_York');
    expect(weeks.map((w) => w.week)).toEqual(['2025-03-10', '2025-03-24']);
    expect(weeks[0]?.rows.map((r) => [r.name, r.rank, r.movement])).toEqual([
      ['Storm Crows', 1, null],
      ['Golden Wolves', 2, null],
      ['Tidal Wave', 3, null],
    ]);
    expect(weeks[1]?.rows.map((r) => [r.name, r.rank, r.movement])).toEqual([
      ['Golden Wolves', 1, 1],
      ['Storm Crows', 2, -1],
      ['Tidal Wave', 3, 0],
    ]);
    expect(weeks[1]?.rows[0]?.rating).toBe(ratings.ratings.get(1));
  });

  it('lists a team without a result at its start, ties ordered by name', () => {
    const ratings = rateTeams({
      seasons: [{ id: 1, seasonNumber: 1 }],
      teams,
      results: [at('2025-03-11T12:00:00Z', 1, 1, 2, 3, 0)],
    });
    const [week] = buildPowerRankings(ratings, teams, 'UTC');
    expect(week?.rows.map((r) => [r.name, r.rating === RATING_MEAN])).toEqual([
      ['Golden Wolves', false],
      ['Tidal Wave', true],
      ['Storm Crows', false],
    ]);
  });
});
