import type { AwardDetail, AwardSkinny } from '@league/shared/schemas/awards';
import type { CreateAwardBody, UpdateAwardBody } from '@league/shared/schemas/awards-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useAdminDelete,
  useAdminTablePage,
  useAdminUpdate,
} from '../../../components/admin/admin-mutations.ts';
import { apiPost, listPath, type pageWindow } from '../../../components/admin/portal-api.ts';

export interface AdminAwardParams {
  /** A recipient's name fragment. */
  q: string;
  seasonNumber: number | null;
  type: string;
  page: number;
}

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
export function useAdminAwards(params: AdminAwardParams) {
  return useAdminTablePage<AwardSkinny, AdminAwardParams>('awards', params, awardsAdminReadPath);
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

/** The row takes the answer; the players' pages show their awards, so they reload too. */
export function useUpdateAward() {
  return useAdminUpdate<AwardDetail, AwardSkinny, UpdateAwardBody>('awards', toAwardRow, ['players']);
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
  return useAdminDelete('awards', ['counts']);
}
