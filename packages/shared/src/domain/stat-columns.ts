/**
 * The leaderboard's stat-column registry (docs/product/stats.md#stat-columns, default visibility
 * docs/product/stats.md#stat-columns) and the display rules for stat values (docs/product/stats.md#display).
 */

/**
 * Stat-Type modes of the leaderboard (docs/product/leaderboard.md#pages,
 * docs/product/leaderboard.md#leaderboard-state).
 */
export const STAT_MODES = ['total', 'perGame', 'perSet'] as const;
export type StatMode = (typeof STAT_MODES)[number];

export const STAT_MODE_LABELS: Record<StatMode, string> = {
  total: 'Total',
  perGame: 'Per Game',
  perSet: 'Per Set',
};

export type StatKind = 'count' | 'percent';

export interface StatColumn {
  key: string;
  label: string;
  kind: StatKind;
  defaultVisible: boolean;
  /** How the value is obtained, for a column tooltip. */
  description: string;
}

/**
 * The 22 columns in the order of docs/product/stats.md#stat-columns. Percent columns hold fractions 0..1; the
 * others are counts (or, for plusMinus, a signed count).
 */
export const STAT_COLUMNS = [
  {
    key: 'spikeKills',
    label: 'Spike Kills',
    kind: 'count',
    defaultVisible: false,
    description: 'Kills from spikes',
  },
  {
    key: 'spikeAttempts',
    label: 'Spike Attempts',
    kind: 'count',
    defaultVisible: false,
    description: 'Spikes attempted',
  },
  {
    key: 'spikePct',
    label: 'Spike%',
    kind: 'percent',
    defaultVisible: false,
    description: 'Spike kills / spike attempts',
  },
  {
    key: 'apeKills',
    label: 'Ape Kills',
    kind: 'count',
    defaultVisible: false,
    description: 'Kills from ape shots',
  },
  {
    key: 'apeAttempts',
    label: 'Ape Attempts',
    kind: 'count',
    defaultVisible: false,
    description: 'Ape shots attempted',
  },
  {
    key: 'apePct',
    label: 'Ape%',
    kind: 'percent',
    defaultVisible: false,
    description: 'Ape kills / ape attempts',
  },
  {
    key: 'totalKills',
    label: 'Total Kills',
    kind: 'count',
    defaultVisible: true,
    description: 'Spike kills + ape kills',
  },
  {
    key: 'totalAttempts',
    label: 'Total Attempts',
    kind: 'count',
    defaultVisible: true,
    description: 'Spike attempts + ape attempts',
  },
  {
    key: 'totalSpikePct',
    label: 'Total Spike%',
    kind: 'percent',
    defaultVisible: true,
    description: 'Total kills / total attempts',
  },
  {
    key: 'spikingErrors',
    label: 'Spiking Errors',
    kind: 'count',
    defaultVisible: false,
    description: 'Errors while spiking',
  },
  { key: 'blocks', label: 'Blocks', kind: 'count', defaultVisible: true, description: 'Blocks' },
  {
    key: 'assists',
    label: 'Assists',
    kind: 'count',
    defaultVisible: true,
    description: 'Sets that led to a kill',
  },
  {
    key: 'settingErrors',
    label: 'Setting Errors',
    kind: 'count',
    defaultVisible: false,
    description: 'Errors while setting',
  },
  { key: 'digs', label: 'Digs', kind: 'count', defaultVisible: false, description: 'Digs' },
  {
    key: 'blockFollows',
    label: 'Block Follows',
    kind: 'count',
    defaultVisible: false,
    description: 'Balls kept up after a block',
  },
  {
    key: 'totalReceives',
    label: 'Total Receives',
    kind: 'count',
    defaultVisible: true,
    description: 'Digs + block follows',
  },
  {
    key: 'aces',
    label: 'Aces',
    kind: 'count',
    defaultVisible: true,
    description: 'Serves that scored directly',
  },
  {
    key: 'servingErrors',
    label: 'Serving Errors',
    kind: 'count',
    defaultVisible: false,
    description: 'Errors while serving',
  },
  {
    key: 'prf',
    label: 'PRF',
    kind: 'count',
    defaultVisible: false,
    description: 'Total kills + aces + assists',
  },
  { key: 'plusMinus', label: '+/-', kind: 'count', defaultVisible: false, description: 'PRF - total errors' },
  {
    key: 'totalErrors',
    label: 'Total Errors',
    kind: 'count',
    defaultVisible: true,
    description: 'Spiking + setting + serving + misc errors',
  },
  {
    key: 'miscErrors',
    label: 'Misc Errors',
    kind: 'count',
    defaultVisible: false,
    description: 'Other errors',
  },
] as const satisfies readonly StatColumn[];

