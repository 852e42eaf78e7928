import { todayKey } from '@league/shared/domain/day-keys';
import type { Match } from '@league/shared/schemas/matches';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isAbortError } from '../../../lib/api-client.ts';
import { chosenDay, fetchRange, windowStartFor } from '../schedule.ts';

/** The schedule's own failure text (docs/product/schedule-and-matches.md#errors). */
export const MATCHES_ERROR = 'Failed to fetch matches';

/** Matches between two whole UTC days (inclusive), by date; only that range, never the whole table. */
export async function fetchMatches(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<Match[]> {
  const query = new URLSearchParams(range).toString();
  try {
    return await api.get<Match[]>(`/api/matches?${query}`, signal);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new Error(MATCHES_ERROR);
  }
}

export const matchKeys = {
  all: ['matches'] as const,
  range: (from: string, to: string) => ['matches', 'range', from, to] as const,
};

export const matchesQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: matchKeys.range(range.from, range.to),
    queryFn: ({ signal }) => fetchMatches(range, signal),
  });

/**
 * The schedule's read at an address (its route's loader): the window holding the address's `date`, else
 * today's window in `timeZone`, as the page itself asks for it (use-schedule-state.ts).
 */
export function scheduleQueryOptions(search: URLSearchParams, timeZone: string) {
  const day = chosenDay(search.get('date'), todayKey(timeZone));
  return matchesQueryOptions(fetchRange(windowStartFor(day)));
}

/** Keeps the previous window on screen while the next one loads. */
export function useMatches(range: { from: string; to: string }) {
  return useQuery({ ...matchesQueryOptions(range), placeholderData: keepPreviousData });
}
