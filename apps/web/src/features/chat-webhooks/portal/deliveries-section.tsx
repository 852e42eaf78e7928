import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { DELIVERY_STATUS_OPTIONS, deliveryStatusOf } from '../../../components/admin/delivery-log.tsx';
import { LOGIN_REQUIRED, statusFailureText } from '../../../components/admin/failure-text.ts';
import { PortalSection } from '../../../components/admin/portal-section.tsx';
import { RESET_PAGE, useAdminPage, useClampPage } from '../../../components/admin/use-admin-list-params.ts';
import { FilterBar, SelectInput } from '../../../components/ui/filters.tsx';
import { useSearchParam } from '../../../hooks/use-search-param.ts';
import { useChatDeliveries } from '../api/chat-webhooks-api.ts';
import { DELIVERY_COLUMNS } from './delivery-columns.tsx';

/**
 * The Settings page's Deliveries (docs/product/chat-webhooks.md#pages): every message, newest first, a page
 * at a time, filtered by state in the URL.
 */
export function DeliveriesSection() {
  const [statusParam, setStatus] = useSearchParam('status', '', RESET_PAGE);
  const status = deliveryStatusOf(statusParam);
  const paging = useAdminPage();
  const deliveries = useChatDeliveries({ status, page: paging.page });
  useClampPage(paging, deliveries.data && !deliveries.isPlaceholderData ? deliveries.data.total : null);
  return (
    <PortalSection
      title="Deliveries"
      description="Every message the chat should get, newest first. Failed ones can be tried again."
    >
      <FilterBar label="Filter deliveries">
        <SelectInput label="State" value={status} onChange={setStatus} options={DELIVERY_STATUS_OPTIONS} />
      </FilterBar>
      <AdminTable
        query={deliveries}
        paging={paging}
        errorText={(error) => statusFailureText(error, LOGIN_REQUIRED.update)}
        caption="Deliveries"
        columns={DELIVERY_COLUMNS}
        getRowId={(d) => String(d.id)}
        striped={false}
        renderRange={({ from, to, total }) => `Showing ${from}-${to} of ${total} deliveries`}
        paginationLabel="Deliveries pages"
        emptyText="Nothing delivered yet."
      />
    </PortalSection>
  );
}
