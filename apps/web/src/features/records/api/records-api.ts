import type { RecordType } from '@league/shared/domain/records';
import { readUrls } from '@league/shared/page-urls';
import type { LeagueRecord } from '@league/shared/schemas/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Every record list in the API's fixed order; a `refresh` above 0 busts caches after a recalculation
 * (docs/product/records.md#api).
 */
export function fetchRecords(refresh: number, signal?: AbortSignal): Promise<LeagueRecord[]> {
  // The first read is the page catalogue's (the one the server draws the page with).
  const url = refresh === 0 ? readUrls.records() : `${readUrls.records()}?refresh=${refresh}`;
  return api.get<LeagueRecord[]>(url, signal);
}

/** The read of one tab's lists as a file, for Export (docs/product/records.md#exports). */
export function recordsExportRead(type: RecordType): string {
  return `/api/records?type=${type}`;
}

/** Staff only; answers only OK or not OK as far as the page is concerned. */
export function recalculateRecords(): Promise<unknown> {
  return api.post('/api/records/calculate');
}

export const recordKeys = {
  all: ['records'] as const,
  list: (refresh: number) => ['records', refresh] as const,
};

export const recordsQueryOptions = (refresh: number) =>
  queryOptions({
    queryKey: recordKeys.list(refresh),
    queryFn: ({ signal }) => fetchRecords(refresh, signal),
    // Keep showing the old tables while the recalculated ones load.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useRecords(refresh: number) {
  return useQuery(recordsQueryOptions(refresh));
}
