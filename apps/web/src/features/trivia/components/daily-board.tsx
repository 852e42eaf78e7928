import { formatPuzzleTime } from '@league/shared/domain/trivia-daily';
import type { DailyBoardEntry } from '@league/shared/schemas/trivia-daily';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { useDailyBoard } from '../api/daily-trivia-api.ts';
import styles from './daily-stats.module.css';

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

/** Members' results of the day, best first (docs/product/trivia.md#daily-puzzle). */
export function DailyBoardTable({ date }: { date: string }) {
  const board = useDailyBoard(date);
  return (
    <section className={styles.stats} aria-labelledby="daily-board-title">
      <h2 id="daily-board-title" className={styles.title}>
        Today's board
      </h2>
      {board.isError ? (
        <ErrorState message="The daily board could not be loaded." onRetry={() => void board.refetch()} />
      ) : (
        <DataTable
          caption="Members' results of today's puzzle, best first"
          columns={COLUMNS}
          data={board.data?.entries ?? []}
          getRowId={(entry) => entry.username}
          enableSorting={false}
          loading={board.isPending}
          skeletonRows={3}
          density="compact"
          emptyText="No member has finished today's puzzle yet."
        />
      )}
    </section>
  );
}
