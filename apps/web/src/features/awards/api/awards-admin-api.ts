import type { AwardDetail, AwardSkinny } from '@league/shared/schemas/awards';
import type { CreateAwardBody, UpdateAwardBody } from '@league/shared/schemas/awards-admin';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { patchEntity } from '../../../components/admin/admin-request.ts';
import {
  apiDelete,
  apiPost,
  invalidateOtherQueries,
  listPath,
  pageWindow,
  updateCachedRow,
} from '../../../components/admin/portal-api.ts';
import { apiGetPage, type ListPage } from '../../../lib/api-client.ts';

export interface AdminAwardParams {
  /** A recipient's name fragment. */
  q: string;
  seasonNumber: number | null;
  type: string;
  page: number;
}

export const awardAdminKeys = {
  lists: ['awards', 'portal'] as const,
  list: (params: AdminAwardParams) => ['awards', 'portal', params] as const,
};

/**
 * The awards table's read with its filters: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function awardsAdminReadPath(
  params: AdminAwardParams,
  window?: ReturnType<typeof pageWindow>,
): string {
  return listPath('/api/awards/skinny', {
    q: params.q.trim(),
    seasonNumber: params.seasonNumber,
    type: params.type,
    ...window,
  });
}

/** One page of 10 awards with recipients and season, filtered by the server (GET /api/awards/skinny). */
export function fetchAdminAwards(
  params: AdminAwardParams,
  signal?: AbortSignal,
): Promise<ListPage<AwardSkinny>> {
  return apiGetPage<AwardSkinny>(awardsAdminReadPath(params, pageWindow(params.page)), signal);
}

export function useAdminAwards(params: AdminAwardParams) {
  return useQuery(
    queryOptions({
      queryKey: awardAdminKeys.list(params),
      queryFn: ({ signal }) => fetchAdminAwards(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The table's shape of the server's answer (the detail carries more than a row shows). */
export function toAwardRow(award: AwardDetail): AwardSkinny {
  return {
    id: award.id,
    type: award.type,
    description: award.description,
    imageUrl: award.imageUrl,
    createdAt: award.createdAt,
    seasonId: award.seasonId,
    season: award.season,
    players: award.players.map(({ id, name }) => ({ id, name })),
  };
}

export function useUpdateAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAwardBody }) =>
      patchEntity<AwardDetail>('awards', id, body),
    onSuccess: (award) => {
      updateCachedRow<AwardSkinny>(queryClient, awardAdminKeys.lists, award.id, () => toAwardRow(award));
      invalidateOtherQueries(queryClient, 'awards');
      void queryClient.invalidateQueries({ queryKey: ['players'] });
    },
  });
}

export function useCreateAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAwardBody) => apiPost<AwardDetail>('/api/awards/with-names', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['awards'] });
      void queryClient.invalidateQueries({ queryKey: ['counts'] });
    },
  });
}

export function useDeleteAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/awards/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['awards'] });
      void queryClient.invalidateQueries({ queryKey: ['counts'] });
    },
  });
}
