/**
 * Record kinds and their fixed order (docs/product/records.md#rules-and-constants, legacy semantics):
 * all-time top-10 lists of one player's line in one game ("game") or one player's totals over a season
 * ("season").
 */
import type { StatField } from './league.ts';

export const RECORD_TYPES = ['game', 'season'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const RECORD_TOP_N = 10;

export interface CountingRecord {
  kind: 'count';
  label: string;
  /** The value is the sum of these fields; 0 never ranks. */
  fields: readonly StatField[];
}

export interface PercentRecord {
  kind: 'percent';
  label: string;
  /** Only lines with at least this many total attempts (spike + ape) qualify; 0 % never ranks. */
  minAttempts: number;
}

/**
 * Attack efficiency over total attempts, (total kills − spiking errors) / total attempts (ape shots have no
 * error counter), at the same thresholds as the spiking-% records; an efficiency of 0 or less never ranks.
 */
export interface EfficiencyRecord {
  kind: 'efficiency';
  label: string;
  /** Only lines with at least this many total attempts (spike + ape) qualify. */
  minAttempts: number;
}

export type RecordDefinition = CountingRecord | PercentRecord | EfficiencyRecord;

const counting = (label: string, ...fields: StatField[]): CountingRecord => ({
  kind: 'count',
  label,
  fields,
});

/** Counting records in the order the records page shows them. */
export const COUNTING_RECORDS: readonly CountingRecord[] = [
  counting('Most Spike Kills', 'spikeKills'),
  counting('Most Assists', 'assists'),
  counting('Most Ape Kills', 'apeKills'),
  counting('Most Digs', 'digs'),
  counting('Most Block Follows', 'blockFollows'),
  counting('Most Blocks', 'blocks'),
  counting('Most Aces', 'aces'),
  counting('Most Serve Errors', 'servingErrors'),
  counting('Most Misc Errors', 'miscErrors'),
  counting('Most Set Errors', 'settingErrors'),
  counting('Most Spike Errors', 'spikingErrors'),
  counting('Most Spike Attempts', 'spikeAttempts'),
  counting('Most Ape Attempts', 'apeAttempts'),
  counting('Most Total Kills', 'spikeKills', 'apeKills'),
  counting('Most Total Attempts', 'spikeAttempts', 'apeAttempts'),
  counting('Most Total Errors', 'spikingErrors', 'servingErrors', 'settingErrors', 'miscErrors'),
];

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const percent = (minAttempts: number): PercentRecord => ({
  kind: 'percent',
  label: `Best Total Spiking % (${minAttempts}+ Attempts)`,
  minAttempts,
});

const efficiency = (minAttempts: number): EfficiencyRecord => ({
  kind: 'efficiency',
  label: `Best Total Attack Efficiency % (${minAttempts}+ Attempts)`,
  minAttempts,
});

/** The attempt thresholds of a type's percentage and efficiency records. */
export function recordThresholds(type: RecordType): number[] {
  return type === 'game' ? range(10, 60, 10) : range(60, 250, 10);
}

/**
 * Every record definition of a type, in display order: counting records, then the spiking-% thresholds,
 * then the attack-efficiency thresholds.
 */
export function recordDefinitions(type: RecordType): readonly RecordDefinition[] {
  const thresholds = recordThresholds(type);
  return [...COUNTING_RECORDS, ...thresholds.map(percent), ...thresholds.map(efficiency)];
}

/**
 * Percentage value of a record: 100 × total kills / total attempts, two decimals
 * (docs/product/records.md#rules-and-constants).
 */
export function recordPercent(totalKills: number, totalAttempts: number): number {
  if (totalAttempts <= 0) return 0;
  return Math.round((10000 * totalKills) / totalAttempts) / 100;
}
