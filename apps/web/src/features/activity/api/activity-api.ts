/**
 * The staff activity log (docs/product/activity.md#api): one page of entries for the portal's Activity page,
 * filtered by the server, and the people its Person filter offers.
 */
import type {
  ActivityActor,
  ActivityEntityType,
  ActivityEntry,
  ActivityKind,
} from '@league/shared/schemas/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listPath, pageWindow } from '../../../components/admin/portal-api.ts';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';

/** Entries per page of the Activity page (docs/product/activity.md#pages). */
export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityParams {
  actorId: number | null;
  kind: ActivityKind | '';
  entityType: ActivityEntityType | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
}

export const activityKeys = {
  all: ['activity'] as const,
  page: (params: ActivityParams) => ['activity', 'portal', params] as const,
  actors: ['activity', 'actors'] as const,
};

export function fetchActivityPage(
  params: ActivityParams,
  signal?: AbortSignal,
): Promise<ListPage<ActivityEntry>> {
  const path = listPath('/api/admin/activity', {
    actorId: params.actorId,
    kind: params.kind,
    entityType: params.entityType,
    from: params.from,
    to: params.to,
    ...pageWindow(params.page, ACTIVITY_PAGE_SIZE),
  });
  return apiGetPage<ActivityEntry>(path, signal);
}

export const activityPageQueryOptions = (params: ActivityParams) =>
  queryOptions({
    queryKey: activityKeys.page(params),
    queryFn: ({ signal }) => fetchActivityPage(params, signal),
    placeholderData: keepPreviousData,
  });

export function useActivityPage(params: ActivityParams) {
  return useQuery(activityPageQueryOptions(params));
}

export const activityActorsQueryOptions = () =>
  queryOptions({
    queryKey: activityKeys.actors,
    queryFn: ({ signal }) => api.get<ActivityActor[]>('/api/admin/activity/actors', signal),
  });

export function useActivityActors() {
  return useQuery(activityActorsQueryOptions());
}
