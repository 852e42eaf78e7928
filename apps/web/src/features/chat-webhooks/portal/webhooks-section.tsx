import type { ChatWebhook } from '@league/shared/schemas/chat';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { LoadError } from '../../../components/admin/load-error.tsx';
import sectionStyles from '../../../components/admin/portal-section.module.css';
import { PortalNote, PortalSection } from '../../../components/admin/portal-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useChatWebhooks } from '../api/chat-webhooks-api.ts';
import { WebhookCard } from './webhook-card.tsx';
import { WebhookDialog } from './webhook-dialog.tsx';

/** The Settings page's Chat webhooks (docs/product/chat-webhooks.md#pages): the cards and Add Webhook. */
export function WebhooksSection() {
  const webhooks = useChatWebhooks();
  const [editing, setEditing] = useState<ChatWebhook | 'new' | null>(null);
  return (
    <PortalSection
      title="Chat webhooks"
      description="Results and news go to these Discord channels. Addresses are kept on the server and shown masked."
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" />
          Add Webhook
        </Button>
      }
    >
      {webhooks.isError ? (
        <LoadError
          text={statusFailureText(webhooks.error, LOGIN_REQUIRED.update)}
          onRetry={() => webhooks.refetch()}
        />
      ) : webhooks.data && webhooks.data.length === 0 ? (
        <PortalNote>No webhook yet: add one to post results and news to the chat.</PortalNote>
      ) : (
        <ul className={sectionStyles.cards} aria-busy={webhooks.isPending}>
          {(webhooks.data ?? []).map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onEdit={() => setEditing(webhook)} />
          ))}
        </ul>
      )}
      <WebhookDialog
        key={editing === null || editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        onClose={() => setEditing(null)}
        webhook={editing === null || editing === 'new' ? undefined : editing}
      />
    </PortalSection>
  );
}
