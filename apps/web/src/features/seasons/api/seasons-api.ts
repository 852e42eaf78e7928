import { readUrls } from '@league/shared/page-urls';
import type { SeasonDetail, SeasonListItem } from '@league/shared/schemas/seasons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every season with its counts, newest first (docs/product/api-contract.md#lists-and-paging). */
export function fetchSeasons(signal?: AbortSignal): Promise<SeasonListItem[]> {
  return api.get<SeasonListItem[]>(readUrls.seasons(), signal);
}

/** One season by id (not number) with its teams, games and awards. */
export function fetchSeason(id: number, signal?: AbortSignal): Promise<SeasonDetail> {
  return api.get<SeasonDetail>(readUrls.season(id), signal);
}

export const seasonKeys = {
  all: ['seasons'] as const,
  list: () => ['seasons', 'list'] as const,
  detail: (id: number) => ['seasons', 'detail', id] as const,
};

export const seasonsQueryOptions = () =>
  queryOptions({
    queryKey: seasonKeys.list(),
    queryFn: ({ signal }) => fetchSeasons(signal),
    // Newest season number first (docs/product/seasons.md#seasons-list), whatever order the server used.
    select: (seasons) => [...seasons].sort((a, b) => b.seasonNumber - a.seasonNumber),
  });

export const seasonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: seasonKeys.detail(id),
    queryFn: ({ signal }) => fetchSeason(id, signal),
  });

export function useSeasons() {
  return useQuery(seasonsQueryOptions());
}

export function useSeason(id: number | null) {
  return useQuery({ ...seasonQueryOptions(id ?? 0), enabled: id !== null });
}
