import { parsePositiveInt } from '@league/shared/domain/list-filters';
import {
  GAME_LOG_PAGE_SIZE,
  type GameLogSort,
  isGameLogSort,
  nextGameLogSort,
} from '@league/shared/domain/player-game-log';
import { STAGE_FILTER_OPTIONS, type StageFilter } from '@league/shared/domain/stages';
import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { playerGameLogReadUrl, usePlayerGameLog } from '../api/player-game-log-api.ts';
import { usePlayer } from '../api/players-api.ts';
import { useGameLogState } from '../use-game-log-state.ts';
import styles from './game-log.module.css';
import { buildGameLogColumns } from './game-log-columns.tsx';

/**
 * The full game log (docs/product/players.md#game-log): season and round filters, sortable date and stat
 * columns, 25 games a page; the whole state is in the URL.
 */
export function GameLogPage() {
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId);
  const [state, update] = useGameLogState();
  const player = usePlayer(id);
  const log = usePlayerGameLog(id, { ...state, pageSize: GAME_LOG_PAGE_SIZE });
  const columns = useMemo(() => buildGameLogColumns(true), []);
  const sorting = useMemo<SortingState>(() => [{ id: state.sort, desc: state.dir === 'desc' }], [state]);
  const seasons = useMemo(() => {
    const numbers = new Set((player.data?.stats ?? []).map((line) => line.game.seasonNumber));
    return [...numbers].sort((a, b) => b - a);
  }, [player.data]);

  const notFound = id === null || (player.error instanceof ApiError && player.error.status === 404) || false;
  if (notFound) {
    return (
      <>
        <PageMeta page="playerGameLog" />
        <EmptyState
          message="No player found."
          action={
            <Link to={paths.players()} className={buttonClass('secondary')}>
              Back to players
            </Link>
          }
        />
      </>
    );
  }
  const name = player.data?.name ?? 'Player';
  const seasonOptions = [
    { value: '', label: 'All seasons' },
    ...seasons.map((n) => ({ value: String(n), label: `Season ${n}` })),
  ];
  // A season from the URL that the player has no games in still shows as chosen.
  if (state.season !== null && !seasons.includes(state.season)) {
    seasonOptions.push({ value: String(state.season), label: `Season ${state.season}` });
  }

  return (
    <div className={styles.page}>
      {/* The catalogue's fixed text, as the server writes it for crawlers (the heading names the player). */}
      <PageMeta page="playerGameLog" />
      <PageHeader
        eyebrow="Game log"
        title={name}
        lead="Every game from the player's side: result, set score, opponent and the stat line."
        actions={
          <>
            <ExportMenu
              readUrl={playerGameLogReadUrl(id, { ...state, pageSize: GAME_LOG_PAGE_SIZE })}
              what="the game log"
              align="end"
            />
            <Link to={paths.player(id)} className={buttonClass('secondary')}>
              Back to player
            </Link>
          </>
        }
      />
      <FilterBar label="Game log filters" share>
        <SelectInput
          label="Season"
          value={state.season === null ? '' : String(state.season)}
          onChange={(value) => update({ season: parsePositiveInt(value) })}
          options={seasonOptions}
        />
        <SelectInput
          label="Round"
          value={state.stage}
          onChange={(value) => update({ stage: value as StageFilter })}
          options={STAGE_FILTER_OPTIONS}
        />
      </FilterBar>
      {log.isError ? (
        <ErrorState message={errorMessage(log.error)} onRetry={() => log.refetch()} />
      ) : (
        <DataTable
          caption={`Game log of ${name}`}
          columns={columns}
          data={log.data?.items ?? []}
          getRowId={(row) => String(row.gameId)}
          sorting={sorting}
          manualSorting
          sortDescFirst
          onSortingChange={(next) => {
            const column = next[0]?.id ?? state.sort;
            if (isGameLogSort(column)) update(nextGameLogSort(state, column as GameLogSort));
          }}
          pagination={{ pageIndex: state.page - 1, pageSize: GAME_LOG_PAGE_SIZE }}
          manualPagination
          rowCount={log.data?.total ?? 0}
          onPaginationChange={(next) => update({ page: next.pageIndex + 1 })}
          renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} games`}
          paginationLabel="Game log pages"
          loading={log.isPending}
          skeletonRows={10}
          emptyText="No games found."
          density="compact"
        />
      )}
    </div>
  );
}
