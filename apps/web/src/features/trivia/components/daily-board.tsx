import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useDailyBoard } from '../api/daily-trivia-api.ts';
import styles from './daily-stats.module.css';

// The table library is most of what the board would add to the page's first download (15 KB gzip), and the
// board sits beside the puzzle: its rows come after, holding a still block of a loading board's height
// meanwhile. The server draws that block, and the browser adopts it as drawn before it asks for the rows'
// code (a part whose code has not come is never drawn by the server: React would redraw the whole part).
const DailyBoardRows = lazy(() =>
  import('./daily-board-table.tsx').then((m) => ({ default: m.DailyBoardRows })),
);
const LOADING_BOARD_HEIGHT = '9rem';

/** Members' results of the day, best first (docs/product/trivia.md#daily-puzzle). */
export function DailyBoardTable({ date }: { date: string }) {
  const board = useDailyBoard(date);
  const hydrated = useHydrated();
  const loadingBoard = <Skeleton height={LOADING_BOARD_HEIGHT} radius="md" />;
  return (
    <section className={styles.stats} aria-labelledby="daily-board-title">
      <h2 id="daily-board-title" className={styles.title}>
        Today's board
      </h2>
      {!hydrated ? (
        loadingBoard
      ) : board.isError ? (
        <ErrorState message="The daily board could not be loaded." onRetry={() => void board.refetch()} />
      ) : (
        <Suspense fallback={loadingBoard}>
          <DailyBoardRows entries={board.data?.entries ?? []} loading={board.isPending} />
        </Suspense>
      )}
    </section>
  );
}
