/**
 * The bracket challenge page's read, a season's challenge, with the feature's query keys: a module of its
 * own, as the page catalogue's reads are part of every page's first download (app/page-read-queries.ts)
 * and the rest of bracket-challenge-api.ts (saving a bracket) is needed only by the page.
 */
import { readUrls } from '@league/shared/page-urls';
import type { BracketChallengeRead } from '@league/shared/schemas/bracket-challenge';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { READ_AS_SHOWN } from '../../../lib/query-client.ts';

export const bracketChallengeKeys = {
  all: ['bracket-challenge'] as const,
  season: (season: number | null) => ['bracket-challenge', 'season', season] as const,
  mine: (season: number | null, token: string | null) =>
    ['bracket-challenge', 'mine', season, token] as const,
};

/**
 * The season's challenge (the page's read); read again every minute, so the lock and the results show when
 * the server says so, and as the page shows when drawn with it (READ_AS_SHOWN).
 */
export const bracketChallengeQueryOptions = (season: number | null) =>
  queryOptions({
    queryKey: bracketChallengeKeys.season(season),
    queryFn: ({ signal }) => api.get<BracketChallengeRead>(readUrls.bracketChallenge(season), signal),
    refetchInterval: 60_000,
    ...READ_AS_SHOWN,
  });
