import { readUrls } from '@league/shared/page-urls';
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** An ended season's recap by season id (docs/product/recap.md#api); 409 before the season ends. */
export function fetchSeasonRecap(id: number, signal?: AbortSignal): Promise<SeasonRecap> {
  return api.get<SeasonRecap>(readUrls.seasonRecap(id), signal);
}

export const seasonRecapQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['seasons', 'recap', id] as const,
    queryFn: ({ signal }) => fetchSeasonRecap(id, signal),
  });

export function useSeasonRecap(id: number | null) {
  return useQuery({ ...seasonRecapQueryOptions(id ?? 0), enabled: id !== null });
}
