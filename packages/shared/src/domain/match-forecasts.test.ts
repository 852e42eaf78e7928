import { describe, expect, it } from 'vitest';
import { forecastMatches } from './match-forecasts.ts';
import { winProbability } from './rating-model.ts';
import type { RatedTeam } from './rating-starts.ts';
import { rateTeams } from './team-ratings.ts';

const teams: RatedTeam[] = [
  { id: 1, name: 'Golden Wolves', seasonId: 1, playerIds: [] },
  { id: 2, name: 'Storm Crows', seasonId: 1, playerIds: [] },
];
const ratings = rateTeams({
  seasons: [{ id: 1, seasonNumber: 1 }],
  teams,
  results: [
    {
      id: 50,
      date: '2025-01-01T00:00:00Z',
      seasonId: 1,
      team1Id: 1,
      team2Id: 2,
      team1Score: 3,
      team2Score: 0,
    },
    {
      id: 51,
      date: '2025-01-08T00:00:00Z',
      seasonId: 1,
      team1Id: 2,
      team2Id: 1,
      team1Score: 3,
      team2Score: 2,
    },
    // A completed schedule match without a recorded game, rated as a result of its own: its id may equal
    // a game's id without being mistaken for it.
    {
      id: 50,
      source: 'match',
      date: '2025-01-15T00:00:00Z',
      seasonId: 1,
      team1Id: 2,
      team2Id: 1,
      team1Score: 2,
      team2Score: 0,
    },
  ],
});
const match = (
  id: number,
  status: string,
  team1Name: string,
  team2Name: string,
  gameId: number | null = null,
) => ({
  id,
  status,
  team1Name,
  team2Name,
  gameId,
});

describe('match forecasts', () => {
  it('gives a match still to play each side’s chance from the current ratings, names in any case', () => {
    const [f] = forecastMatches(ratings, teams, [match(1, 'scheduled', ' golden wolves', 'STORM CROWS')]);
    const wolves = ratings.ratings.get(1) as number;
    const crows = ratings.ratings.get(2) as number;
    expect(f).toEqual({
      matchId: 1,
      team1Rating: wolves,
      team2Rating: crows,
      team1Probability: winProbability(wolves, crows),
      upset: null,
    });
  });

  it('gives a completed match the forecast made before its game, in the match’s order of teams', () => {
    const before = ratings.forecasts.find((f) => f.resultId === 51);
    const [same, swapped] = forecastMatches(ratings, teams, [
      match(2, 'completed', 'Storm Crows', 'Golden Wolves', 51),
      match(3, 'completed', 'Golden Wolves', 'Storm Crows', 51),
    ]);
    expect(same?.team1Probability).toBe(before?.team1Probability);
    expect(swapped?.team1Probability).toBeCloseTo(1 - (before?.team1Probability ?? 0), 12);
    expect(swapped?.team1Rating).toBe(before?.team2Rating);
    expect(same?.upset).toBe(before?.upset);
  });

  it('gives a completed match without a game the forecast made before the match itself', () => {
    const before = ratings.forecasts.find((f) => f.source === 'match' && f.resultId === 50);
    const game = ratings.forecasts.find((f) => f.source === 'game' && f.resultId === 50);
    expect(before?.team1Probability).not.toBe(game?.team1Probability);
    const [own, viaGame] = forecastMatches(ratings, teams, [
      match(50, 'completed', 'Storm Crows', 'Golden Wolves'),
      match(50, 'completed', 'Golden Wolves', 'Storm Crows', 50),
    ]);
    expect(own?.team1Probability).toBe(before?.team1Probability);
    expect(viaGame?.team1Probability).toBe(game?.team1Probability);
  });

  it('takes a game before a match of the same moment and id, whatever order they come in', () => {
    const results = [
      {
        id: 7,
        date: '2025-02-01T00:00:00Z',
        seasonId: 1,
        team1Id: 1,
        team2Id: 2,
        team1Score: 3,
        team2Score: 0,
      },
      {
        id: 7,
        source: 'match' as const,
        date: '2025-02-01T00:00:00Z',
        seasonId: 1,
        team1Id: 2,
        team2Id: 1,
        team1Score: 3,
        team2Score: 0,
      },
    ];
    const input = { seasons: [{ id: 1, seasonNumber: 1 }], teams };
    const forward = rateTeams({ ...input, results });
    const backward = rateTeams({ ...input, results: [...results].reverse() });
    expect(backward.forecasts).toEqual(forward.forecasts);
    expect(forward.forecasts.map((f) => f.source)).toEqual(['game', 'match']);
  });

  it('says nothing of an unknown team or a completed match without a rated game', () => {
    const none = { team1Rating: null, team2Rating: null, team1Probability: null, upset: null };
    expect(
      forecastMatches(ratings, teams, [
        match(4, 'scheduled', 'Golden Wolves', 'Tidal Wave'),
        match(5, 'completed', 'Golden Wolves', 'Storm Crows'),
        match(6, 'completed', 'Golden Wolves', 'Storm Crows', 999),
      ]),
    ).toEqual([
      { matchId: 4, ...none },
      { matchId: 5, ...none },
      { matchId: 6, ...none },
    ]);
  });
});
