import { BASELINE_BRIER } from '@league/shared/domain/rating-backtest';
import type { BacktestReportRead } from '@league/shared/schemas/ratings';
import type { ColumnDef } from '@tanstack/react-table';
import { numberColumn } from '../../../components/data-table/column-meta.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';

type SeasonScore = BacktestReportRead['seasons'][number];
type Bin = BacktestReportRead['bins'][number];

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
const brier = (value: number) => value.toFixed(3);
/** Skill against always saying 50/50: '+12.3%' beats it, '−1.0%' does worse. */
const skill = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)}%`;

const SEASON_COLUMNS: ColumnDef<SeasonScore>[] = [
  { id: 'season', header: 'Season', cell: ({ row }) => `Season ${row.original.season.seasonNumber}` },
  numberColumn('results', 'Results', (row) => row.results),
  numberColumn('brier', 'Brier score', (row) => brier(row.brier)),
  numberColumn('baseline', '50/50 baseline', () => brier(BASELINE_BRIER)),
  numberColumn('skill', 'Skill', (row) => skill(row.skill)),
];

const BIN_COLUMNS: ColumnDef<Bin>[] = [
  {
    id: 'range',
    header: 'Predicted',
    cell: ({ row }) => `${Math.round(row.original.from * 100)}–${Math.round(row.original.to * 100)}%`,
  },
  numberColumn('count', 'Sides', (row) => row.count),
  numberColumn('meanPredicted', 'Mean predicted', (row) => percent(row.meanPredicted)),
  numberColumn('observed', 'Won', (row) => percent(row.observed)),
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
