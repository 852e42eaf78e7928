import { DELIVERY_STATUSES, type DeliveryStatus } from '@league/shared/domain/chat-messages';
import { PUSH_EVENT_LABELS, type PushEventKind } from '@league/shared/domain/push-messages';
import type { PushDelivery } from '@league/shared/schemas/push';
import type { ColumnDef } from '@tanstack/react-table';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { LoadError } from '../../../components/admin/load-error.tsx';
import { PORTAL_PAGE_SIZE } from '../../../components/admin/portal-api.ts';
import { attemptsText, RetryDeliveryButton } from '../../../components/admin/retry-delivery-button.tsx';
import { useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { usePushDeliveries, useRetryPushDelivery } from '../api/push-api.ts';
import styles from './push-deliveries-section.module.css';

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

function RetryButton({ delivery }: { delivery: PushDelivery }) {
  const retry = useRetryPushDelivery();
  if (delivery.status !== 'failed' || delivery.service === null) return null;
  return <RetryDeliveryButton id={delivery.id} label={`Retry push delivery ${delivery.id}`} retry={retry} />;
}

function DeliveryCell({ delivery }: { delivery: PushDelivery }) {
  return (
    <span className={styles.eventCell}>
      <span className={styles.eventTitle}>{delivery.title}</span>
      <span className={styles.muted}>
        {PUSH_EVENT_LABELS[delivery.event as PushEventKind]} · {delivery.username ?? 'account gone'} ·{' '}
        {delivery.service ?? 'browser removed'}
      </span>
      <span className={styles.stateLine}>
        <Badge tone={STATUS_TONES[delivery.status]}>{delivery.status}</Badge>
        <span className={styles.muted}>{attemptsText(delivery.attempts)}</span>
        <RetryButton delivery={delivery} />
      </span>
    </span>
  );
}

const columns: ColumnDef<PushDelivery>[] = [
  { id: 'event', header: 'Notification', cell: ({ row }) => <DeliveryCell delivery={row.original} /> },
  {
    id: 'when',
    header: 'When',
    cell: ({ row }) => {
      const d = row.original;
      if (d.sentAt) return `Sent ${when(d.sentAt)}`;
      if (d.nextAttemptAt) return `Due ${when(d.nextAttemptAt)}`;
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

/**
 * The Settings page's push log (docs/product/follows.md#pages): every notification for every member's
 * browser, newest first, with its state; a failed one can be tried again. Superadmins only.
 */
export function PushDeliveriesSection() {
  const [statusParam, setStatus] = useSearchParam('pushStatus', '', ['pushPage']);
  const status = (DELIVERY_STATUSES as readonly string[]).includes(statusParam) ? statusParam : '';
  const paging = useAdminPage('pushPage');
  const deliveries = usePushDeliveries({ status, page: paging.page });
  useClampPage(paging, deliveries.data && !deliveries.isPlaceholderData ? deliveries.data.total : null);
  return (
    <section className={styles.section} aria-labelledby="push-deliveries-title">
      <h2 id="push-deliveries-title" className={styles.sectionTitle}>
        Push notifications
      </h2>
      <p className={styles.muted}>
        Every notification for the members' browsers, newest first: reminders wait until their time. A browser
        that expired is removed; failed ones can be tried again.
      </p>
      <FilterBar label="Filter push notifications">
        <SelectInput label="State" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </FilterBar>
      {deliveries.isError ? (
        <LoadError
          text={statusFailureText(deliveries.error, LOGIN_REQUIRED.update)}
          onRetry={() => deliveries.refetch()}
        />
      ) : (
        <DataTable
          caption="Push notifications"
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
          renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} notifications`}
          paginationLabel="Push notification pages"
          emptyText="No notification yet."
        />
      )}
    </section>
  );
}
