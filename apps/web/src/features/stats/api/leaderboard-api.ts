import type { LeaderboardView } from '@league/shared/domain/leaderboard';
import type { StageFilter } from '@league/shared/domain/stages';
import type { LeaderboardResponse } from '@league/shared/schemas/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface LeaderboardScope {
  view: LeaderboardView;
  /** Season number; null = all seasons. */
  season: number | null;
  stage: StageFilter;
}

/** Raw sums per player or team over the scope; the page derives everything else from them. */
export function fetchLeaderboard(
  scope: LeaderboardScope,
  signal?: AbortSignal,
): Promise<LeaderboardResponse> {
  const params = new URLSearchParams({ view: `${scope.view}s`, stage: scope.stage });
  if (scope.season !== null) params.set('season', String(scope.season));
  return api.get<LeaderboardResponse>(`/api/leaderboard?${params}`, signal);
}

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  scope: (scope: LeaderboardScope) => ['leaderboard', scope.view, scope.season, scope.stage] as const,
};

export const leaderboardQueryOptions = (scope: LeaderboardScope) =>
  queryOptions({
    queryKey: leaderboardKeys.scope(scope),
    queryFn: ({ signal }) => fetchLeaderboard(scope, signal),
    staleTime: 60_000,
  });

export function useLeaderboard(scope: LeaderboardScope) {
  return useQuery(leaderboardQueryOptions(scope));
}
