import { PICKEM_SCOPES, type PickemScope } from '@league/shared/domain/pickem-leaderboard';
import boardStyles from '../../../components/ui/play-board.module.css';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePickemLeaderboard } from '../api/pickem-api.ts';
import styles from './pickem-board.module.css';

const SCOPE_LABELS: Record<PickemScope, string> = { week: 'This week', season: 'Season', all: 'All time' };

interface PickemBoardProps {
  scope: PickemScope;
  week: string | null;
  onScope: (scope: PickemScope) => void;
}

/** The week's, the season's or the all-time board; the house (the model) is ranked among the members. */
export function PickemBoard({ scope, week, onScope }: PickemBoardProps) {
  const board = usePickemLeaderboard(scope, week);
  return (
    <Tabs
      label="Leaderboard"
      tabs={PICKEM_SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] }))}
      value={scope}
      onChange={onScope}
    >
      {board.isPending ? (
        <div aria-busy="true">
          <Skeleton height="12rem" />
        </div>
      ) : board.isError ? (
        <ErrorState message={errorMessage(board.error)} onRetry={() => void board.refetch()} />
      ) : board.data.rows.length === 0 ? (
        <EmptyState message="No scored picks yet: the board fills as matches finish." />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        <section className={boardStyles.scroll} aria-label="Pick'em leaderboard" tabIndex={0}>
          <table className={boardStyles.table} data-testid="pickem-board">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col">Points</th>
                <th scope="col">Picks</th>
                <th scope="col">Winners</th>
                <th scope="col">Exact</th>
              </tr>
            </thead>
            <tbody>
              {board.data.rows.map((row) => (
                <tr key={row.userId ?? 'house'} className={row.house ? styles.house : undefined}>
                  <td data-rank={row.rank <= 3 ? row.rank : undefined}>{row.rank}</td>
                  <th scope="row">{row.house ? `${row.name}` : row.name}</th>
                  <td>{row.points}</td>
                  <td>{row.picks}</td>
                  <td>{row.winners}</td>
                  <td>{row.exact}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Tabs>
  );
}
