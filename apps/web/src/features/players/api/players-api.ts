import type { SearchListQueryOf } from '@league/shared/domain/search-lists';
import { readUrls } from '@league/shared/page-urls';
import type { PlayerDetail, PlayerMedium } from '@league/shared/schemas/players';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';

type PlayerListQuery = SearchListQueryOf<'players'>;

/** One page of players with their teams (GET /api/players/medium, total in X-Total-Count). */
export function fetchPlayersPage(
  query: PlayerListQuery,
  signal?: AbortSignal,
): Promise<ListPage<PlayerMedium>> {
  return apiGetPage<PlayerMedium>(readUrls.playerList(query), signal);
}

/** The player page's read model: teams, stat lines with their games, awards, records and totals. */
export function fetchPlayer(id: number, signal?: AbortSignal): Promise<PlayerDetail> {
  return api.get<PlayerDetail>(readUrls.player(id), signal);
}

export const playerKeys = {
  all: ['players'] as const,
  list: (query: PlayerListQuery) => ['players', 'list', query] as const,
  detail: (id: number) => ['players', 'detail', id] as const,
};

export const playersPageQueryOptions = (query: PlayerListQuery) =>
  queryOptions({
    queryKey: playerKeys.list(query),
    queryFn: ({ signal }) => fetchPlayersPage(query, signal),
    // Keep the current cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const playerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: playerKeys.detail(id),
    queryFn: ({ signal }) => fetchPlayer(id, signal),
  });

export function usePlayersPage(query: PlayerListQuery) {
  return useQuery(playersPageQueryOptions(query));
}

export function usePlayer(id: number | null) {
  return useQuery({ ...playerQueryOptions(id ?? 0), enabled: id !== null });
}
