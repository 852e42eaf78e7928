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
  /** What the stat means, for the glossary and each column's definition popover. */
  definition: string;
  /** How a derived column is computed from other columns; null for the 13 recorded counts. */
  formula: string | null;
}

/**
 * The 24 columns in the order of docs/product/stats.md#stat-columns, with their definitions (one source for
 * the glossary, docs/product/stats.md#glossary, and every column header). Percent columns hold fractions
 * (0..1 for the percentages, -1..1 for the efficiencies); the others are counts (or, for plusMinus, a signed
 * count).
 */
export const STAT_COLUMNS = [
  {
    key: 'spikeKills',
    label: 'Spike Kills',
    kind: 'count',
    defaultVisible: false,
    definition: 'Spikes that were kills: the attack won the point.',
    formula: null,
  },
  {
    key: 'spikeAttempts',
    label: 'Spike Attempts',
    kind: 'count',
    defaultVisible: false,
    definition: 'Spikes attempted, whatever their outcome.',
    formula: null,
  },
  {
    key: 'spikePct',
    label: 'Spike%',
    kind: 'percent',
    defaultVisible: false,
    definition: 'Share of spike attempts that were kills.',
    formula: 'Spike Kills / Spike Attempts',
  },
  {
    key: 'apeKills',
    label: 'Ape Kills',
    kind: 'count',
    defaultVisible: false,
    definition: "Ape shots, the game's other attack, that were kills.",
    formula: null,
  },
  {
    key: 'apeAttempts',
    label: 'Ape Attempts',
    kind: 'count',
    defaultVisible: false,
    definition: 'Ape shots attempted, whatever their outcome.',
    formula: null,
  },
  {
    key: 'apePct',
    label: 'Ape%',
    kind: 'percent',
    defaultVisible: false,
    definition: 'Share of ape attempts that were kills.',
    formula: 'Ape Kills / Ape Attempts',
  },
  {
    key: 'totalKills',
    label: 'Total Kills',
    kind: 'count',
    defaultVisible: true,
    definition: 'Every kill from an attack: spikes and ape shots.',
    formula: 'Spike Kills + Ape Kills',
  },
  {
    key: 'totalAttempts',
    label: 'Total Attempts',
    kind: 'count',
    defaultVisible: true,
    definition: 'Every attack attempted: spikes and ape shots.',
    formula: 'Spike Attempts + Ape Attempts',
  },
  {
    key: 'totalSpikePct',
    label: 'Total Spike%',
    kind: 'percent',
    defaultVisible: true,
    definition: 'Share of all attacks, spikes and ape shots, that were kills.',
    formula: 'Total Kills / Total Attempts',
  },
  {
    key: 'spikeEfficiency',
    label: 'Spike Eff%',
    kind: 'percent',
    defaultVisible: false,
    definition:
      "Attack efficiency of spikes, the sport's hitting percentage: kills minus errors per attempt. Negative when a player errs more often than they kill.",
    formula: '(Spike Kills − Spiking Errors) / Spike Attempts',
  },
  {
    key: 'totalEfficiency',
    label: 'Total Eff%',
    kind: 'percent',
    defaultVisible: false,
    definition:
      'Attack efficiency of every attack, spikes and ape shots. Ape shots have no error counter of their own, so the only errors subtracted are spiking errors.',
    formula: '(Total Kills − Spiking Errors) / Total Attempts',
  },
  {
    key: 'spikingErrors',
    label: 'Spiking Errors',
    kind: 'count',
    defaultVisible: false,
    definition: 'Errors made while spiking.',
    formula: null,
  },
  {
    key: 'blocks',
    label: 'Blocks',
    kind: 'count',
    defaultVisible: true,
    definition: 'Blocks made at the net.',
    formula: null,
  },
  {
    key: 'assists',
    label: 'Assists',
    kind: 'count',
    defaultVisible: true,
    definition: 'Sets that led to a kill.',
    formula: null,
  },
  {
    key: 'settingErrors',
    label: 'Setting Errors',
    kind: 'count',
    defaultVisible: false,
    definition: 'Errors made while setting.',
    formula: null,
  },
  {
    key: 'digs',
    label: 'Digs',
    kind: 'count',
    defaultVisible: false,
    definition: 'Attacks kept off the floor.',
    formula: null,
  },
  {
    key: 'blockFollows',
    label: 'Block Follows',
    kind: 'count',
    defaultVisible: false,
    definition: 'Balls kept up after a block.',
    formula: null,
  },
  {
    key: 'totalReceives',
    label: 'Total Receives',
    kind: 'count',
    defaultVisible: true,
    definition: 'Every ball kept up in defence: digs and block follows.',
    formula: 'Digs + Block Follows',
  },
  {
    key: 'aces',
    label: 'Aces',
    kind: 'count',
    defaultVisible: true,
    definition: 'Serves that scored directly.',
    formula: null,
  },
  {
    key: 'servingErrors',
    label: 'Serving Errors',
    kind: 'count',
    defaultVisible: false,
    definition: 'Errors made while serving.',
    formula: null,
  },
  {
    key: 'prf',
    label: 'PRF',
    kind: 'count',
    defaultVisible: false,
    definition: 'Points responsible for: kills, aces and the assists that set up kills.',
    formula: 'Total Kills + Aces + Assists',
  },
  {
    key: 'plusMinus',
    label: '+/-',
    kind: 'count',
    defaultVisible: false,
    definition: 'Points responsible for, less the points given away by errors.',
    formula: 'PRF − Total Errors',
  },
  {
    key: 'totalErrors',
    label: 'Total Errors',
    kind: 'count',
    defaultVisible: true,
    definition: 'Every error recorded: spiking, setting, serving and misc.',
    formula: 'Spiking Errors + Setting Errors + Serving Errors + Misc Errors',
  },
  {
    key: 'miscErrors',
    label: 'Misc Errors',
    kind: 'count',
    defaultVisible: false,
    definition: 'Errors recorded outside spiking, setting and serving.',
    formula: null,
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

/** Whether a string names one of the stat columns (for parsing query strings and stored settings). */
export function isStatColumnKey(value: string): value is StatColumnKey {
  return (STAT_COLUMN_KEYS as readonly string[]).includes(value);
}

export function isPercentColumn(key: StatColumnKey): boolean {
  return PERCENT_STAT_KEYS.includes(key);
}

/** The eight default columns (docs/product/stats.md#stat-columns), in registry order. */
export const DEFAULT_STAT_KEYS: readonly StatColumnKey[] = STAT_COLUMNS.filter((c) => c.defaultVisible).map(
  (c) => c.key,
);

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

/** Decimals of a count column in each mode (docs/product/stats.md#display). */
const COUNT_DECIMALS: Record<StatMode, number> = { total: 0, perGame: 1, perSet: 2 };

/**
 * Leaderboard cell text (docs/product/stats.md#display): percent columns `fraction × 100` with 2 decimals and
 * a '%' ("45.12%"); other columns whole in Total mode, 1 decimal per game and 2 per set (per-set rates are
 * small: 0.4 and 0.35 blocks a set must not read alike). Non-finite values show 'N/A'.
 */
export function formatStat(column: StatColumnKey, value: number, mode: StatMode): string {
  if (!Number.isFinite(value)) return 'N/A';
  if (isPercentColumn(column)) return `${toFixedClean(value * 100, 2)}%`;
  return toFixedClean(value, COUNT_DECIMALS[mode]);
}

/**
 * The games and sets a row covers, shown beside the stat columns (docs/product/leaderboard.md#pages) and
 * defined in the glossary with them.
 */
export const PLAYED_COLUMNS = [
  {
    key: 'games',
    label: 'Games',
    definition:
      'Games with a stat line in the view. For a team, the distinct games its rostered players have lines in.',
    formula: null,
  },
  {
    key: 'sets',
    label: 'Sets',
    definition:
      "Sets of those games, both teams' set scores added up (a 3–1 game is 4 sets): the divisor of Per Set rates.",
    formula: 'Team 1 Score + Team 2 Score, summed over the games',
  },
] as const satisfies readonly Omit<StatColumn, 'kind' | 'defaultVisible'>[];

export type PlayedColumnKey = (typeof PLAYED_COLUMNS)[number]['key'];

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
