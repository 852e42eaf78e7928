import { QueryClient } from '@tanstack/react-query';
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

/**
 * For a read a page is drawn with by the server whose answer follows the server's clock (pick'em's locks,
 * a vote's close): read again whenever the page mounts, even with an answer at hand, since the answer the
 * page was drawn with can be a minute old (docs/product/site.md#first-view).
 */
export const READ_AS_SHOWN = { refetchOnMount: 'always' } as const;
