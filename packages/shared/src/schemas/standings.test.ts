import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { MatchForecast } from '../domain/match-forecasts.ts';
import type { PlayerRatingRow } from '../domain/player-rating.ts';
import type { PowerRankingWeek } from '../domain/power-rankings.ts';
import { backtestRatings } from '../domain/rating-backtest.ts';
import type { StandingsRow } from '../domain/standings-table.ts';
import { buildStandings } from '../domain/standings-table.ts';
import { rateTeams } from '../domain/team-ratings.ts';
import { fixture, played, settingsWith } from '../test-support/standings-league.ts';
import {
  BacktestReportSchema,
  MatchForecastSchema,
  type PlayerRatingRowSchema,
  type PowerRankingWeekSchema,
} from './ratings.ts';
import { StandingsQuerySchema, type StandingsRowRead, StandingsTableSchema } from './standings.ts';
import {
  COIN_FLIP_LAST,
  COIN_FLIP_REPEAT,
  COIN_FLIP_TEAMS,
  DEDUCTION_MESSAGE,
  defaultStandingsSettings,
  FORMAT_MESSAGE,
  NO_TIE_BREAKER,
  PLAYOFF_SPOTS_MESSAGE,
  REASON_REQUIRED,
  REPEATED_TIE_BREAKER,
  StandingsSettingsSchema,
  TIE_BREAKER_MESSAGE,
  UpdateStandingsSettingsBodySchema,
} from './standings-admin.ts';

const messages = (body: unknown) => {
  const parsed = StandingsSettingsSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('standings settings', () => {
  const valid = defaultStandingsSettings();

  it('accepts the defaults of each format', () => {
    expect(StandingsSettingsSchema.parse(valid)).toEqual(valid);
    expect(StandingsSettingsSchema.parse(defaultStandingsSettings('bestOf3')).tieBreakers[2]).toBe(
      'headToHead',
    );
  });

  it('explains every broken rule', () => {
    expect(messages({ ...valid, format: 'bestOf7' })).toEqual([FORMAT_MESSAGE]);
    expect(messages({ ...valid, tieBreakers: [] })).toEqual([NO_TIE_BREAKER]);
    expect(messages({ ...valid, tieBreakers: ['leaguePoints', 'goalDifference'] })).toEqual([
      TIE_BREAKER_MESSAGE,
    ]);
    expect(messages({ ...valid, tieBreakers: ['leaguePoints', 'setRatio', 'setRatio'] })).toEqual([
      REPEATED_TIE_BREAKER,
    ]);
    expect(messages({ ...valid, tieBreakers: ['coinFlip', 'leaguePoints'] })).toEqual([COIN_FLIP_LAST]);
    expect(messages({ ...valid, playoffSpots: 65 })).toEqual([PLAYOFF_SPOTS_MESSAGE]);
    expect(messages({ ...valid, playoffSpots: -1 })).toEqual([PLAYOFF_SPOTS_MESSAGE]);
    expect(messages({ ...valid, coinFlips: [['Storm Crows']] })).toEqual([COIN_FLIP_TEAMS]);
    expect(messages({ ...valid, coinFlips: [['Storm Crows', ' storm crows ']] })).toEqual([COIN_FLIP_REPEAT]);
    const deduction = { teamName: 'Storm Crows', points: 3, reason: 'late roster' };
    expect(messages({ ...valid, adjustments: [{ ...deduction, points: 0 }] })).toEqual([DEDUCTION_MESSAGE]);
    expect(messages({ ...valid, adjustments: [{ ...deduction, points: 101 }] })).toEqual([DEDUCTION_MESSAGE]);
    expect(messages({ ...valid, adjustments: [{ ...deduction, reason: '  ' }] })).toEqual([REASON_REQUIRED]);
  });

  it('takes the boundaries of playoff spots and deductions', () => {
    expect(messages({ ...valid, playoffSpots: 0 })).toEqual([]);
    expect(messages({ ...valid, playoffSpots: 64 })).toEqual([]);
    const deduction = (points: number) => ({
      ...valid,
      adjustments: [{ teamName: 'A', points, reason: 'r' }],
    });
    expect(messages(deduction(1))).toEqual([]);
    expect(messages(deduction(100))).toEqual([]);
  });

  it('needs something to change in an update', () => {
    expect(UpdateStandingsSettingsBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateStandingsSettingsBodySchema.parse({ playoffSpots: '8' })).toEqual({ playoffSpots: 8 });
  });

  it('reads the schedule filters as the query of a table', () => {
    expect(StandingsQuerySchema.parse({ seasonNumber: '3', region: ' eu ', division: '' })).toEqual({
      seasonNumber: 3,
      region: 'eu',
      division: undefined,
      phase: undefined,
    });
  });
});

describe('the read models', () => {
  it('describe what the domain builds', () => {
    expectTypeOf<StandingsRow>().toExtend<StandingsRowRead>();
    expectTypeOf<PlayerRatingRow>().toExtend<z.infer<typeof PlayerRatingRowSchema>>();
    expectTypeOf<PowerRankingWeek>().toExtend<z.infer<typeof PowerRankingWeekSchema>>();
    expectTypeOf<MatchForecast>().toExtend<z.infer<typeof MatchForecastSchema>>();
    const table = buildStandings({
      settings: settingsWith({ playoffSpots: 2 }),
      matches: [played('A', 'B', '3-0'), played('B', 'C', '3-2'), played('C', 'A', '3-1'), fixture('A', 'B')],
      group: {},
      teams: [{ name: 'D' }],
    });
    expect(StandingsTableSchema.parse(table)).toEqual(table);
  });

  it('describe the back-test and the forecasts', () => {
    const ratings = rateTeams({
      seasons: [{ id: 1, seasonNumber: 1 }],
      teams: [
        { id: 1, name: 'A', seasonId: 1, playerIds: [] },
        { id: 2, name: 'B', seasonId: 1, playerIds: [] },
      ],
      results: [
        {
          id: 1,
          date: '2025-01-01T00:00:00Z',
          seasonId: 1,
          team1Id: 1,
          team2Id: 2,
          team1Score: 3,
          team2Score: 0,
        },
      ],
    });
    const report = backtestRatings(ratings.forecasts);
    const model = {
      mean: 1500,
      k: 32,
      scale: 400,
      seasonRegression: 1 / 3,
      rosterMinReturning: 2,
      upsetBelow: 0.35,
    };
    const seasons = report.seasons.map(({ seasonId, ...rest }) => ({
      ...rest,
      season: { id: seasonId, seasonNumber: 1 },
    }));
    expect(BacktestReportSchema.safeParse({ ...report, seasons, model }).success).toBe(true);
    const f = ratings.forecasts[0];
    const forecast = {
      matchId: 9,
      team1Rating: f?.team1Rating,
      team2Rating: f?.team2Rating,
      team1Probability: 0.5,
      upset: false,
    };
    expect(MatchForecastSchema.parse(forecast)).toEqual(forecast);
  });
});
