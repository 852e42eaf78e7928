import { BASELINE_BRIER } from '@league/shared/domain/rating-backtest';
import type { BacktestReportRead } from '@league/shared/schemas/ratings';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/data-table.tsx';

type SeasonScore = BacktestReportRead['seasons'][number];
type Bin = BacktestReportRead['bins'][number];

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
const brier = (value: number) => value.toFixed(3);
/** Skill against always saying 50/50: '+12.3%' beats it, '−1.0%' does worse. */
const skill = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)}%`;

const SEASON_COLUMNS: ColumnDef<SeasonScore>[] = [
  { id: 'season', header: 'Season', cell: ({ row }) => `Season ${row.original.season.seasonNumber}` },
  {
    id: 'results',
    header: 'Results',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => row.original.results,
  },
  {
    id: 'brier',
    header: 'Brier score',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => brier(row.original.brier),
  },
  {
    id: 'baseline',
    header: '50/50 baseline',
    meta: { align: 'right', numeric: true },
    cell: () => brier(BASELINE_BRIER),
  },
  {
    id: 'skill',
    header: 'Skill',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => skill(row.original.skill),
  },
];

const BIN_COLUMNS: ColumnDef<Bin>[] = [
  {
    id: 'range',
    header: 'Predicted',
    cell: ({ row }) => `${Math.round(row.original.from * 100)}–${Math.round(row.original.to * 100)}%`,
  },
  {
    id: 'count',
    header: 'Sides',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => row.original.count,
  },
  {
    id: 'meanPredicted',
    header: 'Mean predicted',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => percent(row.original.meanPredicted),
  },
  {
    id: 'observed',
    header: 'Won',
    meta: { align: 'right', numeric: true },
    cell: ({ row }) => percent(row.original.observed),
  },
];

/** The back-test per season (docs/product/ratings.md#calibration). */
export function SeasonScores({
  report,
  loading,
}: {
  report: BacktestReportRead | undefined;
  loading: boolean;
}) {
  return (
    <DataTable
      columns={SEASON_COLUMNS}
      data={report?.seasons ?? []}
      getRowId={(row) => String(row.season.id)}
      caption="Brier score per season against always saying 50/50"
      enableSorting={false}
      density="compact"
      loading={loading}
      emptyText="No results to test yet."
    />
  );
}

/** Reliability bins: of the sides given about 70%, did about 70% win? */
export function ReliabilityBins({
  report,
  loading,
}: {
  report: BacktestReportRead | undefined;
  loading: boolean;
}) {
  return (
    <DataTable
      columns={BIN_COLUMNS}
      data={report?.bins ?? []}
      getRowId={(row) => String(row.from)}
      caption="Reliability: predicted win probability against how often those sides won"
      enableSorting={false}
      density="compact"
      loading={loading}
    />
  );
}

export const formatSkill = skill;
export const formatBrier = brier;
