import type { SearchListQueryOf } from '@league/shared/domain/search-lists';
import { readUrls } from '@league/shared/page-urls';
import type { GameDetail, GameSkinny } from '@league/shared/schemas/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiGetPage, type ListPage } from '../../../lib/api-client.ts';

/** The games list's filters as kept in the URL (docs/product/games.md#games-list). */
type GameListFilters = SearchListQueryOf<'games'>;

/**
 * One page of games (newest first) matching the filters; the server filters and pages
 * (docs/product/api-contract.md#lists-and-paging).
 */
export function fetchGamesPage(
  filters: GameListFilters,
  signal?: AbortSignal,
): Promise<ListPage<GameSkinny>> {
  return apiGetPage<GameSkinny>(readUrls.gameList(filters), signal);
}

export function fetchGame(id: number, signal?: AbortSignal): Promise<GameDetail> {
  return api.get<GameDetail>(readUrls.game(id), signal);
}

export const gameKeys = {
  all: ['games'] as const,
  list: (filters: GameListFilters) => ['games', 'list', filters] as const,
  detail: (id: number) => ['games', 'detail', id] as const,
};

export const gamesPageQueryOptions = (filters: GameListFilters) =>
  queryOptions({
    queryKey: gameKeys.list(filters),
    queryFn: ({ signal }) => fetchGamesPage(filters, signal),
  });

export const gameQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gameKeys.detail(id),
    queryFn: ({ signal }) => fetchGame(id, signal),
  });

/** Keeps the previous page on screen while the next one loads, so paging does not flash skeletons. */
export function useGamesPage(filters: GameListFilters) {
  return useQuery({ ...gamesPageQueryOptions(filters), placeholderData: keepPreviousData });
}

export function useGame(id: number | null) {
  return useQuery({ ...gameQueryOptions(id ?? 0), enabled: id !== null });
}
