import { readUrls, upcomingMatchesFrom } from '@league/shared/pages';
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

/** The read as of `now`: the one the home page makes, its loader starts and the server draws it from. */
export const upcomingMatchesQueryOptions = (now: Date = new Date()) => {
  const from = upcomingMatchesFrom(now);
  return queryOptions({
    queryKey: upcomingMatchKeys.from(from),
    queryFn: ({ signal }) => fetchUpcomingMatches(from, signal),
  });
};

export function useUpcomingMatches(now?: Date) {
  return useQuery(upcomingMatchesQueryOptions(now));
}
