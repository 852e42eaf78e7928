/**
 * Data of the player page's visualisation panel (docs/product/players.md#visualisation-panel,
 * docs/product/stats.md#radar-charts): the shared radar scaling applied to the player's lines and to the
 * league's rows.
 */
import { deriveStats } from '@league/shared/domain/derived-stats';
import {
  normalizeSeasonComparison,
  RADAR_AXES,
  RADAR_AXIS_LABELS,
  type RadarValues,
  radarPerSet,
  scaleRadar,
  seasonLineColor,
} from '@league/shared/domain/radar';
import type { PlayerTotalsRowDto } from '@league/shared/schemas/leaderboard';
import type { PlayerStatLine } from '@league/shared/schemas/players';
import { type StatSummary, seasonSummaries } from './player-profile.ts';

export const RADAR_AXIS_LIST = RADAR_AXES.map((axis) => ({ key: axis, label: RADAR_AXIS_LABELS[axis] }));

export interface RadarSeries {
  key: string;
  name: string;
  color: string;
  values: Record<string, number>;
}

/**
 * Season-by-season comparison (docs/product/stats.md#radar-charts): each season's per-set values, normalised
 * between the seasons' min and max to 10..100 (60 when equal), one line per season coloured by
 * seasonLineColor.
 */
export function seasonComparisonSeries(lines: readonly PlayerStatLine[]): RadarSeries[] {
  const seasons = seasonSummaries(lines).filter(({ summary }) => summary.sets > 0);
  const normalized = normalizeSeasonComparison(seasons.map(({ summary }) => perSetOf(summary)));
  return seasons.map(({ season }, index) => ({
    key: `season-${season}`,
    name: `Season ${season}`,
    color: seasonLineColor(index),
    values: normalized[index] ?? {},
  }));
}

/** Per-set values of a summary (stat / sets played). */
export function perSetOf(summary: Pick<StatSummary, 'totals' | 'sets'>): RadarValues {
  return radarPerSet(summary.totals, summary.sets);
}

/** Radar values (docs/product/stats.md#radar-charts, clamped 10..100) of a player's summary. */
export function scaledRadarOf(summary: Pick<StatSummary, 'totals' | 'sets'>): RadarValues {
  return scaleRadar(perSetOf(summary));
}

/**
 * Radar values of the league average: the mean per-set values over players having stats
 * (docs/product/stats.md#radar-charts), which the server computes over the whole season.
 */
export function leagueAverageRadar(averagePerSet: RadarValues): RadarValues {
  return scaleRadar(averagePerSet);
}

export interface TeammateBar {
  id: number;
  name: string;
  prf: number;
  isPlayer: boolean;
}

/**
 * PRF of everyone on the team that season (docs/product/players.md#visualisation-panel): the season's league
 * rows of that team, the player included, highest PRF first.
 */
export function teammatePrf(
  rows: readonly PlayerTotalsRowDto[],
  teamId: number | null,
  playerId: number,
): TeammateBar[] {
  if (teamId === null) return [];
  return rows
    .filter((row) => row.teamId === teamId)
    .map((row) => ({
      id: row.id,
      name: row.name,
      prf: deriveStats(row.totals).prf,
      isPlayer: row.id === playerId,
    }))
    .sort((a, b) => b.prf - a.prf || a.name.localeCompare(b.name));
}
