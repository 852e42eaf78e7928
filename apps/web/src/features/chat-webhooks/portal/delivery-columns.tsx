import { CHAT_EVENT_LABELS, type DeliveryStatus } from '@league/shared/domain/chat-messages';
import type { ChatDelivery } from '@league/shared/schemas/chat';
import type { ColumnDef } from '@tanstack/react-table';
import { attemptsText, RetryDeliveryButton } from '../../../components/admin/retry-delivery-button.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useRetryDelivery } from '../api/chat-webhooks-api.ts';
import styles from './deliveries.module.css';

const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  pending: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Retry on a failed delivery: it gets its attempts again (docs/product/chat-webhooks.md#rules-and-constants). */
function RetryButton({ delivery }: { delivery: ChatDelivery }) {
  const retry = useRetryDelivery();
  if (delivery.status !== 'failed') return null;
  return <RetryDeliveryButton id={delivery.id} label={`Retry delivery ${delivery.id}`} retry={retry} />;
}

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

/** The deliveries table's columns (docs/product/chat-webhooks.md#pages). */
export const DELIVERY_COLUMNS: ColumnDef<ChatDelivery>[] = [
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
