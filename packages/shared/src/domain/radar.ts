/**
 * Radar chart scaling of the player page and the leaderboard's inline visualisation
 * (docs/product/stats.md#radar-charts).
 */
import { deriveStats, hasAnyStat, safeRatio } from './derived-stats.ts';
import type { StatNumbers } from './league.ts';
import { getStatColumn } from './stat-columns.ts';

/** Per-set value that fills an axis (docs/product/stats.md#radar-charts); 'errors' is totalErrors. */
export const RADAR_CAPS = {
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
} as const;
export type RadarAxis = keyof typeof RADAR_CAPS;
export const RADAR_AXES = Object.keys(RADAR_CAPS) as RadarAxis[];

/** Each axis's name on the charts: its stat column's label, and 'Errors' for the total of errors. */
export const RADAR_AXIS_LABELS = Object.fromEntries(
  RADAR_AXES.map((axis) => [axis, axis === 'errors' ? 'Errors' : getStatColumn(axis).label]),
) as Record<RadarAxis, string>;
export type RadarValues = Record<RadarAxis, number>;

export const RADAR_MIN = 10;
export const RADAR_MAX = 100;
export const RADAR_STEP = 20;
/** Season-comparison value of an axis whose seasons are all equal (docs/product/stats.md#radar-charts). */
export const RADAR_EQUAL_VALUE = 60;

/** Axis ticks 0, 20, ..., 100 (docs/product/stats.md#radar-charts: axis max 100, step 20). */
export const RADAR_TICKS: readonly number[] = Array.from(
  { length: RADAR_MAX / RADAR_STEP + 1 },
  (_, i) => i * RADAR_STEP,
);

function clampRadar(value: number): number {
  return Math.min(RADAR_MAX, Math.max(RADAR_MIN, value));
}

/** Per-set values of each axis: stat / sets (0 when sets is 0); errors = totalErrors / sets. */
export function radarPerSet(totals: StatNumbers, sets: number): RadarValues {
  const t = totals;
  // Written out: the league average runs this for every player of the scope on the server.
  return {
    spikeKills: safeRatio(t.spikeKills, sets),
    apeKills: safeRatio(t.apeKills, sets),
    spikeAttempts: safeRatio(t.spikeAttempts, sets),
    apeAttempts: safeRatio(t.apeAttempts, sets),
    blocks: safeRatio(t.blocks, sets),
    digs: safeRatio(t.digs, sets),
    blockFollows: safeRatio(t.blockFollows, sets),
    assists: safeRatio(t.assists, sets),
    aces: safeRatio(t.aces, sets),
    errors: safeRatio(deriveStats(t).totalErrors, sets),
  };
}

/**
 * Radar value of one axis (docs/product/stats.md#radar-charts): (perSet / cap) × 100, clamped to 10..100, so
 * a player at the cap fills the axis and every axis keeps a visible minimum of 10.
 */
export function scaleRadarValue(perSet: number, cap: number): number {
  return clampRadar(safeRatio(perSet, cap) * 100);
}

/** All axes scaled (docs/product/stats.md#radar-charts) from per-set values. */
export function scaleRadar(perSet: RadarValues): RadarValues {
  return Object.fromEntries(
    RADAR_AXES.map((axis) => [axis, scaleRadarValue(perSet[axis], RADAR_CAPS[axis])]),
  ) as RadarValues;
}

/**
 * Per-set values of a team (docs/product/stats.md#radar-charts "team totalSets is divided by the number of
 * players"): the team's totals over its totalSets, shared among its players, i.e. total / totalSets /
 * playerCount. This keeps a team on the same per-player caps as a player and the league average. No players
 * or sets gives 0.
 */
export function teamRadarPerSet(totals: StatNumbers, totalSets: number, playerCount: number): RadarValues {
  const perSet = radarPerSet(totals, totalSets);
  return Object.fromEntries(
    RADAR_AXES.map((axis) => [axis, safeRatio(perSet[axis], playerCount)]),
  ) as RadarValues;
}

/**
 * League average (docs/product/stats.md#radar-charts): the per-axis mean of per-set values over players
 * having stats (a non-zero recorded stat and at least one set); no such player gives all zeros.
 */
export function leagueAveragePerSet(players: readonly { totals: StatNumbers; sets: number }[]): RadarValues {
  const sums = Object.fromEntries(RADAR_AXES.map((axis) => [axis, 0])) as RadarValues;
  let counted = 0;
  for (const player of players) {
    if (!(player.sets > 0 && hasAnyStat(player.totals))) continue;
    counted += 1;
    const perSet = radarPerSet(player.totals, player.sets);
    for (const axis of RADAR_AXES) sums[axis] += perSet[axis];
  }
  for (const axis of RADAR_AXES) sums[axis] = safeRatio(sums[axis], counted);
  return sums;
}

/**
 * Season comparison (docs/product/stats.md#radar-charts): per axis, each season's value v becomes
 * 10 + 90 × (v − min) / (max − min) over the compared seasons, so the lowest is 10 and the highest 100;
 * when every season has the same value the axis shows 60. Seasons keep their input order.
 */
export function normalizeSeasonComparison(seasons: readonly RadarValues[]): RadarValues[] {
  const ranges = RADAR_AXES.map((axis) => {
    const values = seasons.map((s) => s[axis]);
    return { axis, min: Math.min(...values), max: Math.max(...values) };
  });
  return seasons.map(
    (season) =>
      Object.fromEntries(
        ranges.map(({ axis, min, max }) => [
          axis,
          max === min
            ? RADAR_EQUAL_VALUE
            : RADAR_MIN + ((RADAR_MAX - RADAR_MIN) * (season[axis] - min)) / (max - min),
        ]),
      ) as RadarValues,
  );
}

/**
 * Line colour of the i-th compared season (docs/product/stats.md#radar-charts): hue 200 + 30 × i (mod 360).
 */
export function seasonLineColor(index: number): string {
  return `hsl(${(200 + 30 * index) % 360}, 70%, 55%)`;
}
