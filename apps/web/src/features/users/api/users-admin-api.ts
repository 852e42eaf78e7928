import type { Role } from '@league/shared/domain/league';
import type { UserSummary } from '@league/shared/schemas/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPatch, listPath, pageWindow, updateCachedRow } from '../../../components/admin/portal-api.ts';
import { apiGetPage, type ListPage } from '../../../lib/api-client.ts';

export interface UserListParams {
  q: string;
  role: string;
  page: number;
}

export const userAdminKeys = {
  lists: ['users', 'portal'] as const,
  list: (params: UserListParams) => ['users', 'portal', params] as const,
};

/**
 * The users table's read with its filters: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function usersAdminReadPath(params: UserListParams, window?: ReturnType<typeof pageWindow>): string {
  return listPath('/api/users', { q: params.q.trim(), role: params.role, ...window });
}

/** One page of 10 users, searched and filtered by the server (GET /api/users, admin). */
export function fetchUsersPage(params: UserListParams, signal?: AbortSignal): Promise<ListPage<UserSummary>> {
  return apiGetPage<UserSummary>(usersAdminReadPath(params, pageWindow(params.page)), signal);
}

export const usersPageQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: userAdminKeys.list(params),
    queryFn: ({ signal }) => fetchUsersPage(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsersPage(params: UserListParams) {
  return useQuery(usersPageQueryOptions(params));
}

export function changeUserRole(id: number, role: Role): Promise<UserSummary> {
  return apiPatch<UserSummary>(`/api/admin/users/${id}/role`, { role });
}

/** PATCH /api/admin/users/{id}/role; the row takes the server's answer. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => changeUserRole(id, role),
    onSuccess: (user) => {
      updateCachedRow<UserSummary>(queryClient, userAdminKeys.lists, user.id, (row) => ({ ...row, ...user }));
    },
  });
}
