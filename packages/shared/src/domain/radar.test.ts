import { describe, expect, it } from 'vitest';
import { emptyStatNumbers } from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import {
  leagueAveragePerSet,
  normalizeSeasonComparison,
  RADAR_AXES,
  RADAR_AXIS_LABELS,
  RADAR_CAPS,
  RADAR_TICKS,
  type RadarValues,
  radarPerSet,
  scaleRadar,
  scaleRadarValue,
  seasonLineColor,
  teamRadarPerSet,
} from './radar.ts';

const stats = (partial: Partial<StatNumbers>): StatNumbers => ({ ...emptyStatNumbers(), ...partial });
const uniform = (value: number): RadarValues =>
  Object.fromEntries(RADAR_AXES.map((a) => [a, value])) as RadarValues;

describe('radar constants', () => {
  it('uses the caps of docs/product/stats.md#radar-charts and axis 0..100 by 20', () => {
    expect(RADAR_CAPS).toEqual({
      spikeKills: 5,
      apeKills: 3,
      spikeAttempts: 15,
      apeAttempts: 8,
      blocks: 3,
      digs: 4,
      blockFollows: 2,
      assists: 2,
      aces: 1.5,
      errors: 3,
    });
    expect(RADAR_TICKS).toEqual([0, 20, 40, 60, 80, 100]);
  });
});

describe('scaleRadarValue', () => {
  it('is (perSet / cap) × 100 clamped to 10..100', () => {
    expect(scaleRadarValue(2.5, 5)).toBe(50);
    expect(scaleRadarValue(0.75, 1.5)).toBe(50);
    expect(scaleRadarValue(0, 5)).toBe(10);
    expect(scaleRadarValue(0.49, 5)).toBeCloseTo(10, 12);
    expect(scaleRadarValue(0.5, 5)).toBe(10);
    expect(scaleRadarValue(0.55, 5)).toBeCloseTo(11, 12);
    expect(scaleRadarValue(4.95, 5)).toBeCloseTo(99, 12);
    expect(scaleRadarValue(5, 5)).toBe(100);
    expect(scaleRadarValue(5.05, 5)).toBe(100);
  });
});

describe('radarPerSet and scaleRadar', () => {
  it('divides by sets played and uses total errors', () => {
    const perSet = radarPerSet(
      stats({ spikeKills: 10, aces: 3, spikingErrors: 2, servingErrors: 1, miscErrors: 3 }),
      4,
    );
    expect(perSet.spikeKills).toBe(2.5);
    expect(perSet.aces).toBe(0.75);
    expect(perSet.errors).toBe(1.5);
    const scaled = scaleRadar(perSet);
    expect(scaled.spikeKills).toBe(50);
    expect(scaled.aces).toBe(50);
    expect(scaled.errors).toBe(50);
    expect(scaled.digs).toBe(10);
  });

  it('gives zeros (then the floor of 10) without sets', () => {
    expect(radarPerSet(stats({ blocks: 9 }), 0).blocks).toBe(0);
    expect(scaleRadar(radarPerSet(stats({ blocks: 9 }), 0)).blocks).toBe(10);
  });
});

describe('teamRadarPerSet', () => {
  it('divides the team per-set values by the number of players', () => {
    const perSet = teamRadarPerSet(stats({ spikeKills: 40, blocks: 12 }), 4, 5);
    expect(perSet.spikeKills).toBe(2);
    expect(perSet.blocks).toBeCloseTo(0.6, 12);
    expect(teamRadarPerSet(stats({ spikeKills: 40 }), 4, 0).spikeKills).toBe(0);
  });
});

describe('leagueAveragePerSet', () => {
  it('averages over players having stats only', () => {
    const avg = leagueAveragePerSet([
      { totals: stats({ spikeKills: 10 }), sets: 5 },
      { totals: stats({ spikeKills: 4 }), sets: 1 },
      { totals: stats({}), sets: 5 },
      { totals: stats({ spikeKills: 100 }), sets: 0 },
    ]);
    expect(avg.spikeKills).toBe(3);
    expect(leagueAveragePerSet([]).spikeKills).toBe(0);
  });
});

describe('normalizeSeasonComparison', () => {
  it('maps min to 10, max to 100 and between linearly', () => {
    const [a, b, c] = normalizeSeasonComparison([uniform(1), uniform(3), uniform(2)]);
    expect(a?.spikeKills).toBe(10);
    expect(b?.spikeKills).toBe(100);
    expect(c?.spikeKills).toBe(55);
  });

  it('shows 60 when all seasons are equal, also for a single season', () => {
    expect(normalizeSeasonComparison([uniform(2), uniform(2)])[1]?.digs).toBe(60);
    expect(normalizeSeasonComparison([uniform(0.4)])[0]?.aces).toBe(60);
    expect(normalizeSeasonComparison([])).toEqual([]);
  });

  it('normalises each axis on its own', () => {
    const s1 = { ...uniform(1), blocks: 5 };
    const s2 = { ...uniform(2), blocks: 5 };
    const [n1, n2] = normalizeSeasonComparison([s1, s2]);
    expect(n1?.blocks).toBe(60);
    expect(n1?.digs).toBe(10);
    expect(n2?.digs).toBe(100);
  });
});

describe('seasonLineColor', () => {
  it('steps the hue by 30 from 200 and wraps at 360', () => {
    expect(seasonLineColor(0)).toBe('hsl(200, 70%, 55%)');
    expect(seasonLineColor(1)).toBe('hsl(230, 70%, 55%)');
    expect(seasonLineColor(5)).toBe('hsl(350, 70%, 55%)');
    expect(seasonLineColor(6)).toBe('hsl(20, 70%, 55%)');
  });
});

describe('RADAR_AXIS_LABELS', () => {
  it('names each axis as its stat column does, and the total of errors plainly', () => {
    expect(RADAR_AXIS_LABELS).toEqual({
      spikeKills: 'Spike Kills',
      apeKills: 'Ape Kills',
      spikeAttempts: 'Spike Attempts',
      apeAttempts: 'Ape Attempts',
      blocks: 'Blocks',
      digs: 'Digs',
      blockFollows: 'Block Follows',
      assists: 'Assists',
      aces: 'Aces',
      errors: 'Errors',
    });
  });
});
