import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test-support/seeded-random.ts';
import { BASELINE_BRIER, backtestRatings, reliabilityBins } from './rating-backtest.ts';
import type { RatedSeason, RatedTeam } from './rating-starts.ts';
import { type RatedResult, type ResultForecast, rateTeams } from './team-ratings.ts';

/** Several seasons of double round robins among the same franchises (same names, same players). */
function history(winner: (a: number, b: number) => { team1Wins: boolean; sets: [number, number] }) {
  const franchises = 8;
  const seasons: RatedSeason[] = [];
  const teams: RatedTeam[] = [];
  const results: RatedResult[] = [];
  for (let s = 1; s <= 5; s++) {
    seasons.push({ id: 100 + s, seasonNumber: s });
    for (let f = 0; f < franchises; f++) {
      teams.push({
        id: s * 100 + f,
        name: `Franchise ${f}`,
        seasonId: 100 + s,
        playerIds: [f * 10, f * 10 + 1],
      });
    }
    let day = 0;
    for (let leg = 0; leg < 2; leg++) {
      for (let a = 0; a < franchises; a++) {
        for (let b = a + 1; b < franchises; b++) {
          const { team1Wins, sets } = winner(a, b);
          const [w, l] = sets;
          results.push({
            id: results.length + 1,
            date: new Date(Date.UTC(2020 + s, 0, 1 + day++)),
            seasonId: 100 + s,
            team1Id: s * 100 + a,
            team2Id: s * 100 + b,
            team1Score: team1Wins ? w : l,
            team2Score: team1Wins ? l : w,
          });
        }
      }
    }
  }
  return backtestRatings(rateTeams({ seasons, teams, results }).forecasts);
}

describe('the back-test', () => {
  it('beats the 50/50 baseline in every season when the stronger side always wins', () => {
    const report = history((a, b) => ({ team1Wins: a < b, sets: [3, 1] }));
    expect(report.overall.results).toBe(5 * 56);
    expect(report.overall.skill).toBeGreaterThan(0.3);
    for (const season of report.seasons)
      expect(season.brier, String(season.seasonId)).toBeLessThan(BASELINE_BRIER);
  });

  it('is not far below the baseline on coin flips: it finds no skill that is not there', () => {
    const rng = seededRandom(11);
    const report = history(() => ({ team1Wins: rng.next() < 0.5, sets: [3, rng.int(0, 2)] }));
    expect(report.overall.brier).toBeGreaterThan(BASELINE_BRIER - 0.005);
    expect(report.overall.brier).toBeLessThan(BASELINE_BRIER + 0.03);
  });

  it('bins each result from both sides, and states each bin', () => {
    const forecast = (p: number, won: boolean) =>
      ({ team1Probability: p, team1Won: won, seasonId: 1 }) as ResultForecast;
    const bins = reliabilityBins([forecast(0.72, true), forecast(0.78, false), forecast(1, true)]);
    expect(bins).toHaveLength(10);
    expect(bins[7]).toMatchObject({ from: 0.7, to: 0.8, count: 2, observed: 0.5 });
    expect(bins[7]?.meanPredicted).toBeCloseTo(0.75, 12);
    expect(bins[2]).toMatchObject({ count: 2, observed: 0.5 });
    expect(bins[9]).toMatchObject({ count: 1, meanPredicted: 1, observed: 1 });
    expect(bins[0]).toMatchObject({ count: 1, meanPredicted: 0, observed: 0 });
    expect(bins[5]).toMatchObject({ count: 0, meanPredicted: null, observed: null });
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(6);
  });
});
