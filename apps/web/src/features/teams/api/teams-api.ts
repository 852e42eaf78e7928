import type { TeamDetail, TeamMedium } from '@league/shared/schemas/teams';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';
import { type TeamListQuery, toTeamListSearch } from '../team-list-filters.ts';

/** One page of teams with season and roster (GET /api/teams/medium), newest season first. */
export function fetchTeamsPage(query: TeamListQuery, signal?: AbortSignal): Promise<ListPage<TeamMedium>> {
  return apiGetPage<TeamMedium>(`/api/teams/medium?${toTeamListSearch(query)}`, signal);
}

/**
 * The team page's read: every season's team of a name or slug, newest season first
 * (docs/product/api-contract.md#read-variants), without the stat lines the legacy /api/teams/name/{name} adds.
 */
export function fetchTeamsByName(nameOrSlug: string, signal?: AbortSignal): Promise<TeamDetail[]> {
  return api.get<TeamDetail[]>(`/api/pages/teams/${encodeURIComponent(nameOrSlug)}`, signal);
}

export const teamKeys = {
  all: ['teams'] as const,
  list: (query: TeamListQuery) => ['teams', 'list', query] as const,
  byName: (slug: string) => ['teams', 'by-name', slug] as const,
};

export const teamsPageQueryOptions = (query: TeamListQuery) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => fetchTeamsPage(query, signal),
    placeholderData: keepPreviousData,
  });

export const teamsByNameQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: teamKeys.byName(slug),
    queryFn: ({ signal }) => fetchTeamsByName(slug, signal),
  });

export function useTeamsPage(query: TeamListQuery) {
  return useQuery(teamsPageQueryOptions(query));
}

export function useTeamsByName(slug: string) {
  return useQuery({ ...teamsByNameQueryOptions(slug), enabled: slug !== '' });
}
