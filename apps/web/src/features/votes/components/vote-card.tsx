import { VOTE_KIND_LABELS } from '@league/shared/domain/votes';
import type { MyBallot, Vote } from '@league/shared/schemas/votes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useVisitorTimeZone } from '../../../components/ui/visitor-date.tsx';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTimeIn } from '../../../lib/format.ts';
import { useCastBallot } from '../api/votes-api.ts';
import { VoteResults } from './vote-results.tsx';
import styles from './votes.module.css';

interface VoteCardProps {
  vote: Vote;
  /** The caller's ballot in this vote, if any. */
  ballot: MyBallot | undefined;
  signedIn: boolean;
}

/**
 * One vote (docs/product/votes.md#pages): while open, its candidates to choose from (one vote, final) or the
 * caller's choice; once closed, its results.
 */
export function VoteCard({ vote, ballot, signedIn }: VoteCardProps) {
  const [choice, setChoice] = useState<number | null>(null);
  const cast = useCastBallot();
  const chosen = vote.candidates.find((c) => c.id === ballot?.candidateId);
  const timeZone = useVisitorTimeZone();
  const hydrated = useHydrated();
  const submit = () => {
    if (choice !== null) cast.mutate({ voteId: vote.id, body: { candidateId: choice } });
  };

  return (
    <article className={styles.card} aria-labelledby={`vote-${vote.id}`}>
      <h3 id={`vote-${vote.id}`} className={styles.cardTitle}>
        {vote.title}
      </h3>
      <p className={styles.meta}>
        {VOTE_KIND_LABELS[vote.kind]} · Season {vote.season.seasonNumber} ·{' '}
        {vote.closed ? 'Closed' : 'Closes'}{' '}
        <time dateTime={vote.closesAt}>{formatDateTimeIn(vote.closesAt, timeZone)}</time>
      </p>
      {vote.closed ? (
        <VoteResults vote={vote} />
      ) : chosen ? (
        <p>
          You voted for <strong>{chosen.name}</strong>. Results show when the vote closes.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className={styles.choices} disabled={!signedIn || cast.isPending}>
            <legend className={styles.meta}>One vote per member, and it is final.</legend>
            {vote.candidates.map((c) => (
              <label key={c.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`vote-${vote.id}`}
                  value={c.id}
                  checked={choice === c.id}
                  onChange={() => setChoice(c.id)}
                />
                {c.name}
                {c.clipUrl && (
                  <a href={c.clipUrl} target="_blank" rel="noopener noreferrer">
                    Watch the clip
                  </a>
                )}
              </label>
            ))}
          </fieldset>
          {signedIn ? (
            <Button type="submit" disabled={choice === null || cast.isPending}>
              {cast.isPending ? 'Voting…' : 'Vote'}
            </Button>
          ) : hydrated ? (
            // Once the browser knows nobody is signed in: the drawn page is the same for members.
            <p className={styles.meta}>
              <Link to={paths.login()}>Log in</Link> to vote.
            </p>
          ) : null}
          {cast.isError && (
            <p role="alert" className={styles.meta}>
              {errorMessage(cast.error)}
            </p>
          )}
        </form>
      )}
    </article>
  );
}
