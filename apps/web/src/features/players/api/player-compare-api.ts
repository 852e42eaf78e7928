import { readUrls } from '@league/shared/page-urls';
import type { PlayerCompareResponse } from '@league/shared/schemas/player-compare';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Some players' games, sets and sums over the career or one season (GET /api/players/compare). */
export function fetchPlayerCompare(
  ids: readonly number[],
  season: number | null,
  signal?: AbortSignal,
): Promise<PlayerCompareResponse> {
  return api.get<PlayerCompareResponse>(readUrls.playerCompare(ids, season), signal);
}

export const playerCompareKeys = {
  all: ['players', 'compare'] as const,
  of: (ids: readonly number[], season: number | null) =>
    ['players', 'compare', ids.join(','), season] as const,
};

export const playerCompareQueryOptions = (ids: readonly number[], season: number | null) =>
  queryOptions({
    queryKey: playerCompareKeys.of(ids, season),
    queryFn: ({ signal }) => fetchPlayerCompare(ids, season, signal),
    // The compared columns stay while a player is added or the season changes.
    placeholderData: keepPreviousData,
  });

export function usePlayerCompare(ids: readonly number[], season: number | null) {
  return useQuery({ ...playerCompareQueryOptions(ids, season), enabled: ids.length > 0 });
}
