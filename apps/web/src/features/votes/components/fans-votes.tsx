import { VOTE_KIND_LABELS } from '@league/shared/domain/votes';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useVotes } from '../api/votes-api.ts';
import { fansChoice } from './vote-results.tsx';
import styles from './votes.module.css';

/**
 * "Fans' vote" beside the staff's awards (docs/product/votes.md#beside-the-awards): the fans' choice of each
 * closed vote of a season (of every season without one). Its own section, never in place of an award; nothing
 * at all while no vote of the season has closed.
 */
export function FansVotes({ seasonNumber }: { seasonNumber: number | null }) {
  const votes = useVotes(seasonNumber);
  const closed = (votes.data?.closed ?? []).filter((vote) => fansChoice(vote) !== null);
  if (closed.length === 0) return null;
  return (
    <section aria-labelledby="fans-vote-heading" className={styles.fans}>
      <h2 id="fans-vote-heading">Fans' vote</h2>
      <ul>
        {closed.map((vote) => {
          const top = vote.results?.rows[0];
          return (
            <li key={vote.id}>
              {VOTE_KIND_LABELS[vote.kind]}, season {vote.season.seasonNumber}:{' '}
              <strong>{fansChoice(vote)}</strong>
              {top && ` (${top.percent}% of ${vote.results?.total} votes)`}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={paths.votes()}>All fan votes</Link>
      </p>
    </section>
  );
}
