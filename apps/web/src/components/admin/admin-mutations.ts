/**
 * The edit and delete every staff table makes, written once: PATCH /api/{resource}/{id} puts the answered
 * row into every cached staff page of the resource and marks its other reads stale; DELETE marks every read
 * of the resource, and of what depended on it, stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEntity, patchEntity } from './admin-request.ts';
import { invalidateOtherQueries, updateCachedRow } from './portal-api.ts';

/** Query keys of the staff pages start with the resource, then this. */
export const PORTAL_KEY = 'portal';

/** The staff keys of one resource: everything the portal cached for it, and one page of its list. */
export function adminKeys<Query>(resource: string) {
  return {
    all: [resource, PORTAL_KEY] as const,
    page: (query: Query) => [resource, PORTAL_KEY, 'page', query] as const,
  };
}

export function useAdminUpdate<
  Detail extends { id: number },
  Row extends { id: number },
  Changes extends object,
>(resource: string, toRow: (detail: Detail) => Row) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Changes }) =>
      patchEntity<Detail>(resource, id, changes),
    onSuccess: (detail) => {
      updateCachedRow<Row>(client, [resource, PORTAL_KEY], detail.id, () => toRow(detail));
      invalidateOtherQueries(client, resource, PORTAL_KEY);
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
