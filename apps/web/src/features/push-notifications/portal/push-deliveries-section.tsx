import { PUSH_EVENT_LABELS, type PushEventKind } from '@league/shared/domain/push-messages';
import type { PushDelivery } from '@league/shared/schemas/push';
import { deliveryColumns } from '../../../components/admin/delivery-log.tsx';
import { DeliveryLogSection } from '../../../components/admin/delivery-log-section.tsx';
import { RetryDeliveryButton } from '../../../components/admin/retry-delivery-button.tsx';
import { usePushDeliveries, useRetryPushDelivery } from '../api/push-api.ts';

function RetryButton({ delivery }: { delivery: PushDelivery }) {
  const retry = useRetryPushDelivery();
  if (delivery.status !== 'failed' || delivery.service === null) return null;
  return <RetryDeliveryButton id={delivery.id} label={`Retry push delivery ${delivery.id}`} retry={retry} />;
}

const columns = deliveryColumns<PushDelivery>({
  header: 'Notification',
  title: (delivery) => delivery.title,
  detail: (delivery) =>
    `${PUSH_EVENT_LABELS[delivery.event as PushEventKind]} · ${delivery.username ?? 'account gone'} · ` +
    (delivery.service ?? 'browser removed'),
  retry: (delivery) => <RetryButton delivery={delivery} />,
  due: 'Due',
});

/**
 * The Settings page's push log (docs/product/follows.md#pages): every notification for every member's
 * browser, newest first, with its state; a failed one can be tried again. Superadmins only.
 */
export function PushDeliveriesSection() {
  return (
    <DeliveryLogSection
      title="Push notifications"
      description="Every notification for the members' browsers, newest first: reminders wait until their time. A browser that expired is removed; failed ones can be tried again."
      params={{ status: 'pushStatus', page: 'pushPage' }}
      useDeliveries={usePushDeliveries}
      columns={columns}
      rows="notifications"
      paginationLabel="Push notification pages"
      emptyText="No notification yet."
    />
  );
}
