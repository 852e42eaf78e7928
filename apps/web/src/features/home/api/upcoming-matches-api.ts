import { readUrls, upcomingMatchesFrom } from '@league/shared/page-urls';
import type { Match } from '@league/shared/schemas/matches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The matches from yesterday (UTC) on, for the home page's 'Tonight / next up' block: the URL the page
 * catalogue announces for the home page, so the server's preload answers it.
 */
export function fetchUpcomingMatches(from: string, signal?: AbortSignal): Promise<Match[]> {
  return api.get<Match[]>(readUrls.upcomingMatches(from), signal);
}

export const upcomingMatchKeys = {
  from: (from: string) => ['matches', 'upcoming', from] as const,
};

/**
 * The read from the day `from` (as of now by default): the one the home page makes, its loader starts and
 * the server draws it from.
 */
export const upcomingMatchesQueryOptions = (from: string = upcomingMatchesFrom(new Date())) =>
  queryOptions({
    queryKey: upcomingMatchKeys.from(from),
    queryFn: ({ signal }) => fetchUpcomingMatches(from, signal),
  });

export function useUpcomingMatches() {
  return useQuery(upcomingMatchesQueryOptions());
}
