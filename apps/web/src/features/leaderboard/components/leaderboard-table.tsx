import type {
  LeaderboardPage,
  LeaderboardRow,
  LeaderboardSort,
  LeaderboardView,
} from '@league/shared/domain/leaderboard';
import type { RadarValues } from '@league/shared/domain/radar';
import type { StatColumn, StatMode } from '@league/shared/domain/stat-columns';
import type { SortingState } from '@tanstack/react-table';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type CompareSelection, compareColumn } from './compare-selection.tsx';
import { buildLeaderboardColumns } from './leaderboard-columns.tsx';
import styles from './leaderboard-table.module.css';

const PlayerRadar = lazy(() => import('./player-radar.tsx').then((m) => ({ default: m.PlayerRadar })));

const SKELETON_ROWS = 15;
const SKELETON_CELLS = 8;

interface LeaderboardTableProps {
  view: LeaderboardView;
  season: number | null;
  mode: StatMode;
  stats: readonly StatColumn[];
  sort: LeaderboardSort;
  onSort: (column: string) => void;
  page: LeaderboardPage | null;
  onPage: (page: number) => void;
  loading: boolean;
  leagueAverage: RadarValues | null;
  emptyText: ReactNode;
  /** Player rows get a tick box for /compare. */
  compare?: CompareSelection;
}

/** The ranked rows of one page; a player row opens its radar profile underneath. */
export function LeaderboardTable(props: LeaderboardTableProps) {
  const { view, season, mode, stats, sort, page, compare } = props;
  const columns = useMemo(() => {
    const built = buildLeaderboardColumns({ view, season, mode, stats });
    if (view !== 'players' || !compare) return built;
    // Right after the name, so a phone shows the tick box beside the (sticky) name without scrolling.
    const after = built.findIndex((column) => column.id === 'name') + 1;
    return [...built.slice(0, after), compareColumn(compare), ...built.slice(after)];
  }, [view, season, mode, stats, compare]);
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.column, desc: sort.direction === 'desc' }],
    [sort.column, sort.direction],
  );
  const noun = view === 'teams' ? 'teams' : 'players';
  const leagueAverage = props.leagueAverage;

  return (
    <DataTable<LeaderboardRow>
      caption={`Statistics leaderboard of ${noun}`}
      className={styles.board}
      columns={columns}
      data={page?.rows ?? []}
      getRowId={(row) => String(row.id)}
      sorting={sorting}
      manualSorting
      sortDescFirst
      onSortingChange={(next) => {
        const column = next[0]?.id;
        if (column) props.onSort(column);
      }}
      pagination={{ pageIndex: (page?.page ?? 1) - 1, pageSize: page?.pageSize ?? 25 }}
      manualPagination
      rowCount={page?.total ?? 0}
      onPaginationChange={(next) => props.onPage(next.pageIndex + 1)}
      renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} ${noun}`}
      paginationLabel="Leaderboard pages"
      singleExpand
      getRowCanExpand={(row) => row.original.kind === 'player'}
      getExpandLabel={(row) => `Per-set profile of ${row.original.name}`}
      renderExpanded={
        view === 'players' && leagueAverage
          ? (row) =>
              row.original.kind === 'player' ? (
                <Suspense fallback={<Skeleton height="280px" radius="md" />}>
                  <PlayerRadar player={row.original} leagueAverage={leagueAverage} />
                </Suspense>
              ) : null
          : undefined
      }
      loading={props.loading}
      skeletonRows={SKELETON_ROWS}
      skeletonCells={SKELETON_CELLS}
      emptyText={props.emptyText}
      density="compact"
      maxHeight="calc(100vh - var(--header-offset) - var(--space-6))"
    />
  );
}
