import {
  type LeaderboardUrlState,
  leaderboardRequestParams,
} from '@league/shared/domain/leaderboard-url-state';
import { readUrls } from '@league/shared/page-urls';
import type { LeaderboardResponse } from '@league/shared/schemas/leaderboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the server needs of the page's state: everything but the column visibility. */
export type LeaderboardRequest = Omit<LeaderboardUrlState, 'visibility'>;

/** One page of the leaderboard, with its columns in the mode, ranked, searched and filtered by the server. */
export function fetchLeaderboard(
  request: LeaderboardRequest,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  return api.get<LeaderboardResponse>(readUrls.leaderboard(request), signal);
}

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  page: (request: LeaderboardRequest) =>
    ['leaderboard', leaderboardRequestParams(request).toString()] as const,
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
