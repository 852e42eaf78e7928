import type { Season } from '@league/shared/schemas/seasons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Every season alone (GET /api/seasons/skinny), newest number first: the portal's season selects. */
export function fetchSeasonChoices(signal?: AbortSignal): Promise<Season[]> {
  return api.get<Season[]>('/api/seasons/skinny', signal);
}

export const seasonChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['seasons', 'choices'] as const,
    queryFn: ({ signal }) => fetchSeasonChoices(signal),
    select: (seasons) => [...seasons].sort((a, b) => b.seasonNumber - a.seasonNumber),
  });

export function useSeasonChoices() {
  return useQuery(seasonChoicesQueryOptions());
}

/** Select options 'Season N' by season number (value = the number). */
export function seasonNumberOptions(seasons: readonly Season[] | undefined) {
  return (seasons ?? []).map((s) => ({ value: String(s.seasonNumber), label: `Season ${s.seasonNumber}` }));
}

/**
 * Select options 'Season N' carrying the season's id (docs/product/api-contract.md#season-references:
 * `seasonId` is an id).
 */
export function seasonIdOptions(seasons: readonly Season[] | undefined) {
  return (seasons ?? []).map((s) => ({ value: String(s.id), label: `Season ${s.seasonNumber}` }));
}
