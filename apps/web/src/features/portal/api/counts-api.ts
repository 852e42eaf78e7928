import type { Counts } from '@league/shared/schemas/counts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The dashboard's nine numbers in one small read (docs/product/api-contract.md#lists-and-paging). */
export function fetchCounts(signal?: AbortSignal): Promise<Counts> {
  return api.get<Counts>('/api/counts', signal);
}

export const countsQueryOptions = () =>
  queryOptions({ queryKey: ['counts'], queryFn: ({ signal }) => fetchCounts(signal), staleTime: 15_000 });

export function useCounts() {
  return useQuery(countsQueryOptions());
}
