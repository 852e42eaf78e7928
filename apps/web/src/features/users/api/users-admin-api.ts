import type { Role } from '@league/shared/domain/league';
import type { UserSummary } from '@league/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTAL_KEY, useAdminTablePage } from '../../../components/admin/admin-mutations.ts';
import {
  apiPatch,
  listPath,
  type pageWindow,
  updateCachedRow,
} from '../../../components/admin/portal-api.ts';

export interface UserListParams {
  q: string;
  role: string;
  page: number;
}

/**
 * The users table's read with its filters: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function usersAdminReadPath(params: UserListParams, window?: ReturnType<typeof pageWindow>): string {
  return listPath('/api/users', { q: params.q.trim(), role: params.role, ...window });
}

/** One page of 10 users, searched and filtered by the server (GET /api/users, admin). */
export function useUsersPage(params: UserListParams) {
  return useAdminTablePage<UserSummary, UserListParams>('users', params, usersAdminReadPath);
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
      updateCachedRow<UserSummary>(queryClient, ['users', PORTAL_KEY], user.id, (row) => ({
        ...row,
        ...user,
      }));
    },
  });
}
