import { formatPuzzleTime } from '@league/shared/domain/trivia-daily';
import type { DailyBoardEntry } from '@league/shared/schemas/trivia-daily';
import type { ColumnDef } from '@tanstack/react-table';
import { createColumnHelper } from '../../../components/data-table/column-helper.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';

const column = createColumnHelper<DailyBoardEntry>();

const COLUMNS: ColumnDef<DailyBoardEntry, string | number>[] = [
  column.accessor('rank', { header: '#', meta: { align: 'right', numeric: true } }),
  column.accessor('username', { header: 'Member' }),
  column.accessor((entry) => (entry.solved ? entry.hintsUsed : Number.POSITIVE_INFINITY), {
    id: 'hints',
    header: 'Hints',
    cell: (info) => {
      const entry = info.row.original;
      return entry.solved ? `${entry.hintsUsed} of ${entry.hintCount}` : 'Not solved';
    },
    meta: { align: 'right', numeric: true },
  }),
  column.accessor('secondsTaken', {
    header: 'Time',
    cell: (info) => formatPuzzleTime(info.getValue() as number),
    meta: { align: 'right', numeric: true },
  }),
  column.accessor('score', { header: 'Score', meta: { align: 'right', numeric: true } }),
];

/** The rows of the daily board: loaded with the table library once the page has drawn (daily-board.tsx). */
export function DailyBoardRows({ entries, loading }: { entries: DailyBoardEntry[]; loading: boolean }) {
  return (
    <DataTable
      caption="Members' results of today's puzzle, best first"
      columns={COLUMNS}
      data={entries}
      getRowId={(entry) => entry.username}
      enableSorting={false}
      loading={loading}
      skeletonRows={3}
      density="compact"
      emptyText="No member has finished today's puzzle yet."
    />
  );
}
