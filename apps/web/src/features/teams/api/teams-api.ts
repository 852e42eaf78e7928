import type { SearchListQueryOf } from '@league/shared/domain/search-lists';
import { readUrls } from '@league/shared/page-urls';
import type { HeadToHead, TeamDetail, TeamMedium } from '@league/shared/schemas/teams';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';

type TeamListQuery = SearchListQueryOf<'teams'>;

/** One page of teams with season and roster (GET /api/teams/medium), newest season first. */
export function fetchTeamsPage(query: TeamListQuery, signal?: AbortSignal): Promise<ListPage<TeamMedium>> {
  return apiGetPage<TeamMedium>(readUrls.teamList(query), signal);
}

/**
 * The team page's read: every season's team of a name or slug, newest season first
 * (docs/product/api-contract.md#read-variants), without the stat lines the legacy /api/teams/name/{name} adds.
 */
export function fetchTeamsByName(nameOrSlug: string, signal?: AbortSignal): Promise<TeamDetail[]> {
  return api.get<TeamDetail[]>(readUrls.team(nameOrSlug), signal);
}

/** Every game between two team names across seasons, with the record (docs/product/teams.md#head-to-head). */
export function fetchHeadToHead(a: string, b: string, signal?: AbortSignal): Promise<HeadToHead> {
  const search = new URLSearchParams({ a, b });
  return api.get<HeadToHead>(`/api/teams/head-to-head?${search}`, signal);
}

export const teamKeys = {
  all: ['teams'] as const,
  list: (query: TeamListQuery) => ['teams', 'list', query] as const,
  byName: (slug: string) => ['teams', 'by-name', slug] as const,
  headToHead: (a: string, b: string) => ['teams', 'head-to-head', a, b] as const,
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

export const headToHeadQueryOptions = (a: string, b: string) =>
  queryOptions({
    queryKey: teamKeys.headToHead(a, b),
    queryFn: ({ signal }) => fetchHeadToHead(a, b, signal),
  });

export function useHeadToHead(a: string, b: string) {
  return useQuery({ ...headToHeadQueryOptions(a, b), enabled: a !== '' && b !== '' });
}
