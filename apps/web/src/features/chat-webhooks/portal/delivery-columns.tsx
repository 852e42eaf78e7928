import { CHAT_EVENT_LABELS } from '@league/shared/domain/chat-messages';
import type { ChatDelivery } from '@league/shared/schemas/chat';
import { deliveryColumns } from '../../../components/admin/delivery-log.tsx';
import { RetryDeliveryButton } from '../../../components/admin/retry-delivery-button.tsx';
import { useRetryDelivery } from '../api/chat-webhooks-api.ts';

/** Retry on a failed delivery: it gets its attempts again (docs/product/chat-webhooks.md#rules-and-constants). */
function RetryButton({ delivery }: { delivery: ChatDelivery }) {
  const retry = useRetryDelivery();
  if (delivery.status !== 'failed') return null;
  return <RetryDeliveryButton id={delivery.id} label={`Retry delivery ${delivery.id}`} retry={retry} />;
}

/** The deliveries table's columns (docs/product/chat-webhooks.md#pages). */
export const DELIVERY_COLUMNS = deliveryColumns<ChatDelivery>({
  header: 'Delivery',
  title: (delivery) => delivery.title,
  detail: (delivery) => `${CHAT_EVENT_LABELS[delivery.event]} · ${delivery.webhookName}`,
  retry: (delivery) => <RetryButton delivery={delivery} />,
  due: 'Next try',
});
