/**
 * Helpers every portal page shares: PATCH (the api client has no shorthand for it), the one page size of
 * staff lists (docs/product/portal.md#tables: 10 rows), the list URL builder and the TanStack Query cache
 * updates that let a row take the server's answer without refetching its page.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest, type ListPage } from '../../lib/api-client.ts';

/** Rows per page of every paged portal table (docs/product/portal.md#tables). */
export const PORTAL_PAGE_SIZE = 10;

export function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'PATCH', body });
}

export function apiDelete<T>(path: string): Promise<T> {
  return apiRequest<T>(path, { method: 'DELETE' });
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}

export type QueryValue = string | number | null | undefined;

/** `base?a=1&b=x`, leaving out empty values. */
export function listPath(base: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** `limit`/`offset` of a 1-based page. */
export function pageWindow(page: number, pageSize = PORTAL_PAGE_SIZE) {
  return { limit: pageSize, offset: Math.max(0, page - 1) * pageSize };
}

interface WithId {
  id: number;
}

/**
 * Replaces one row, wherever it appears, in every cached page under `listKey` (the row takes the server's
 * answer, docs/product/portal.md#inline-editing). `merge` gets the cached row and returns the new one.
 */
export function updateCachedRow<T extends WithId>(
  queryClient: QueryClient,
  listKey: QueryKey,
  id: number,
  merge: (row: T) => T,
): void {
  queryClient.setQueriesData<ListPage<T> | T[]>({ queryKey: listKey }, (old) => {
    if (!old) return old;
    if (Array.isArray(old)) return old.map((row) => (row.id === id ? merge(row) : row));
    return { ...old, items: old.items.map((row) => (row.id === id ? merge(row) : row)) };
  });
}

/**
 * Marks everything of an entity stale except the portal's own lists, whose rows were just updated in
 * place: the public pages and dashboard counts then refetch on their next visit.
 */
export function invalidateOtherQueries(queryClient: QueryClient, entity: string, portalKey = 'portal'): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === entity && query.queryKey[1] !== portalKey,
  });
}
