/**
 * League API keys on the Settings page (docs/product/live.md#game-server-keys): the list (never the keys
 * themselves), a new key (the only answer that holds it) and a revocation. Superadmins only.
 */
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@league/shared/schemas/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../components/admin/portal-api.ts';
import { api } from '../../../lib/api-client.ts';

export const apiKeyKeys = { all: ['api-keys'] as const };

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => api.get<ApiKey[]>('/api/api-keys', signal),
  });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

/** Makes a key; `onCreated` gets the answer, the only one that holds the key. */
export function useCreateApiKey(onCreated: (key: CreatedApiKey) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => apiPost<CreatedApiKey>('/api/api-keys', body),
    onSuccess: (key) => {
      onCreated(key);
      void client.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<ApiKey>(`/api/api-keys/${id}/revoke`, undefined),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
