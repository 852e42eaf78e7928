import { describe, expect, it } from 'vitest';
import {
  awardPoints,
  careerTierPoints,
  type HallOfFameInput,
  hallOfFameLabel,
  hallOfFameProgress,
  placementPoints,
  scoreHallOfFame,
  teamsPlayedPoints,
} from './hall-of-fame.ts';

const NO_STATS = { spikeKills: 0, blocks: 0, assists: 0, digs: 0, aces: 0 };

function input(partial: Partial<HallOfFameInput>): HallOfFameInput {
  return { awardTypes: [], careerTotals: NO_STATS, statLineCount: 0, teams: [], ...partial };
}

const placements = (...p: string[]) => p.map((placement) => ({ placement }));

describe('awardPoints', () => {
  it('follows the table of docs/product/hall-of-fame.md#scoring', () => {
    expect(awardPoints('MVP')).toBe(50);
    for (const t of ['Best Spiker', 'Best Blocker']) expect(awardPoints(t)).toBe(35);
    for (const t of ['Best Aper', 'Best Receiver', 'Best Setter', 'FMVP', 'LuvLate Award'])
      expect(awardPoints(t)).toBe(25);
    for (const t of ['Best Server', 'MIP', 'Best Libero', 'DPOS']) expect(awardPoints(t)).toBe(15);
    expect(awardPoints('Rookie of the Year')).toBe(5);
    expect(awardPoints('mvp')).toBe(5);
  });
});

describe('careerTierPoints', () => {
  it('gives only the highest tier reached, at each boundary', () => {
    const t = [100, 300, 500];
    expect(careerTierPoints(99, t)).toBe(0);
    expect(careerTierPoints(100, t)).toBe(5);
    expect(careerTierPoints(101, t)).toBe(5);
    expect(careerTierPoints(299, t)).toBe(5);
    expect(careerTierPoints(300, t)).toBe(10);
    expect(careerTierPoints(499, t)).toBe(10);
    expect(careerTierPoints(500, t)).toBe(15);
    expect(careerTierPoints(5000, t)).toBe(15);
  });

  it('uses each stat’s own thresholds in the total', () => {
    const stat = (partial: Partial<typeof NO_STATS>, lines = 0) =>
      scoreHallOfFame(input({ careerTotals: { ...NO_STATS, ...partial }, statLineCount: lines })).stats;
    expect(stat({ blocks: 49 })).toBe(0);
    expect(stat({ blocks: 50 })).toBe(5);
    expect(stat({ blocks: 100 })).toBe(10);
    expect(stat({ blocks: 200 })).toBe(15);
    expect(stat({ aces: 4 })).toBe(0);
    expect(stat({ aces: 5 })).toBe(5);
    expect(stat({ aces: 10 })).toBe(10);
    expect(stat({ aces: 19 })).toBe(10);
    expect(stat({ aces: 20 })).toBe(15);
    expect(stat({ assists: 300 })).toBe(10);
    expect(stat({ digs: 500 })).toBe(15);
    expect(stat({}, 19)).toBe(0);
    expect(stat({}, 20)).toBe(5);
    expect(stat({}, 50)).toBe(10);
    expect(stat({}, 99)).toBe(10);
    expect(stat({}, 100)).toBe(15);
    expect(stat({ spikeKills: 500, blocks: 200, assists: 500, digs: 500, aces: 20 }, 100)).toBe(90);
  });
});

describe('placementPoints', () => {
  it('follows plain / D1 / D2 / D3 columns', () => {
    expect(['1st Place', '1st Place (D1)', '1st Place (D2)', '1st Place (D3)'].map(placementPoints)).toEqual([
      20, 20, 18, 15,
    ]);
    expect(['2nd Place', '2nd Place (D1)', '2nd Place (D2)', '2nd Place (D3)'].map(placementPoints)).toEqual([
      15, 15, 13, 10,
    ]);
    expect(['3rd Place', '3rd Place (D1)', '3rd Place (D2)', '3rd Place (D3)'].map(placementPoints)).toEqual([
      10, 10, 8, 5,
    ]);
    expect(['4th Place', 'Top 4 (D1)', '4th Place (D2)', 'Top 4 (D3)'].map(placementPoints)).toEqual([
      5, 5, 4, 3,
    ]);
    expect(['Top 6', 'Top 6 (D1)', 'Top 6 (D2)', 'Top 6 (D3)'].map(placementPoints)).toEqual([3, 3, 2, 1]);
    expect(['Top 8', 'Top 8 (D1)', 'Top 8 (D2)', 'Top 8 (D3)'].map(placementPoints)).toEqual([
      1, 1, 0.5, 0.25,
    ]);
  });

  it('scores "Top 4" as 4th and everything else as 0', () => {
    expect(placementPoints('Top 4')).toBe(placementPoints('4th Place'));
    expect(placementPoints('Top 4 (D2)')).toBe(4);
    for (const p of [
      'Top 12',
      'Top 16 (D1)',
      'TBD',
      "Didn't make playoffs",
      'Didnt make playoffs',
      'Whatever',
    ]) {
      expect(placementPoints(p)).toBe(0);
    }
  });
});

