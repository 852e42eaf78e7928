import { useDeferredValue } from 'react';

/**
 * A query's answer as the page draws it: once the answer is in, React draws what it shows in the
 * background, a little at a time, so the page keeps answering taps and scrolls meanwhile instead of
 * freezing for one long render. `loading` stays true (the skeleton stays) until that drawing is done.
 */
export function useBackgroundData<T>(query: { data: T | undefined; isError: boolean }): {
  data: T | undefined;
  loading: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, loading: data === undefined && !query.isError };
}
