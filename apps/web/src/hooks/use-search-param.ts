import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

/** A change of the address's query: the new query, from the one the address has now. */
type QueryChange = (current: URLSearchParams) => URLSearchParams | string;

/**
 * The address's query, and a setter whose change starts from the query the router holds now. React Router's
 * own starts from the query of the component's last render: two quick changes (a season chosen, then a
 * column sorted before the page has drawn the season) would lose the first.
 * A change made while the app is leaving the page for another address (its code or data still loading) is
 * dropped: it belongs to the page being left (a table placing itself at today's page, a search typed a
 * moment before), and made, it would cancel the way out and pull the visitor back.
 */
export function useQueryParams(): [
  URLSearchParams,
  (change: QueryChange, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  // The router's own state is updated as a navigation completes, before the pages that show it draw again.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const change = useCallback(
    (next: QueryChange, options?: NavigateOptions) => {
      const state = dataRouter?.router.state;
      const leavingFor = state?.navigation.location;
      if (state && leavingFor && leavingFor.pathname !== state.location.pathname) return;
      setParams((rendered) => next(state ? new URLSearchParams(state.location.search) : rendered), options);
    },
    [setParams, dataRouter],
  );
  return [params, change];
}

interface SetOptions {
  /** Replace the history entry instead of adding one (typing should not fill the back button). */
  replace?: boolean;
}

/**
 * One query-string parameter as state, so filters and sorts survive reload and back (empty or the
 * fallback removes it from the URL). Setting it also drops `resetKeys`, e.g. `page` when a filter changes.
 */
export function useSearchParam(
  key: string,
  fallback = '',
  resetKeys: readonly string[] = [],
): [string, (value: string, options?: SetOptions) => void] {
  const [params, setParams] = useQueryParams();
  const value = params.get(key) ?? fallback;
  const resetKey = resetKeys.join(',');
  const setValue = useCallback(
    (next: string, options: SetOptions = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (!next || next === fallback) updated.delete(key);
          else updated.set(key, next);
          for (const reset of resetKey ? resetKey.split(',') : []) updated.delete(reset);
          return updated;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [key, fallback, resetKey, setParams],
  );
  return [value, setValue];
}

/**
 * A text filter kept in the URL: the input updates at once, the URL follows after a short pause (one
 * history entry, replaced while typing), and back/forward updates the input.
 */
export function useDebouncedSearchParam(
  key: string,
  delayMs = 250,
  resetKeys: readonly string[] = [],
): [string, (value: string) => void, string] {
  const [urlValue, setUrlValue] = useSearchParam(key, '', resetKeys);
  const [text, setText] = useState(urlValue);
  const lastWritten = useRef(urlValue);

  useEffect(() => {
    if (urlValue !== lastWritten.current) {
      lastWritten.current = urlValue;
      setText(urlValue);
    }
  }, [urlValue]);

  useEffect(() => {
    if (text === lastWritten.current) return;
    const timer = window.setTimeout(() => {
      lastWritten.current = text;
      setUrlValue(text, { replace: true });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs, setUrlValue]);

  return [text, setText, urlValue];
}

/**
 * Removes several parameters in one navigation, e.g. for Clear Filters. Calling several setters from one
 * event would not work: each builds on the URL of the last render, so the last one undoes the others.
 */
export function useClearSearchParams(keys: readonly string[]): () => void {
  const [, setParams] = useQueryParams();
  const keyList = keys.join(',');
  return useCallback(() => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of keyList.split(',')) updated.delete(key);
        return updated;
      },
      { preventScrollReset: true },
    );
  }, [keyList, setParams]);
}

/**
 * A page number past the last page (an old link, a narrower filter) moves to the last page that exists,
 * once the server's total for the current filters is known.
 */
export function useClampPage(
  page: number,
  pageCount: number,
  known: boolean,
  setPage: (value: string, options?: SetOptions) => void,
): void {
  const pastEnd = known && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(String(pageCount), { replace: true });
  }, [pastEnd, pageCount, setPage]);
}
