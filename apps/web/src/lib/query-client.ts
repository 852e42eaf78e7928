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
