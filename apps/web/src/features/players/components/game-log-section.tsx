import { DEFAULT_GAME_LOG_SORT, GAME_LOG_PREVIEW } from '@league/shared/domain/player-game-log';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePlayerGameLog } from '../api/player-game-log-api.ts';
import styles from './game-log.module.css';
import { buildGameLogColumns } from './game-log-columns.tsx';

const PREVIEW_REQUEST = {
  season: null,
  stage: 'all',
  ...DEFAULT_GAME_LOG_SORT,
  page: 1,
  pageSize: GAME_LOG_PREVIEW,
} as const;

/** The player page's `Game log`: the last five games and a link to the full log (docs/product/players.md#game-log). */
export function GameLogSection({ playerId, playerName }: { playerId: number; playerName: string }) {
  const titleId = useId();
  const log = usePlayerGameLog(playerId, PREVIEW_REQUEST);
  const columns = useMemo(() => buildGameLogColumns(false), []);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Game log
        </h2>
        <Link to={paths.playerGameLog(playerId)} className={buttonClass('secondary', 'sm')}>
          Full game log
        </Link>
      </div>
      {log.isError ? (
        <ErrorState message={errorMessage(log.error)} onRetry={() => log.refetch()} />
      ) : (
        <DataTable
          caption={`Last ${GAME_LOG_PREVIEW} games of ${playerName}`}
          columns={columns}
          data={log.data?.items ?? []}
          getRowId={(row) => String(row.gameId)}
          enableSorting={false}
          loading={log.isPending}
          skeletonRows={GAME_LOG_PREVIEW}
          emptyText="No games found."
          density="compact"
        />
      )}
    </section>
  );
}
