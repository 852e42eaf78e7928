/**
 * The votes page's read, the fan votes, with the feature's query keys: a module of its own, as the page
 * catalogue's reads are part of every page's first download (app/page-read-queries.ts) and the rest of
 * votes-api.ts (ballots, staff's votes) is needed only by the pages that use it.
 */
import { readUrls } from '@league/shared/page-urls';
import type { VoteList } from '@league/shared/schemas/votes';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { READ_AS_SHOWN } from '../../../lib/query-client.ts';

export const voteKeys = {
  all: ['votes'] as const,
  list: (seasonNumber: number | null) => ['votes', 'list', seasonNumber] as const,
  ballots: (token: string | null) => ['votes', 'ballots', token] as const,
};

/**
 * The votes (of one season, when given); read again every minute, so a close shows when the server says,
 * and as the page shows when drawn with them (READ_AS_SHOWN).
 */
export const votesQueryOptions = (seasonNumber: number | null = null) =>
  queryOptions({
    queryKey: voteKeys.list(seasonNumber),
    queryFn: ({ signal }) => api.get<VoteList>(readUrls.votes(seasonNumber), signal),
    refetchInterval: 60_000,
    ...READ_AS_SHOWN,
  });