export type StatColumnKey = (typeof STAT_COLUMNS)[number]['key'];

export const STAT_COLUMN_KEYS: readonly StatColumnKey[] = STAT_COLUMNS.map((c) => c.key);

export const PERCENT_STAT_KEYS: readonly StatColumnKey[] = STAT_COLUMNS.filter(
  (c) => c.kind === 'percent',
).map((c) => c.key);

/** The registry entry of a column key. */
export function getStatColumn(key: StatColumnKey): StatColumn {
  return STAT_COLUMNS.find((c) => c.key === key) as StatColumn;
}

/** Whether a string names one of the 22 columns (for parsing query strings and stored settings). */
export function isStatColumnKey(value: string): value is StatColumnKey {
  return (STAT_COLUMN_KEYS as readonly string[]).includes(value);
}

export function isPercentColumn(key: StatColumnKey): boolean {
  return PERCENT_STAT_KEYS.includes(key);
}

/** Column visibility map of the 'Filter Stats' menu (docs/product/leaderboard.md#leaderboard-state). */
export type ColumnVisibility = Record<StatColumnKey, boolean>;

/** Default visibility (docs/product/stats.md#stat-columns): only the eight default columns are on. */
export function defaultColumnVisibility(): ColumnVisibility {
  return Object.fromEntries(STAT_COLUMNS.map((c) => [c.key, c.defaultVisible])) as ColumnVisibility;
}

/** Flips one column (docs/product/leaderboard.md#leaderboard-state). */
export function toggleColumn(visibility: ColumnVisibility, key: StatColumnKey): ColumnVisibility {
  return { ...visibility, [key]: !visibility[key] };
}

/**
 * 'All Stats' toggle (docs/product/leaderboard.md#leaderboard-state): if every column is on, all turn off;
 * otherwise all turn on.
 */
export function toggleAllColumns(visibility: ColumnVisibility): ColumnVisibility {
  const allOn = STAT_COLUMN_KEYS.every((k) => visibility[k]);
  return Object.fromEntries(STAT_COLUMN_KEYS.map((k) => [k, !allOn])) as ColumnVisibility;
}

/** The visible columns in registry order. */
export function visibleColumns(visibility: ColumnVisibility): StatColumn[] {
  return STAT_COLUMNS.filter((c) => visibility[c.key]);
}

/** `toFixed` without the "-0.0" that tiny negative values produce. */
function toFixedClean(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/**
 * Leaderboard cell text (docs/product/stats.md#display): percent columns `fraction × 100` with 2 decimals and
 * a '%' ("45.12%"); other columns 1 decimal, except in Total mode where they are whole numbers. Non-finite
 * values show 'N/A'.
 */
export function formatStat(column: StatColumnKey, value: number, mode: StatMode): string {
  if (!Number.isFinite(value)) return 'N/A';
  if (isPercentColumn(column)) return `${toFixedClean(value * 100, 2)}%`;
  return mode === 'total' ? toFixedClean(value, 0) : toFixedClean(value, 1);
}

/**
 * A record is a percentage record when its label mentions '%' (docs/product/records.md#rules-and-constants:
 * "best total spiking %").
 */
export function isPercentRecord(recordLabel: string): boolean {
  return recordLabel.includes('%');
}

/**
 * Records table value (docs/product/stats.md#display): percentage records (stored as 0..100,
 * docs/product/records.md#rules-and-constants) with 1 decimal and a '%'; other values rounded to a whole
 * number; anything that is not a finite number shows 'N/A'.
 */
export function formatRecordValue(value: unknown, percent: boolean): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'N/A';
  return percent ? `${toFixedClean(value, 1)}%` : toFixedClean(value, 0);
}
