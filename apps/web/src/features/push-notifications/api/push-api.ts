/**
 * Web Push (docs/product/follows.md#api): the site's key, this browser's subscription, a test push, and the
 * superadmins' delivery log.
 */
import type {
  PushDelivery,
  PushKey,
  PushSubscriptionRead,
  PushTestResult,
  SubscribeBody,
} from '@league/shared/schemas/push';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, listPath, pageWindow } from '../../../components/admin/portal-api.ts';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';

export const pushKeys = {
  all: ['push'] as const,
  deliveries: (params: { status: string; page: number }) => ['push', 'deliveries', params] as const,
};

/** How often the log looks again while it is open: states change as the worker sends. */
export const PUSH_DELIVERIES_REFRESH_MS = 3000;

export const fetchPushKey = () => api.get<PushKey>('/api/push/key');
export const saveSubscription = (body: SubscribeBody) =>
  api.post<PushSubscriptionRead>('/api/push/subscriptions', body);
export const removeSubscription = (endpoint: string) =>
  api.post<{ message: string }>('/api/push/subscriptions/remove', { endpoint });

export function useSendTestPush() {
  return useMutation({ mutationFn: () => api.post<PushTestResult>('/api/push/test') });
}

export const pushDeliveriesQueryOptions = (params: { status: string; page: number }) =>
  queryOptions({
    queryKey: pushKeys.deliveries(params),
    queryFn: ({ signal }): Promise<ListPage<PushDelivery>> =>
      apiGetPage<PushDelivery>(
        listPath('/api/push/deliveries', { status: params.status, ...pageWindow(params.page) }),
        signal,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: PUSH_DELIVERIES_REFRESH_MS,
  });

export function usePushDeliveries(params: { status: string; page: number }) {
  return useQuery(pushDeliveriesQueryOptions(params));
}

export function useRetryPushDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ message: string }>(`/api/push/deliveries/${id}/retry`, undefined),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pushKeys.all }),
  });
}
