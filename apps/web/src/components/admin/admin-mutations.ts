/**
 * The read, edit and delete every staff table makes, written once: a page of the table's read; PATCH
 * /api/{resource}/{id} puts the answered row into every cached staff page of the resource and marks its
 * other reads stale; DELETE marks every read of the resource, and of what depended on it, stale.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetPage } from '../../lib/api-client.ts';
import { deleteEntity, patchEntity } from './admin-request.ts';
import { invalidateOtherQueries, pageWindow, updateCachedRow } from './portal-api.ts';

/** Query keys of the staff pages start with the resource, then this. */
export const PORTAL_KEY = 'portal';

/** The staff keys of one resource: everything the portal cached for it, and one page of its list. */
export function adminKeys<Query>(resource: string) {
  return {
    all: [resource, PORTAL_KEY] as const,
    page: (query: Query) => [resource, PORTAL_KEY, 'page', query] as const,
  };
}

/**
 * One page of a staff table, read from `readPath` with the page's limit and offset; the previous page stays
 * on screen while the next one loads.
 */
export function useAdminTablePage<Row, Query extends { page: number }>(
  resource: string,
  query: Query,
  readPath: (query: Query, window: ReturnType<typeof pageWindow>) => string,
) {
  return useQuery({
    queryKey: adminKeys<Query>(resource).page(query),
    queryFn: ({ signal }) => apiGetPage<Row>(readPath(query, pageWindow(query.page)), signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * `toRow` turns the server's answer into the table's row, given the row it replaces; `alsoStale` names the
 * other resources whose reads show this one (an award on the players' pages).
 */
export function useAdminUpdate<
  Detail extends { id: number },
  Row extends { id: number },
  Changes extends object,
>(resource: string, toRow: (detail: Detail, row: Row) => Row, alsoStale: readonly string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Changes }) =>
      patchEntity<Detail>(resource, id, changes),
    onSuccess: (detail, { id }) => {
      updateCachedRow<Row>(client, [resource, PORTAL_KEY], id, (row) => toRow(detail, row));
      invalidateOtherQueries(client, resource, PORTAL_KEY);
      for (const key of alsoStale) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}

export function useAdminDelete(resource: string, alsoStale: readonly string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEntity(resource, id),
    onSuccess: () => {
      for (const key of [resource, ...alsoStale]) void client.invalidateQueries({ queryKey: [key] });
    },
  });
}
