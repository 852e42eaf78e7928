import type { Vote } from '@league/shared/schemas/votes';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageMeta } from '../../../components/ui/page-meta.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyBallots, useVotes } from '../api/votes-api.ts';
import { VoteCard } from './vote-card.tsx';
import styles from './votes.module.css';

/** One titled list of vote cards, or its empty line. */
function VoteSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children.length === 0 ? <EmptyState message={empty} /> : <div className={styles.grid}>{children}</div>}
    </section>
  );
}

/**
 * `/votes` (docs/product/votes.md#pages): the open votes to vote in, and the closed ones with their results.
 * Counts never reach the browser before a vote closes, so the page has nothing to hide.
 */
export function VotesPage() {
  const { token } = useSession();
  const votes = useVotes(null);
  const ballots = useMyBallots();
  const card = (vote: Vote) => (
    <VoteCard
      key={vote.id}
      vote={vote}
      ballot={ballots.data?.find((b) => b.voteId === vote.id)}
      signedIn={Boolean(token)}
    />
  );

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
          <div aria-busy="true">
            <Skeleton height="12rem" />
          </div>
        ) : votes.isError ? (
          <ErrorState message={errorMessage(votes.error)} onRetry={() => void votes.refetch()} />
        ) : (
          <>
            <VoteSection id="open-votes" title="Open votes" empty="No vote is open right now.">
              {votes.data.open.map(card)}
            </VoteSection>
            <VoteSection id="closed-votes" title="Results" empty="No vote has closed yet.">
              {votes.data.closed.map(card)}
            </VoteSection>
          </>
        )}
      </div>
    </>
  );
}
