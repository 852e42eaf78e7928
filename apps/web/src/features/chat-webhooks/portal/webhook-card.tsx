import { CHAT_EVENT_LABELS } from '@league/shared/domain/chat-messages';
import type { ChatWebhook } from '@league/shared/schemas/chat';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import { deleteFailureText, failureText, LOGIN_REQUIRED } from '../../../components/admin/failure-text.ts';
import sectionStyles from '../../../components/admin/portal-section.module.css';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteChatWebhook, useSendTestMessage } from '../api/chat-webhooks-api.ts';
import styles from './webhook-card.module.css';

/**
 * One webhook (docs/product/chat-webhooks.md#pages): its name, its masked address, its events, its role pings,
 * and Send test,
 * Edit and Delete (confirmed; its deliveries go with it).
 */
export function WebhookCard({ webhook, onEdit }: { webhook: ChatWebhook; onEdit: () => void }) {
  const test = useSendTestMessage();
  const remove = useDeleteChatWebhook();
  const confirm = useConfirm();
  const { showToast } = useToast();
  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: (answer) => showToast(answer.message, { tone: answer.ok ? 'success' : 'error' }),
      onError: (error) =>
        showToast(failureText(error, LOGIN_REQUIRED.update, 'Test failed'), { tone: 'error' }),
    });
  const deleteIt = async () => {
    if (
      !(await confirm({
        message: `Delete the webhook ${webhook.name}? Its deliveries go with it.`,
        tone: 'danger',
      }))
    )
      return;
    remove.mutate(webhook.id, {
      onSuccess: () => showToast(`Webhook ${webhook.name} deleted.`, { tone: 'success' }),
      onError: (error) => showToast(deleteFailureText(error), { tone: 'error' }),
    });
  };
  return (
    <li className={sectionStyles.card}>
      <div className={styles.text}>
        <h3 className={styles.title}>{webhook.name}</h3>
        <p className={styles.url}>{webhook.maskedUrl}</p>
        <ul className={styles.badges} aria-label="Events">
          {webhook.events.map((event) => (
            <li key={event}>
              <Badge tone="accent">{CHAT_EVENT_LABELS[event]}</Badge>
            </li>
          ))}
        </ul>
        {webhook.rolePings.length > 0 && (
          <ul className={styles.badges} aria-label="Role pings">
            {webhook.rolePings.map((ping) => (
              <li key={ping.team}>
                <Badge tone="neutral">
                  Pings role {ping.roleId} for {ping.team}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={sendTest} disabled={test.isPending}>
          <Send size={14} aria-hidden="true" />
          {test.isPending ? 'Sending…' : 'Send test'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${webhook.name}`}>
          <Pencil size={14} aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={deleteIt}
          disabled={remove.isPending}
          aria-label={`Delete ${webhook.name}`}
        >
          <Trash2 size={14} aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
