import type { DeliveryStatus } from '@league/shared/domain/chat-messages';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import styles from './delivery-log.module.css';
import { attemptsText } from './retry-delivery-button.tsx';

/** A delivery of the outbox (a chat post, a push), as both staff logs list it. */
export interface DeliveryRow {
  id: number;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

const STATUS_TONES: Record<DeliveryStatus, BadgeTone> = {
  pending: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

interface DeliveryColumnsOptions<T extends DeliveryRow> {
  /** The first column's header: what one delivery is ('Delivery', 'Notification'). */
  header: string;
  title: (row: T) => string;
  /** The muted line under the title: what and for whom. */
  detail: (row: T) => ReactNode;
  /** The Retry of a failed delivery (or nothing). */
  retry: (row: T) => ReactNode;
  /** The words before the next attempt's time ('Next try', 'Due'). */
  due: string;
}

/**
 * The columns of a staff delivery log (the chat's posts, docs/product/chat-webhooks.md#pages; the pushes,
 * docs/product/follows.md#pages): the delivery with its state and Retry in one cell, so a phone sees them
 * without scrolling the table; when; the last error.
 */
export function deliveryColumns<T extends DeliveryRow>(options: DeliveryColumnsOptions<T>): ColumnDef<T>[] {
  return [
    {
      id: 'event',
      header: options.header,
      cell: ({ row }) => (
        <span className={styles.eventCell}>
          <span className={styles.eventTitle}>{options.title(row.original)}</span>
          <span className={styles.muted}>{options.detail(row.original)}</span>
          <span className={styles.stateLine}>
            <Badge tone={STATUS_TONES[row.original.status]}>{row.original.status}</Badge>
            <span className={styles.muted}>{attemptsText(row.original.attempts)}</span>
            {options.retry(row.original)}
          </span>
        </span>
      ),
    },
    {
      id: 'when',
      header: 'When',
      cell: ({ row }) => {
        const d = row.original;
        if (d.sentAt) return `Sent ${when(d.sentAt)}`;
        if (d.nextAttemptAt) return `${options.due} ${when(d.nextAttemptAt)}`;
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
}
