import { DeliveryLogSection } from '../../../components/admin/delivery-log-section.tsx';
import { useChatDeliveries } from '../api/chat-webhooks-api.ts';
import { DELIVERY_COLUMNS } from './delivery-columns.tsx';

/**
 * The Settings page's Deliveries (docs/product/chat-webhooks.md#pages): every message, newest first, a page
 * at a time, filtered by state in the URL.
 */
export function DeliveriesSection() {
  return (
    <DeliveryLogSection
      title="Deliveries"
      description="Every message the chat should get, newest first. Failed ones can be tried again."
      params={{ status: 'status', page: 'page' }}
      useDeliveries={useChatDeliveries}
      columns={DELIVERY_COLUMNS}
      rows="deliveries"
      paginationLabel="Deliveries pages"
      emptyText="Nothing delivered yet."
    />
  );
}
