/**
 * The chat webhooks and their deliveries (docs/product/chat-webhooks.md#api): fetchers, keys, query options
 * and hooks. Only superadmins reach these routes.
 */
import type {
  ChatDelivery,
  ChatTestResult,
  ChatWebhook,
  CreateChatWebhookBody,
  UpdateChatWebhookBody,
} from '@league/shared/schemas/chat';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost, listPath, pageWindow } from '../../../components/admin/portal-api.ts';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';

export interface DeliveryParams {
  /** '' for every state. */
  status: string;
  page: number;
}

export const chatWebhookKeys = {
  /** Everything below: what a new delivery (a post from another page) makes stale. */
  all: ['chat-webhooks'] as const,
  webhooks: ['chat-webhooks', 'webhooks'] as const,
  deliveries: ['chat-webhooks', 'deliveries'] as const,
  deliveryPage: (params: DeliveryParams) => ['chat-webhooks', 'deliveries', params] as const,
};

/** How often the deliveries table looks again while it is open: states change as the worker sends. */
export const DELIVERIES_REFRESH_MS = 3000;

export function fetchChatWebhooks(signal?: AbortSignal): Promise<ChatWebhook[]> {
  return api.get<ChatWebhook[]>('/api/chat-webhooks', signal);
}

export function fetchChatDeliveries(
  params: DeliveryParams,
  signal?: AbortSignal,
): Promise<ListPage<ChatDelivery>> {
  return apiGetPage<ChatDelivery>(
    listPath('/api/chat-deliveries', { status: params.status, ...pageWindow(params.page) }),
    signal,
  );
}

export const chatWebhooksQueryOptions = () =>
  queryOptions({ queryKey: chatWebhookKeys.webhooks, queryFn: ({ signal }) => fetchChatWebhooks(signal) });

export const chatDeliveriesQueryOptions = (params: DeliveryParams) =>
  queryOptions({
    queryKey: chatWebhookKeys.deliveryPage(params),
    queryFn: ({ signal }) => fetchChatDeliveries(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });

export function useChatWebhooks() {
  return useQuery(chatWebhooksQueryOptions());
}

export function useChatDeliveries(params: DeliveryParams) {
  return useQuery(chatDeliveriesQueryOptions(params));
}

function useInvalidateChat() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: chatWebhookKeys.all });
  };
}

export function useCreateChatWebhook() {
  const invalidate = useInvalidateChat();
  return useMutation({
    mutationFn: (body: CreateChatWebhookBody) => apiPost<ChatWebhook>('/api/chat-webhooks', body),
    onSuccess: invalidate,
  });
}

export function useUpdateChatWebhook(id: number) {
  const invalidate = useInvalidateChat();
  return useMutation({
    mutationFn: (body: UpdateChatWebhookBody) => apiPatch<ChatWebhook>(`/api/chat-webhooks/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteChatWebhook() {
  const invalidate = useInvalidateChat();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/chat-webhooks/${id}`),
    onSuccess: invalidate,
  });
}

export function useSendTestMessage() {
  return useMutation({
    mutationFn: (id: number) => apiPost<ChatTestResult>(`/api/chat-webhooks/${id}/test`, undefined),
  });
}

export function useRetryDelivery() {
  const invalidate = useInvalidateChat();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ message: string }>(`/api/chat-deliveries/${id}/retry`, undefined),
    onSuccess: invalidate,
  });
}
