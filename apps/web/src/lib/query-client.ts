import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * League data changes a few times a day, so a minute of freshness saves refetches on every navigation.
 * Client errors (4xx) are answers, not glitches: retrying them only delays the error message.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

/** The answers the server drew the page with, by query, with when each was answered (adoptDrawnAnswers). */
const drawnAnswers = new Map<string, number>();

/** Takes over the answers the server drew the page with (src/main.tsx): its first render draws what it drew. */
export function adoptDrawnAnswers(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  for (const query of state.queries) drawnAnswers.set(query.queryHash, query.state.dataUpdatedAt);
}

/** Forgets the drawn answers, for the unit tests, whose files share this module (src/test/setup.ts). */
export function forgetDrawnAnswers(): void {
  drawnAnswers.clear();
}

/** Whether a query still holds the answer the page was drawn with, which can be a minute old. */
const holdsDrawnAnswer = (query: { queryHash: string; state: { dataUpdatedAt: number } }) =>
  drawnAnswers.get(query.queryHash) === query.state.dataUpdatedAt;

/**
 * For a read a page is drawn with by the server whose answer follows the server's clock (pick'em's locks,
 * a vote's close, the daily puzzle's day): read again as the page shows while the answer at hand is the one
 * the page was drawn with, which can be a minute old (docs/product/site.md#first-view). An answer this
 * browser read itself (moving within the app, the route's loader) is as fresh as any other.
 */
export const READ_AS_SHOWN = {
  refetchOnMount: (query: Parameters<typeof holdsDrawnAnswer>[0]) =>
    holdsDrawnAnswer(query) ? ('always' as const) : true,
};
