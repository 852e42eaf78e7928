import { type GameLogUrlState, gameLogRequestParams } from '@league/shared/domain/player-game-log';
import { readUrls } from '@league/shared/page-urls';
import type { PlayerGameLogRow } from '@league/shared/schemas/player-game-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, type ListPage } from '../../../lib/api-client.ts';

/** What the game log request needs: the filters, the sort, the page and its size. */
export interface GameLogRequest extends Omit<GameLogUrlState, 'page'> {
  page: number;
  pageSize: number;
}

/** One page of a player's game log (GET /api/players/{id}/games, total in X-Total-Count). */
export function fetchPlayerGameLog(
  playerId: number,
  request: GameLogRequest,
  signal?: AbortSignal,
): Promise<ListPage<PlayerGameLogRow>> {
  return apiGetPage<PlayerGameLogRow>(readUrls.playerGameLog(playerId, request), signal);
}

/** The whole log of the view (every page), what the page's Export asks for as a file. */
export function playerGameLogReadUrl(playerId: number, request: GameLogRequest): string {
  return readUrls.playerGameLog(playerId, { ...request, page: 1 });
}

export const playerGameLogKeys = {
  all: ['players', 'game-log'] as const,
  page: (playerId: number, request: GameLogRequest) =>
    ['players', 'game-log', playerId, gameLogRequestParams(request, request.pageSize).toString()] as const,
};

export const playerGameLogQueryOptions = (playerId: number, request: GameLogRequest) =>
  queryOptions({
    queryKey: playerGameLogKeys.page(playerId, request),
    queryFn: ({ signal }) => fetchPlayerGameLog(playerId, request, signal),
    // The current rows stay on screen while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

export function usePlayerGameLog(playerId: number | null, request: GameLogRequest) {
  return useQuery({ ...playerGameLogQueryOptions(playerId ?? 0, request), enabled: playerId !== null });
}
