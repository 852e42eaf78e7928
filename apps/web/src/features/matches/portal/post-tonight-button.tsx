import { can } from '@league/shared/domain/permissions';
import type { TonightPostPreview } from '@league/shared/schemas/chat';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { useActor } from '../../../components/admin/portal-actor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { SETTINGS } from '../../../config/settings.ts';
import { useFetchTonightPreview, usePostTonight } from '../api/matches-admin-api.ts';
import { formatMatchTime } from '../schedule.ts';
import styles from './matches-admin-page.module.css';

/** The matches and the webhooks of the post, as the confirmation lists them. */
export function TonightPostDetails({ preview }: { preview: TonightPostPreview }) {
  const receiving = preview.webhooks.filter((w) => !w.posted);
  return (
    <div className={styles.postDetails}>
      <p>
        {preview.matches.length === 1 ? '1 match' : `${preview.matches.length} matches`} on {preview.day}:
      </p>
      <ul aria-label="Matches to post">
        {preview.matches.map((m) => (
          <li key={m.id}>
            {formatMatchTime(m.date, SETTINGS.timeZone)} · {m.team1Name} vs {m.team2Name} ({m.matchNumber})
          </li>
        ))}
      </ul>
      {preview.webhooks.length === 0 ? (
        <p>No webhook receives tonight's matches: nothing will be posted.</p>
      ) : (
        <>
          <p>
            {receiving.length === 0
              ? 'Every webhook already has this list: nothing new will be posted.'
              : `To ${receiving.length === 1 ? '1 webhook' : `${receiving.length} webhooks`}:`}
          </p>
          <ul aria-label="Webhooks">
            {preview.webhooks.map((w) => (
              <li key={w.name}>
                {w.name}
                {w.posted && ' (already posted)'}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * "Post tonight's matches" (docs/product/chat-webhooks.md#messages): today's scheduled matches to the chat,
 * only when staff ask, after a confirmation that lists the matches and the webhooks it posts to.
 */
export function PostTonightButton() {
  const post = usePostTonight();
  const fetchPreview = useFetchTonightPreview();
  const [reading, setReading] = useState(false);
  const confirm = useConfirm();
  const { showToast } = useToast();
  if (!can(useActor(), 'chat:post')) return null;
  const fail = (error: unknown) =>
    showToast(failureText(error, LOGIN_REQUIRED.update, 'Posting failed'), {
      tone: 'error',
      durationMs: 12_000,
    });
  const run = async () => {
    setReading(true);
    let preview: TonightPostPreview;
    try {
      preview = await fetchPreview();
    } catch (error) {
      fail(error);
      return;
    } finally {
      setReading(false);
    }
    if (preview.matches.length === 0) {
      showToast(`No scheduled matches today (${preview.day})`, { tone: 'info' });
      return;
    }
    const question = {
      message: "Post today's scheduled matches to the league's chat?",
      details: <TonightPostDetails preview={preview} />,
      confirmLabel: 'Post',
    };
    if (!(await confirm(question))) return;
    post.mutate(undefined, {
      onSuccess: (answer) => showToast(answer.message, { tone: answer.deliveries > 0 ? 'success' : 'info' }),
      onError: fail,
    });
  };
  return (
    <Button variant="secondary" onClick={run} disabled={post.isPending || reading}>
      <Megaphone size={18} aria-hidden="true" />
      Post tonight's matches
    </Button>
  );
}
