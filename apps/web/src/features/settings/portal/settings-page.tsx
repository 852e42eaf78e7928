import {
  CHAT_EVENT_LABELS,
  DELIVERY_STATUSES,
  type DeliveryStatus,
} from '@league/shared/domain/chat-messages';
import { can } from '@league/shared/domain/permissions';
import type { ChatDelivery, ChatWebhook } from '@league/shared/schemas/chat';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/confirm-dialog.tsx';
import {
  deleteFailureText,
  failureText,
  LOGIN_REQUIRED,
  statusFailureText,
} from '../../../components/admin/failure-text.ts';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { useActor } from '../../../components/admin/portal-actor.ts';
import { PORTAL_PAGE_SIZE } from '../../../components/admin/portal-api.ts';
import { PortalPage } from '../../../components/admin/portal-page.tsx';
import { portalPath } from '../../../components/admin/portal-path.ts';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { ApiKeysSection } from '../../api-keys/portal/api-keys-section.tsx';
import {
  useChatDeliveries,
  useChatWebhooks,
  useDeleteChatWebhook,
  useRetryDelivery,
  useSendTestMessage,
} from '../api/chat-webhooks-api.ts';
import styles from './settings-page.module.css';
import { WebhookDialog } from './webhook-dialog.tsx';

export const SETTINGS_DENIED = 'Only superadmins can change the settings.';

const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  pending: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
};

const STATUS_OPTIONS = [
  { value: '', label: 'All states' },
  ...DELIVERY_STATUSES.map((status) => ({ value: status, label: status })),
];

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function RetryButton({ delivery }: { delivery: ChatDelivery }) {
  const retry = useRetryDelivery();
  const { showToast } = useToast();
  if (delivery.status !== 'failed') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={retry.isPending}
      aria-label={`Retry delivery ${delivery.id}`}
      onClick={() =>
        retry.mutate(delivery.id, {
          onSuccess: (answer) => showToast(answer.message, { tone: 'success' }),
          onError: (error) =>
            showToast(failureText(error, LOGIN_REQUIRED.update, 'Retry failed'), { tone: 'error' }),
        })
      }
    >
      <RotateCcw size={14} aria-hidden="true" />
      Retry
    </Button>
  );
}

const attemptsText = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/** The event, its state and its Retry in one cell, so a phone sees them without scrolling the table. */
function DeliveryCell({ delivery }: { delivery: ChatDelivery }) {
  return (
    <span className={styles.eventCell}>
      <span className={styles.eventTitle}>{delivery.title}</span>
      <span className={styles.muted}>
        {CHAT_EVENT_LABELS[delivery.event]} · {delivery.webhookName}
      </span>
      <span className={styles.stateLine}>
        <Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge>
        <span className={styles.muted}>{attemptsText(delivery.attempts)}</span>
        <RetryButton delivery={delivery} />
      </span>
    </span>
  );
}

const columns: ColumnDef<ChatDelivery>[] = [
  { id: 'event', header: 'Delivery', cell: ({ row }) => <DeliveryCell delivery={row.original} /> },
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => {
      const d = row.original;
      if (d.sentAt) return `Sent ${when(d.sentAt)}`;
      if (d.nextAttemptAt) return `Next try ${when(d.nextAttemptAt)}`;
      return `Since ${when(d.createdAt)}`;
    },
  },
  {
    id: 'lastError',
    header: 'Last error',
    cell: ({ row }) => (
      <span className={styles.error} title={row.original.lastError ?? undefined}>
        {row.original.lastError ?? '–'}
      </span>
    ),
  },
];

function WebhookCard({ webhook, onEdit }: { webhook: ChatWebhook; onEdit: () => void }) {
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
    <li className={styles.card}>
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>{webhook.name}</h3>
        <p className={styles.url}>{webhook.maskedUrl}</p>
        <ul className={styles.badges} aria-label="Events">
          {webhook.events.map((event) => (
            <li key={event}>
              <Badge tone="accent">{CHAT_EVENT_LABELS[event]}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.cardActions}>
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

function Deliveries() {
  const [statusParam, setStatus] = useSearchParam('status', '', RESET_PAGE);
  const status = (DELIVERY_STATUSES as readonly string[]).includes(statusParam) ? statusParam : '';
  const paging = useAdminPage();
  const deliveries = useChatDeliveries({ status, page: paging.page });
  useClampPage(paging, deliveries.data && !deliveries.isPlaceholderData ? deliveries.data.total : null);
  return (
    <section className={styles.section} aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className={styles.sectionTitle}>
        Deliveries
      </h2>
      <p className={styles.muted}>
        Every message the chat should get, newest first. Failed ones can be tried again.
      </p>
      <FilterBar label="Filter deliveries">
        <SelectInput label="State" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </FilterBar>
      {deliveries.isError ? (
        <LoadError
          text={statusFailureText(deliveries.error, LOGIN_REQUIRED.update)}
          onRetry={() => deliveries.refetch()}
        />
      ) : (
        <DataTable
          caption="Deliveries"
          columns={columns}
          data={deliveries.data?.items ?? []}
          getRowId={(d) => String(d.id)}
          loading={deliveries.isPending}
          skeletonRows={PORTAL_PAGE_SIZE}
          enableSorting={false}
          density="compact"
          striped={false}
          manualPagination
          rowCount={deliveries.data?.total ?? 0}
          pagination={paging.pagination}
          onPaginationChange={paging.onPaginationChange}
          renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} deliveries`}
          paginationLabel="Deliveries pages"
          emptyText="Nothing delivered yet."
        />
      )}
    </section>
  );
}

function Webhooks() {
  const webhooks = useChatWebhooks();
  const [editing, setEditing] = useState<ChatWebhook | 'new' | null>(null);
  return (
    <section className={styles.section} aria-labelledby="webhooks-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="webhooks-title" className={styles.sectionTitle}>
            Chat webhooks
          </h2>
          <p className={styles.muted}>
            Results and news go to these Discord channels. Addresses are kept on the server and shown masked.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" />
          Add Webhook
        </Button>
      </div>
      {webhooks.isError ? (
        <LoadError
          text={statusFailureText(webhooks.error, LOGIN_REQUIRED.update)}
          onRetry={() => webhooks.refetch()}
        />
      ) : webhooks.data && webhooks.data.length === 0 ? (
        <p className={styles.empty}>No webhook yet: add one to post results and news to the chat.</p>
      ) : (
        <ul className={styles.cards} aria-busy={webhooks.isPending}>
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
    </section>
  );
}

/**
 * Settings (docs/product/chat-webhooks.md#pages): the chat webhooks and the state of every delivery.
 * Superadmins only; the server refuses everyone else.
 */
export function SettingsPage() {
  const allowed = can(useActor(), 'settings:manage');
  return (
    <PortalPage
      title="Settings"
      description="The keys game servers send results with, where the league's results and news are posted, and how each delivery went."
      path={portalPath('settings')}
    >
      {allowed ? (
        <>
          <ApiKeysSection />
          <Webhooks />
          <Deliveries />
        </>
      ) : (
        <p className={styles.empty}>{SETTINGS_DENIED}</p>
      )}
    </PortalPage>
  );
}
