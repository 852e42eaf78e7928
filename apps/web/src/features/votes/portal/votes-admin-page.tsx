import { VOTE_KIND_LABELS } from '@league/shared/domain/votes';
import type { Vote } from '@league/shared/schemas/votes';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { PortalSection } from '../../../components/admin/portal-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCloseVote, useVotes } from '../api/votes-api.ts';
import { VoteResults } from '../components/vote-results.tsx';
import styles from '../components/votes.module.css';
import { CreateVoteDialog } from './create-vote-dialog.tsx';

function VoteRow({ vote }: { vote: Vote }) {
  const close = useCloseVote();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const closeNow = async () => {
    if (!(await confirm({ message: `Close ${vote.title} now? Its results show at once.` }))) return;
    close.mutate(vote.id, {
      onSuccess: () => showToast(`${vote.title} closed.`, { tone: 'success' }),
      onError: (error) =>
        showToast(failureText(error, LOGIN_REQUIRED.update, 'Close failed'), { tone: 'error' }),
    });
  };
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>{vote.title}</h3>
      <p className={styles.meta}>
        {VOTE_KIND_LABELS[vote.kind]} · Season {vote.season.seasonNumber} ·{' '}
        {vote.closed ? 'Closed' : 'Closes'} {formatDateTime(vote.closesAt)} ·{' '}
        {vote.candidates.map((c) => c.name).join(', ')}
      </p>
      {vote.closed ? (
        <VoteResults vote={vote} />
      ) : (
        <Button variant="secondary" onClick={() => void closeNow()} disabled={close.isPending}>
          Close now
        </Button>
      )}
    </article>
  );
}

/** Fan votes in the portal (docs/product/votes.md#the-portal-screen): open a vote, close one early. */
export function VotesAdminPage() {
  const [creating, setCreating] = useState(false);
  const votes = useVotes();
  return (
    <PortalPage
      title="Fan votes"
      description="Open a vote with its candidates and close time; results show once it closes."
      path={portalPath('votes')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus size={18} aria-hidden="true" />
          Open vote
        </Button>
      }
    >
      {votes.isError ? (
        <LoadError text="Failed to load the votes" onRetry={() => void votes.refetch()} />
      ) : (
        <>
          <PortalSection title="Open" description="Taking ballots; no count is shown until the close.">
            <div className={styles.grid}>
              {votes.data?.open.map((vote) => (
                <VoteRow key={vote.id} vote={vote} />
              ))}
            </div>
          </PortalSection>
          <PortalSection title="Closed" description="Newest first, with their results.">
            <div className={styles.grid}>
              {votes.data?.closed.map((vote) => (
                <VoteRow key={vote.id} vote={vote} />
              ))}
            </div>
          </PortalSection>
        </>
      )}
      <CreateVoteDialog open={creating} onClose={() => setCreating(false)} />
    </PortalPage>
  );
}
