/**
 * The daily puzzle page's read, today's puzzle as everyone sees it, with the feature's query keys: a module
 * of its own, as the page catalogue's reads are part of every page's first download
 * (app/page-read-queries.ts) and the rest of daily-trivia-api.ts (plays, guesses) is needed only by the page.
 */
import { readUrls } from '@league/shared/page-urls';
import type { PublicDailyPuzzle } from '@league/shared/schemas/trivia-daily';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { READ_AS_SHOWN } from '../../../lib/query-client.ts';

/** Keyed by the member's id: one member's play is never shown to the next one to log in. */
export const dailyTriviaKeys = {
  all: ['trivia', 'daily'] as const,
  today: ['trivia', 'daily', 'today'] as const,
  puzzle: (member: number) => ['trivia', 'daily', 'puzzle', member] as const,
  board: (date: string) => ['trivia', 'daily', 'board', date] as const,
  history: (member: number) => ['trivia', 'daily', 'history', member] as const,
};

/**
 * Today's puzzle, the same for everyone (the page's catalogue read). Read again as the page shows when drawn
 * with it (READ_AS_SHOWN): the page can have been drawn a minute before the league's midnight.
 */
export const publicDailyPuzzleQueryOptions = () =>
  queryOptions({
    queryKey: dailyTriviaKeys.today,
    queryFn: ({ signal }) => api.get<PublicDailyPuzzle>(readUrls.dailyPuzzle(), signal),
    ...READ_AS_SHOWN,
  });
