/**
 * Route loaders that start a page's reads before its component renders. On the first page of a visit
 * the server has already preloaded these reads in the HTML (the page catalogue names them,
 * packages/shared/src/pages.ts, and the router turns them into queries, page-read-queries.ts), so the
 * loader waits a moment for them and the page is drawn once, complete, rather than as a skeleton that a
 * second, equally expensive render replaces. After that, navigations do not wait: the reads start
 * alongside the page's code and the page shows its skeleton as before.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from './query-client.ts';

/** At most this long the first page waits for its data before it renders with its skeletons. */
export const FIRST_PAGE_WAIT_MS = 1000;

// biome-ignore lint/suspicious/noExplicitAny: a page may read several queries of unrelated types
export type AnyQuery = FetchQueryOptions<any, any, any, any>;
export type PageReads = (params: LoaderFunctionArgs['params'], search: URLSearchParams) => AnyQuery[];

export interface PageDataOptions {
  /**
   * The server draws the page's first view with its data (docs/product/site.md#first-view), for a page
   * whose drawing depends only on its address, its data and the day: nothing that reads the clock or the
   * visitor (a countdown, "2 hours ago", a date in the visitor's time zone), else the browser's first
   * render would differ from the server's.
   */
  drawnWithData?: boolean;
}

/** A page's loader, carrying what the server's render of its first view needs to know of it. */
export type PageDataLoader = ((args: LoaderFunctionArgs) => Promise<null>) & {
  reads: PageReads;
  drawnWithData: boolean;
};

/** The address the visit started at: only its page, loaded first, waits for its data. */
const withoutHash = (url: string) => url.split('#', 1)[0] ?? url;
let firstPage: string | null = typeof location === 'undefined' ? null : withoutHash(location.href);

/** A loader for a route whose page makes `reads` as it mounts. */
export function pageData(reads: PageReads, options: PageDataOptions = {}): PageDataLoader {
  const loader = async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
    const queries = reads(params, new URL(request.url).searchParams);
    const loading = Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
    const waiting = firstPage === withoutHash(request.url);
    firstPage = null;
    if (waiting && queries.length > 0) {
      await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
    }
    return null;
  };
  return Object.assign(loader, { reads, drawnWithData: options.drawnWithData ?? false });
}
