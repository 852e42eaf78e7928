import type { BracketChallengeRead } from '@league/shared/schemas/bracket-challenge';
import boardStyles from '../../../components/ui/play-board.module.css';
import { EmptyState } from '../../../components/ui/states.tsx';

/** The season's board: points from the slots decided so far, then slots right; ranks 1–3 in medal colours. */
export function BracketBoard({ rows }: { rows: BracketChallengeRead['leaderboard'] }) {
  if (rows.length === 0)
    return <EmptyState message="No scored brackets yet: the board fills as the playoff matches finish." />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className={boardStyles.scroll} aria-label="Bracket challenge leaderboard" tabIndex={0}>
      <table className={boardStyles.table} data-testid="bracket-board">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col">Points</th>
            <th scope="col">Right</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId}>
              <td data-rank={row.rank <= 3 ? row.rank : undefined}>{row.rank}</td>
              <th scope="row">{row.name}</th>
              <td>{row.points}</td>
              <td>{row.correct}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
