/**
 * The pick'em page's read, the week's matches, with the feature's query keys: a module of its own, as the
 * page catalogue's reads are part of every page's first download (app/page-read-queries.ts) and the rest of
 * pickem-api.ts (saving a pick) is needed only by the page.
 */

import type { PickemScope } from '@league/shared/domain/pickem-leaderboard';
import { readUrls } from '@league/shared/page-urls';
import type { PickemWeekRead } from '@league/shared/schemas/pickem';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { READ_AS_SHOWN } from '../../../lib/query-client.ts';

export const pickemKeys = {
  all: ['pickem'] as const,
  week: (week: string | null) => ['pickem', 'week', week] as const,
  mine: (week: string | null, token: string | null) => ['pickem', 'mine', week, token] as const,
  board: (scope: PickemScope, week: string | null) => ['pickem', 'board', scope, week] as const,
  history: (token: string | null) => ['pickem', 'history', token] as const,
};

/**
 * The week's matches (the pick'em page's read); read again every minute, so a lock shows when the server
 * says so, and as the page shows when drawn with them (READ_AS_SHOWN).
 */
export const pickemWeekQueryOptions = (week: string | null) =>
  queryOptions({
    queryKey: pickemKeys.week(week),
    queryFn: ({ signal }) => api.get<PickemWeekRead>(readUrls.pickemWeek(week), signal),
    refetchInterval: 60_000,
    ...READ_AS_SHOWN,
  });
