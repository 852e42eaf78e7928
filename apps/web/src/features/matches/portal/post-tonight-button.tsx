import { can } from '@league/shared/domain/permissions';
import { Megaphone } from 'lucide-react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import { useActor } from '../../../components/admin/portal-actor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { usePostTonight } from '../api/matches-admin-api.ts';

/**
 * "Post tonight's matches" (docs/product/chat-webhooks.md#messages): today's scheduled matches to the chat,
 * only when staff ask, after a confirmation.
 */
export function PostTonightButton() {
  const post = usePostTonight();
  const confirm = useConfirm();
  const { showToast } = useToast();
  if (!can(useActor(), 'chat:post')) return null;
  const run = async () => {
    if (!(await confirm({ message: "Post today's scheduled matches to the league's chat?" }))) return;
    post.mutate(undefined, {
      onSuccess: (answer) => showToast(answer.message, { tone: answer.deliveries > 0 ? 'success' : 'info' }),
      onError: (error) =>
        showToast(failureText(error, LOGIN_REQUIRED.update, 'Posting failed'), {
          tone: 'error',
          durationMs: 12_000,
        }),
    });
  };
  return (
    <Button variant="secondary" onClick={run} disabled={post.isPending}>
      <Megaphone size={18} aria-hidden="true" />
      Post tonight's matches
    </Button>
  );
}
