/**
 * The standings table's columns (docs/product/standings.md#pages, docs/product/standings.md#columns), one
 * registry for every place that shows them: the page's table (header, full name, cell text), the compact
 * table on home (the columns marked `compact`) and the file export (the same labels and values).
 */
import type { ExportCell, ExportColumn } from './table-export.ts';

/** What a column needs of a table row (the API's StandingsRowRead has it). */
export interface StandingsColumnRow {
  position: number;
  tied: boolean;
  team: string;
  played: number;
  won: number;
  lost: number;
  setsWon: number;
  setsLost: number;
  setRatio: number | null;
  pointsWon: number;
  pointsLost: number;
  pointRatio: number | null;
  leaguePoints: number;
  deduction: number;
  lastFive: readonly ('W' | 'L')[];
  streak: { result: 'W' | 'L'; length: number } | null;
  next: { opponent: string } | null;
}

export interface StandingsColumn {
  key: string;
  /** The header cell (short on purpose: the table is wide). */
  short: string;
  /** The column's full name: the header's title and accessible name, the export's header. */
  label: string;
  /** Numbers are right-aligned with tabular figures; names left-aligned. */
  numeric: boolean;
  /** Shown in the compact table on home. */
  compact?: true;
  /** The cell as text on screen. */
  text: (row: StandingsColumnRow) => string;
  /** The cell in a file: numbers stay numbers. */
  value: (row: StandingsColumnRow) => ExportCell;
}

/** A ratio with two decimals; null means nothing was lost: `MAX`. */
export function formatStandingsRatio(ratio: number | null): string {
  return ratio === null ? 'MAX' : ratio.toFixed(2);
}

/** `3` or `3=` for teams the chain could not separate. */
export const positionText = (row: Pick<StandingsColumnRow, 'position' | 'tied'>) =>
  `${row.position}${row.tied ? '=' : ''}`;

/** `W3`, or empty before the first result. */
export const streakText = (row: Pick<StandingsColumnRow, 'streak'>) =>
  row.streak ? `${row.streak.result}${row.streak.length}` : '';

const count = (
  key: keyof StandingsColumnRow & string,
  short: string,
  label: string,
  compact?: true,
): StandingsColumn => ({
  key,
  short,
  label,
  numeric: true,
  ...(compact ? { compact } : {}),
  text: (row) => String(row[key]),
  value: (row) => row[key] as number,
});

const ratio = (key: 'setRatio' | 'pointRatio', short: string, label: string): StandingsColumn => ({
  key,
  short,
  label,
  numeric: true,
  text: (row) => formatStandingsRatio(row[key]),
  // The file keeps the exact value; an unbeaten ratio has no number and is written as MAX.
  value: (row) => row[key] ?? 'MAX',
});

/** Every column in the table's order. */
export const STANDINGS_COLUMNS: readonly StandingsColumn[] = [
  {
    key: 'position',
    short: '#',
    label: 'Position',
    numeric: true,
    compact: true,
    text: positionText,
    value: positionText,
  },
  {
    key: 'team',
    short: 'Team',
    label: 'Team',
    numeric: false,
    compact: true,
    text: (row) => row.team,
    value: (row) => row.team,
  },
  count('played', 'P', 'Played', true),
  count('won', 'W', 'Won', true),
  count('lost', 'L', 'Lost', true),
  count('setsWon', 'SW', 'Sets won'),
  count('setsLost', 'SL', 'Sets lost'),
  ratio('setRatio', 'SR', 'Set ratio'),
  count('pointsWon', 'PW', 'Points won'),
  count('pointsLost', 'PL', 'Points lost'),
  ratio('pointRatio', 'PR', 'Point ratio'),
  count('leaguePoints', 'Pts', 'League points', true),
  {
    key: 'lastFive',
    short: 'Last 5',
    label: 'Last five',
    numeric: false,
    text: (row) => row.lastFive.join(' '),
    value: (row) => row.lastFive.join(''),
  },
  { key: 'streak', short: 'Streak', label: 'Streak', numeric: false, text: streakText, value: streakText },
  {
    key: 'next',
    short: 'Next',
    label: 'Next opponent',
    numeric: false,
    text: (row) => row.next?.opponent ?? '',
    value: (row) => row.next?.opponent ?? null,
  },
];

/** The columns of the compact table on home. */
export const COMPACT_STANDINGS_COLUMNS = STANDINGS_COLUMNS.filter((c) => c.compact);

/** The export's columns: the table's, plus the deduction that the page shows beside the points. */
export const STANDINGS_EXPORT_COLUMNS: readonly ExportColumn<StandingsColumnRow>[] = [
  ...STANDINGS_COLUMNS.map((c) => ({ key: c.key, label: c.label, value: c.value })),
  { key: 'deduction', label: 'Points deducted', value: (row) => row.deduction },
];
