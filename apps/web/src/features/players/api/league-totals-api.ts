import type { RadarValues } from '@league/shared/domain/radar';
import type { LeaderboardResponse, PlayerTotalsRowDto } from '@league/shared/schemas/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What the player page's charts compare a player with. */
export interface LeagueComparison {
  /**
   * Mean per-set values over every player with stats in the season (or the career),
   * docs/product/stats.md#radar-charts.
   */
  averagePerSet: RadarValues;
  /** The sums of everyone on the player's team that season (empty without a team). */
  teammates: PlayerTotalsRowDto[];
}

/** Every roster fits one page of the leaderboard's largest size. */
const TEAM_PAGE_SIZE = 100;

/**
 * The league average and the teammates from one leaderboard request: the season (a NUMBER, or null for
 * every season), narrowed to the team when there is one; without a team one row is enough for the average.
 */
export async function fetchLeagueComparison(
  seasonNumber: number | null,
  teamId: number | null,
  signal?: AbortSignal,
): Promise<LeagueComparison> {
  const search = new URLSearchParams({ view: 'players' });
  if (seasonNumber !== null) search.set('seasonNumber', String(seasonNumber));
  if (seasonNumber !== null && teamId !== null) {
    search.set('team', String(teamId));
    search.set('limit', String(TEAM_PAGE_SIZE));
  } else {
    search.set('limit', '1');
  }
  const response = await api.get<LeaderboardResponse>(`/api/leaderboard?${search}`, signal);
  if (response.view !== 'players' || !response.leagueAveragePerSet) {
    throw new Error('The leaderboard answered no player average');
  }
  const teammates = teamId === null || seasonNumber === null ? [] : response.rows;
  return { averagePerSet: response.leagueAveragePerSet, teammates };
}

export const leagueComparisonQueryOptions = (seasonNumber: number | null, teamId: number | null) =>
  queryOptions({
    queryKey: ['players', 'league-comparison', seasonNumber ?? 'all', teamId ?? 'none'] as const,
    queryFn: ({ signal }) => fetchLeagueComparison(seasonNumber, teamId, signal),
    staleTime: 60_000,
  });

export function useLeagueComparison(seasonNumber: number | null, teamId: number | null, enabled = true) {
  return useQuery({ ...leagueComparisonQueryOptions(seasonNumber, teamId), enabled });
}
