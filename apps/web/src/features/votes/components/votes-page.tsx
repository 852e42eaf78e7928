import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyBallots, useVotes } from '../api/votes-api.ts';
import { VoteCard } from './vote-card.tsx';
import styles from './votes.module.css';

/**
 * `/votes` (docs/product/votes.md#pages): the open votes to vote in, and the closed ones with their results.
 * Counts never reach the browser before a vote closes, so the page has nothing to hide.
 */
export function VotesPage() {
  const { token } = useSession();
  const votes = useVotes();
  const ballots = useMyBallots();
  const ballotOf = (voteId: number) => ballots.data?.find((b) => b.voteId === voteId);

  return (
    <>
      <PageMeta page="votes" />
      <PageHeader
        eyebrow="Have your say"
        title="Fan votes"
        lead="Vote for the season MVP, the team of the season and the play of the week. One vote per member, final; the results show when each vote closes, beside the staff's own awards."
      />
      <div className={styles.page}>
        {votes.isPending ? (
          <Skeleton height="12rem" />
        ) : votes.isError ? (
          <ErrorState message={errorMessage(votes.error)} onRetry={() => void votes.refetch()} />
        ) : (
          <>
            <section aria-labelledby="open-votes">
              <h2 id="open-votes">Open votes</h2>
              {votes.data.open.length === 0 ? (
                <EmptyState message="No vote is open right now." />
              ) : (
                <div className={styles.grid}>
                  {votes.data.open.map((vote) => (
                    <VoteCard
                      key={vote.id}
                      vote={vote}
                      ballot={ballotOf(vote.id)}
                      signedIn={Boolean(token)}
                    />
                  ))}
                </div>
              )}
            </section>
            <section aria-labelledby="closed-votes">
              <h2 id="closed-votes">Results</h2>
              {votes.data.closed.length === 0 ? (
                <EmptyState message="No vote has closed yet." />
              ) : (
                <div className={styles.grid}>
                  {votes.data.closed.map((vote) => (
                    <VoteCard
                      key={vote.id}
                      vote={vote}
                      ballot={ballotOf(vote.id)}
                      signedIn={Boolean(token)}
                    />
                  ))}
                </div>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