describe('teamsPlayedPoints', () => {
  it('follows the brackets at each boundary', () => {
    expect([0, 1, 2].map(teamsPlayedPoints)).toEqual([0, 0, 0]);
    expect([3, 6].map(teamsPlayedPoints)).toEqual([5, 5]);
    expect([7, 10].map(teamsPlayedPoints)).toEqual([10, 10]);
    expect([11, 12].map(teamsPlayedPoints)).toEqual([15, 15]);
    expect([13, 14, 30].map(teamsPlayedPoints)).toEqual([20, 20, 20]);
  });
});

describe('scoreHallOfFame', () => {
  it('scores the docs/product/hall-of-fame.md#worked-example example as 118', () => {
    const result = scoreHallOfFame(
      input({
        awardTypes: ['MVP', 'Best Spiker'],
        careerTotals: { ...NO_STATS, spikeKills: 320 },
        teams: placements('1st Place (D2)', "Didn't make playoffs", 'Top 12', 'TBD'),
      }),
    );
    expect(result).toEqual({
      awards: 85,
      stats: 10,
      placements: 18,
      teams: 5,
      total: 118,
      inducted: true,
      goat: false,
    });
    expect(hallOfFameLabel(result.total)).toBe('Hall of Fame Inducted! (+18 points)');
  });

  it('inducts at 100 but not at 99 (just under, at, just over)', () => {
    // MVP 50 + Best Aper 25 + 1st Place (D2) 18 + 5 aces (+5) = 98, plus a Top 6 of D3 / D2 / D1.
    const career = (top6: string) =>
      scoreHallOfFame(
        input({
          awardTypes: ['MVP', 'Best Aper'],
          careerTotals: { ...NO_STATS, aces: 5 },
          teams: placements('1st Place (D2)', top6),
        }),
      );
    const at99 = career('Top 6 (D3)');
    expect(at99.total).toBe(99);
    expect(at99.inducted).toBe(false);
    expect(hallOfFameLabel(at99.total)).toBe('99% to Hall of Fame');
    expect(hallOfFameProgress(at99.total)).toBe(99);
    const at100 = career('Top 6 (D2)');
    expect(at100.total).toBe(100);
    expect(at100.inducted).toBe(true);
    expect(hallOfFameLabel(at100.total)).toBe('Hall of Fame Inducted! (+0 points)');
    const at101 = career('Top 6 (D1)');
    expect(at101.total).toBe(101);
    expect(hallOfFameLabel(at101.total)).toBe('Hall of Fame Inducted! (+1 points)');
  });

  it('sums fractional placement points', () => {
    const r = scoreHallOfFame(input({ teams: placements('Top 8 (D2)', 'Top 8 (D3)') }));
    expect(r.placements).toBe(0.75);
    expect(r.total).toBe(0.75);
  });

  it('counts 13 and 14 teams as 20 points', () => {
    const many = (n: number) => placements(...Array.from({ length: n }, () => "Didn't make playoffs"));
    expect(scoreHallOfFame(input({ teams: many(12) })).teams).toBe(15);
    expect(scoreHallOfFame(input({ teams: many(13) })).teams).toBe(20);
    expect(scoreHallOfFame(input({ teams: many(14) })).teams).toBe(20);
  });

  it('makes any G.O.A.T. placement infinite', () => {
    const r = scoreHallOfFame(input({ teams: placements('Top 8', 'G.O.A.T.') }));
    expect(r.goat).toBe(true);
    expect(r.total).toBe(Number.POSITIVE_INFINITY);
    expect(r.inducted).toBe(true);
    expect(hallOfFameLabel(r.total)).toBe('G.O.A.T. - Hall of Fame Inducted!');
    expect(hallOfFameProgress(r.total)).toBe(100);
  });

  it('scores an empty career 0', () => {
    expect(scoreHallOfFame(input({})).total).toBe(0);
  });
});

describe('labels and bar', () => {
  it('floors the percentage so 99.9 never reads 100%', () => {
    expect(hallOfFameLabel(99.9)).toBe('99% to Hall of Fame');
    expect(hallOfFameLabel(0)).toBe('0% to Hall of Fame');
    expect(hallOfFameLabel(42.75)).toBe('42% to Hall of Fame');
  });

  it('shows points above 100 without float noise', () => {
    expect(hallOfFameLabel(100.5)).toBe('Hall of Fame Inducted! (+0.5 points)');
    expect(hallOfFameLabel(101)).toBe('Hall of Fame Inducted! (+1 points)');
    expect(hallOfFameLabel(100.1 + 0.2)).toBe('Hall of Fame Inducted! (+0.3 points)');
  });

  it('caps the bar at 100%', () => {
    expect(hallOfFameProgress(99)).toBe(99);
    expect(hallOfFameProgress(100)).toBe(100);
    expect(hallOfFameProgress(118)).toBe(100);
    expect(hallOfFameProgress(-5)).toBe(0);
    expect(hallOfFameProgress(Number.NaN)).toBe(0);
  });
});
