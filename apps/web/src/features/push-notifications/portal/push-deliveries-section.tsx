import { PUSH_EVENT_LABELS, type PushEventKind } from '@league/shared/domain/push-messages';
import type { PushDelivery } from '@league/shared/schemas/push';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import {
  DELIVERY_STATUS_OPTIONS,
  deliveryColumns,
  deliveryStatusOf,
} from '../../../components/admin/delivery-log.tsx';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { PortalSection } from '../../../components/admin/portal-section.tsx';
import { RetryDeliveryButton } from '../../../components/admin/retry-delivery-button.tsx';
import { useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
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
  const [statusParam, setStatus] = useSearchParam('pushStatus', '', ['pushPage']);
  const status = deliveryStatusOf(statusParam);
  const paging = useAdminPage('pushPage');
  const deliveries = usePushDeliveries({ status, page: paging.page });
  useClampPage(paging, deliveries.data && !deliveries.isPlaceholderData ? deliveries.data.total : null);
  return (
    <PortalSection
      title="Push notifications"
      description="Every notification for the members' browsers, newest first: reminders wait until their time. A browser that expired is removed; failed ones can be tried again."
    >
      <FilterBar label="Filter push notifications">
        <SelectInput label="State" value={status} onChange={setStatus} options={DELIVERY_STATUS_OPTIONS} />
      </FilterBar>
      <AdminTable
        query={deliveries}
        paging={paging}
        errorText={(error) => statusFailureText(error, LOGIN_REQUIRED.update)}
        caption="Push notifications"
        columns={columns}
        getRowId={(d) => String(d.id)}
        striped={false}
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} notifications`}
        paginationLabel="Push notification pages"
        emptyText="No notification yet."
      />
    </PortalSection>
  );
}
