import { matchTime } from '@league/shared/domain/chat-messages';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePickHistory } from '../api/pickem-api.ts';
import styles from './pickem-board.module.css';

/** A member's pick'em history on their profile (docs/product/pickem.md#history), newest first. */
export function PickHistorySection() {
  const history = usePickHistory();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!history.data) return null;
  const { rows, totalPoints, scored } = history.data;
  return (
    <section aria-labelledby="pick-history">
      <h2 id="pick-history">Pick'em</h2>
      {rows.length === 0 ? (
        <p>
          No picks yet: <Link to={paths.pickem()}>pick this week's matches</Link>.
        </p>
      ) : (
        <>
          <p data-testid="pick-history-total">
            {totalPoints} points from {scored} scored picks.{' '}
            <Link to={paths.pickem()}>This week's picks</Link>
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
          <section className={styles.scroll} aria-label="Your picks" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Match</th>
                  <th scope="col">Pick</th>
                  <th scope="col">Result</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.matchId}>
                    <th scope="row">
                      {r.team1Name} vs {r.team2Name}
                      <br />
                      <small>{matchTime(r.date, timeZone)}</small>
                    </th>
                    <td>
                      {r.winner === 'team1' ? r.team1Name : r.team2Name} {r.sets}
                    </td>
                    <td>
                      {r.team1Score !== null && r.team2Score !== null
                        ? `${r.team1Score}–${r.team2Score}`
                        : '–'}
                    </td>
                    <td>{r.points ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
