import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test-support/seeded-random.ts';
import { RATING_MEAN, regressToMean, winProbability } from './rating-model.ts';
import type { RatedTeam } from './rating-starts.ts';
import { type RatedResult, rateTeams } from './team-ratings.ts';

const seasons = [
  { id: 10, seasonNumber: 1 },
  { id: 20, seasonNumber: 2 },
];
const team = (id: number, name: string, seasonId: number, playerIds: number[]): RatedTeam => ({
  id,
  name,
  seasonId,
  playerIds,
});
const result = (
  id: number,
  day: number,
  team1Id: number,
  team2Id: number,
  sets: string,
  seasonId = 10,
): RatedResult => {
  const [team1Score, team2Score] = sets.split('-').map(Number) as [number, number];
  return { id, date: new Date(Date.UTC(2024, 0, day)), seasonId, team1Id, team2Id, team1Score, team2Score };
};

const teams = [
  team(1, 'Golden Wolves', 10, [1, 2, 3]),
  team(2, 'Storm Crows', 10, [4, 5, 6]),
  team(3, 'Tidal Wave', 10, [7, 8, 9]),
  // Season 2: the Wolves' three players now play as Night Owls; the Crows keep their name but not their
  // players; Tidal Wave is gone and a new team arrives.
  team(11, 'Night Owls', 20, [1, 2, 3, 10]),
  team(12, 'Storm Crows', 20, [11, 12, 13]),
  team(13, 'Fresh Start', 20, [14, 15, 7]),
];
const results = [
  result(1, 1, 1, 2, '3-0'),
  result(2, 2, 2, 3, '3-2'),
  result(3, 3, 3, 1, '1-3'),
  result(4, 40, 11, 12, '3-1', 20),
  result(5, 41, 13, 11, '3-0', 20),
];

describe('team ratings', () => {
  const rated = rateTeams({ seasons, teams, results });

  it('starts the first season at the mean, and records what the model said before each result', () => {
    expect(rated.starts.slice(0, 3).map((s) => [s.teamId, s.rating, s.source])).toEqual([
      [1, RATING_MEAN, 'mean'],
      [2, RATING_MEAN, 'mean'],
      [3, RATING_MEAN, 'mean'],
    ]);
    expect(rated.forecasts[0]).toMatchObject({
      resultId: 1,
      team1Probability: 0.5,
      team1Won: true,
      upset: false,
    });
    const second = rated.forecasts[1];
    expect(second?.team1Probability).toBeCloseTo(winProbability(1468, 1500), 12);
  });

  it('keeps ratings zero-sum within a season', () => {
    const sum = [1, 2, 3].reduce((s, id) => s + (rated.ratings.get(id) ?? 0), 0);
    expect(sum).toBeCloseTo(3 * RATING_MEAN, 9);
  });

  it('carries a season over by roster, else by name, else from the mean, regressed a third of the way', () => {
    const wolves = rated.history.filter((p) => p.teamId === 1 && p.resultId <= 3).at(-1)?.rating ?? 0;
    const crows = rated.history.filter((p) => p.teamId === 2 && p.resultId <= 3).at(-1)?.rating ?? 0;
    const starts = new Map(rated.starts.map((s) => [s.teamId, s]));
    expect(starts.get(11)).toMatchObject({ source: 'roster', returning: 3 });
    expect(starts.get(11)?.prior).toBeCloseTo(wolves, 9);
    expect(starts.get(11)?.rating).toBeCloseTo(regressToMean(wolves), 12);
    expect(starts.get(12)).toMatchObject({ source: 'name', returning: 0, prior: crows });
    // One returning player is not enough for roster continuity (ROSTER_MIN_RETURNING = 2).
    expect(starts.get(13)).toMatchObject({ source: 'mean', returning: 1, rating: RATING_MEAN });
  });

  it('marks an upset when the winner had less than 35% of a chance', () => {
    const sweeps = Array.from({ length: 8 }, (_, i) => result(10 + i, 10 + i, 1, 2 + (i % 2), '3-0'));
    const history = rateTeams({ seasons, teams, results: [...sweeps, result(30, 30, 2, 1, '3-2')] });
    const last = history.forecasts.at(-1);
    expect(last?.team1Probability).toBeLessThan(0.35);
    expect(last?.upset).toBe(true);
    expect(history.forecasts.slice(0, -1).every((f) => !f.upset)).toBe(true);
    expect(rated.forecasts.find((f) => f.resultId === 5)).toMatchObject({ team1Won: true, upset: false });
  });

  it('gives the same numbers whatever order the results come in', () => {
    const rng = seededRandom(3);
    const shuffled = [...results].sort(() => rng.next() - 0.5).reverse();
    expect(
      rateTeams({ seasons: [...seasons].reverse(), teams: [...teams].reverse(), results: shuffled }),
    ).toEqual(rated);
  });

  it('skips results it cannot rate, saying why, and still rates teams of a season without results', () => {
    const more = rateTeams({
      seasons: [...seasons, { id: 30, seasonNumber: 3 }],
      teams: [...teams, team(21, 'Night Owls', 30, [1, 2, 3])],
      results: [
        ...results,
        result(6, 50, 11, 11, '3-0', 20),
        result(7, 51, 11, 12, '2-2', 20),
        result(8, 52, 11, 99, '3-0', 20),
      ],
    });
    expect(more.skipped).toEqual([
      { resultId: 6, reason: 'a team cannot play itself' },
      { resultId: 7, reason: 'no winner' },
      { resultId: 8, reason: 'a team is unknown' },
    ]);
    expect(more.starts.find((s) => s.teamId === 21)?.source).toBe('roster');
  });
});
