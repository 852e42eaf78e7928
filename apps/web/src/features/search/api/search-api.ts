import { SEARCH_KINDS, type SearchKind } from '@league/shared/domain/search-kinds';
import type { SearchAnswer, SearchHit } from '@league/shared/schemas/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The site search (docs/product/search.md#api): the best `limit` hits for `q`. */
export function fetchSearch(q: string, limit: number, signal?: AbortSignal): Promise<SearchAnswer> {
  return api.get<SearchAnswer>(`/api/search?${new URLSearchParams({ q, limit: String(limit) })}`, signal);
}

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, limit: number) => ['search', q, limit] as const,
};

export const searchQueryOptions = (q: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.query(q, limit),
    queryFn: ({ signal }) => fetchSearch(q, limit, signal),
    // The previous suggestions stay while the next ones load, so the list does not flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Searches once `q` holds something; nothing is asked for a blank box. */
export function useSearch(q: string, limit: number) {
  const trimmed = q.trim();
  return useQuery({ ...searchQueryOptions(trimmed, limit), enabled: trimmed !== '' });
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** Hits grouped by kind in the fixed order (players, teams, seasons, articles, pages), best first in each. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })).filter(
    (group) => group.hits.length > 0,
  );
}
