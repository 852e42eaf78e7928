import type { Season, SeasonDetail } from '@league/shared/schemas/seasons';
import type { CreateSeasonBody, UpdateSeasonBody } from '@league/shared/schemas/seasons-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { patchEntity } from '../../../components/admin/admin-request.ts';
import { apiDelete, apiPost, updateCachedRow } from '../../../components/admin/portal-api.ts';
import { api } from '../../../lib/api-client.ts';

export const seasonAdminKeys = {
  list: ['seasons', 'portal', 'list'] as const,
};

/**
 * Every season, newest first (docs/product/portal.md#tables: the seasons table has no paging; there are a few
 * dozen at most).
 */
export function fetchAdminSeasons(signal?: AbortSignal): Promise<Season[]> {
  return api.get<Season[]>(SEASONS_ADMIN_READ_PATH, signal);
}

/** The seasons table's read, for the table and for Export (docs/product/portal.md#exports). */
export const SEASONS_ADMIN_READ_PATH = '/api/seasons/skinny';

export const adminSeasonsQueryOptions = () =>
  queryOptions({
    queryKey: seasonAdminKeys.list,
    queryFn: ({ signal }) => fetchAdminSeasons(signal),
    select: newestFirst,
  });

function newestFirst(seasons: Season[]): Season[] {
  return [...seasons].sort((a, b) => b.seasonNumber - a.seasonNumber);
}

/** All seasons for the table and for every season select of the portal (one cached read). */
export function useAdminSeasons() {
  return useQuery(adminSeasonsQueryOptions());
}

/**
 * Season selects: labelled by number, valued by id (docs/product/api-contract.md#season-references: forms
 * send the season's id).
 */
export function useSeasonIdChoices() {
  const seasons = useAdminSeasons();
  // Stable between renders: table columns built from these options must not remount their cells.
  const options = useMemo(
    () =>
      (seasons.data ?? []).map((season) => ({
        value: String(season.id),
        label: `Season ${season.seasonNumber}`,
      })),
    [seasons.data],
  );
  return { options, seasons: seasons.data ?? NO_SEASONS, isPending: seasons.isPending };
}

const NO_SEASONS: Season[] = [];

const toSeason = ({ id, seasonNumber, theme, image, startDate, endDate }: Season): Season => ({
  id,
  seasonNumber,
  theme,
  image,
  startDate,
  endDate,
});

/** Season numbers show on teams, games, awards and matches: every other cached read goes stale. */
function invalidateAllButSeasonList(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({
    predicate: (query) => !(query.queryKey[0] === 'seasons' && query.queryKey[1] === 'portal'),
  });
}

export function useUpdateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSeasonBody }) =>
      patchEntity<SeasonDetail>('seasons', id, body),
    onSuccess: (season) => {
      updateCachedRow<Season>(queryClient, seasonAdminKeys.list, season.id, () => toSeason(season));
      invalidateAllButSeasonList(queryClient);
    },
  });
}

export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeasonBody) => apiPost<SeasonDetail>('/api/seasons', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['seasons'] });
      void queryClient.invalidateQueries({ queryKey: ['counts'] });
    },
  });
}

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/seasons/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Season[]>(seasonAdminKeys.list, (old) =>
        old?.filter((season) => season.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: ['seasons'] });
      void queryClient.invalidateQueries({ queryKey: ['counts'] });
    },
  });
}
