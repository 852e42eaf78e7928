import type { AwardListFilters } from '@league/shared/domain/search-lists';
import { readUrls } from '@league/shared/page-urls';
import type { AwardDetail, AwardSkinny } from '@league/shared/schemas/awards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Awards matching the filters, newest season first; the server filters
 * (docs/product/api-contract.md#lists-and-paging).
 */
export function fetchAwards(filters: AwardListFilters, signal?: AbortSignal): Promise<AwardSkinny[]> {
  return api.get<AwardSkinny[]>(readUrls.awardList(filters), signal);
}

export function fetchAward(id: number, signal?: AbortSignal): Promise<AwardDetail> {
  return api.get<AwardDetail>(readUrls.award(id), signal);
}

export const awardKeys = {
  all: ['awards'] as const,
  list: (filters: AwardListFilters) => ['awards', 'list', filters] as const,
  detail: (id: number) => ['awards', 'detail', id] as const,
};

export const awardsQueryOptions = (filters: AwardListFilters) =>
  queryOptions({
    queryKey: awardKeys.list(filters),
    queryFn: ({ signal }) => fetchAwards(filters, signal),
  });

export const awardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: awardKeys.detail(id),
    queryFn: ({ signal }) => fetchAward(id, signal),
  });

export function useAwards(filters: AwardListFilters) {
  return useQuery({ ...awardsQueryOptions(filters), placeholderData: keepPreviousData });
}

export function useAward(id: number | null) {
  return useQuery({ ...awardQueryOptions(id ?? 0), enabled: id !== null });
}
