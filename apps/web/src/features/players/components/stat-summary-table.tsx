import type { DerivedStats } from '@league/shared/domain/derived-stats';
import { formatStat, STAT_COLUMNS, type StatMode } from '@league/shared/domain/stat-columns';
import type { ColumnDef } from '@tanstack/react-table';
import { createColumnHelper } from '../../../components/data-table/column-helper.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { StatDefinition } from '../../../components/stats/stat-definition.tsx';

/** One line of a stat summary: a label ('Total', 'Per Game'), its games and every stat column. */
export interface StatSummaryRow {
  label: string;
  games: number;
  values: DerivedStats;
  /**
   * Total shows whole counts; Per Game one decimal (percent columns are always two,
   * docs/product/stats.md#display).
   */
  mode: StatMode;
}

const column = createColumnHelper<StatSummaryRow>();

const COLUMNS: ColumnDef<StatSummaryRow, string | number>[] = [
  column.accessor('label', {
    header: 'Split',
    cell: (info) => <strong>{info.getValue()}</strong>,
  }),
  column.accessor('games', {
    header: 'GP',
    meta: { align: 'right', numeric: true, headerAside: <StatDefinition id="games" /> },
  }),
  ...STAT_COLUMNS.map((stat) =>
    column.accessor((row) => formatStat(stat.key, row.values[stat.key], row.mode), {
      id: stat.key,
      header: stat.label,
      // The same definitions as the leaderboard's headers, from the one registry.
      meta: { align: 'right', numeric: true, headerAside: <StatDefinition id={stat.key} /> },
    }),
  ),
];

/**
 * Totals and per-game averages in every derived column (docs/product/players.md#player-page,
 * docs/product/stats.md#derived-stats), basketball-reference style: one row per split, the columns scrolling
 * sideways inside the table on a phone.
 */
export function StatSummaryTable({ caption, rows }: { caption: string; rows: StatSummaryRow[] }) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => row.label}
      enableSorting={false}
      density="compact"
    />
  );
}
