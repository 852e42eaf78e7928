import { encodeStatFilter } from '@league/shared/domain/filters';
import type { LeaderboardResponse } from '@league/shared/schemas/leaderboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { LeaderboardUrlState } from '../leaderboard-url-state.ts';

/** What the server needs of the page's state: everything but the column visibility. */
export type LeaderboardRequest = Omit<LeaderboardUrlState, 'visibility'>;

/**
 * The request's query string, defaults left out in a fixed order, so one view is one URL (one cache
 * entry here, on the server and in the browser's preload).
 */
export function leaderboardSearchParams(request: LeaderboardRequest): URLSearchParams {
  const params = new URLSearchParams({ view: `${request.view}s`, stage: request.stage });
  if (request.season !== null) params.set('season', String(request.season));
  if (request.mode !== 'total') params.set('mode', request.mode);
  if (request.search.trim()) params.set('q', request.search.trim());
  if (request.sort.column !== 'totalKills') params.set('sort', request.sort.column);
  if (request.sort.direction !== 'desc') params.set('dir', request.sort.direction);
  for (const filter of request.filters) params.append('f', encodeStatFilter(filter));
  if (request.page > 1) params.set('page', String(request.page));
  return params;
}

/** One page of the leaderboard, with its columns in the mode, ranked, searched and filtered by the server. */
export function fetchLeaderboard(
  request: LeaderboardRequest,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return api.get<LeaderboardResponse>(`/api/leaderboard?${leaderboardSearchParams(request)}`, signal);
}

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  page: (request: LeaderboardRequest) =>
    ['leaderboard', leaderboardSearchParams(request).toString()] as const,
};

export const leaderboardQueryOptions = (request: LeaderboardRequest) =>
  queryOptions({
    queryKey: leaderboardKeys.page(request),
    queryFn: ({ signal }) => fetchLeaderboard(request, signal),
    staleTime: 60_000,
    // The previous page stays on screen while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

export function useLeaderboard(request: LeaderboardRequest) {
  return useQuery(leaderboardQueryOptions(request));
}
