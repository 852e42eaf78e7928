import { readUrls } from '@league/shared/page-urls';
import type { Match } from '@league/shared/schemas/matches';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isAbortError } from '../../../lib/api-client.ts';

/** The schedule's own failure text (docs/product/schedule-and-matches.md#errors). */
export const MATCHES_ERROR = 'Failed to fetch matches';

/** Matches between two whole UTC days (inclusive), by date; only that range, never the whole table. */
export async function fetchMatches(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<Match[]> {
  try {
    return await api.get<Match[]>(readUrls.matches(range), signal);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new Error(MATCHES_ERROR);
  }
}

export const matchKeys = {
  all: ['matches'] as const,
  range: (from: string, to: string) => ['matches', 'range', from, to] as const,
};

/** The schedule's read of a window: the one its route starts and the server draws its first view with. */
export const matchesQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: matchKeys.range(range.from, range.to),
    queryFn: ({ signal }) => fetchMatches(range, signal),
  });

/** Keeps the previous window on screen while the next one loads. */
export function useMatches(range: { from: string; to: string }) {
  return useQuery({ ...matchesQueryOptions(range), placeholderData: keepPreviousData });
}
