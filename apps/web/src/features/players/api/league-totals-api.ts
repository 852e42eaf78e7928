import type { LeaderboardResponse, PlayerTotalsRowDto } from '@league/shared/schemas/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Raw stat sums of every player with stats, over one season (a season NUMBER) or all seasons: the league
 * averages and the teammates of the player page's charts come from these rows.
 */
export async function fetchLeaguePlayerTotals(
  seasonNumber: number | null,
  signal?: AbortSignal,
): Promise<PlayerTotalsRowDto[]> {
  const search = new URLSearchParams({ view: 'players' });
  if (seasonNumber !== null) search.set('season', String(seasonNumber));
  const response = await api.get<LeaderboardResponse>(`/api/leaderboard?${search}`, signal);
  return response.view === 'players' ? response.rows : [];
}

export const leaguePlayerTotalsQueryOptions = (seasonNumber: number | null) =>
  queryOptions({
    queryKey: ['players', 'league-totals', seasonNumber ?? 'all'] as const,
    queryFn: ({ signal }) => fetchLeaguePlayerTotals(seasonNumber, signal),
    staleTime: 60_000,
  });

export function useLeaguePlayerTotals(seasonNumber: number | null, enabled = true) {
  return useQuery({ ...leaguePlayerTotalsQueryOptions(seasonNumber), enabled });
}
