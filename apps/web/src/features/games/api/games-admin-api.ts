import type { GameDetail, GameSkinny } from '@league/shared/schemas/games';
import type { CreateGameBody, UpdateGameBody } from '@league/shared/schemas/games-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useAdminDelete,
  useAdminTablePage,
  useAdminUpdate,
} from '../../../components/admin/admin-mutations.ts';
import { DATA_LOGIN_REQUIRED, postEntity } from '../../../components/admin/admin-request.ts';
import { listPath, type pageWindow } from '../../../components/admin/portal-api.ts';

export interface GamesAdminQuery {
  q: string;
  season: number | null;
  stage: string;
  page: number;
}

/**
 * The games table's read with its filters: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function gamesAdminReadPath(query: GamesAdminQuery, window?: ReturnType<typeof pageWindow>): string {
  return listPath('/api/games/skinny', {
    q: query.q.trim(),
    seasonNumber: query.season,
    stage: query.stage,
    ...window,
  });
}

/** One page of 10 games, newest first (GET /api/games/skinny), searched and filtered by the server. */
export function useGamesAdminPage(query: GamesAdminQuery) {
  return useAdminTablePage<GameSkinny, GamesAdminQuery>('games', query, gamesAdminReadPath);
}

/** The list row of a game answered by a write route. */
export function toGameRow(game: GameDetail): GameSkinny {
  return {
    id: game.id,
    name: game.name,
    date: game.date,
    stage: game.stage,
    seasonId: game.seasonId,
    team1Id: game.team1Id,
    team2Id: game.team2Id,
    team1Score: game.team1Score,
    team2Score: game.team2Score,
    videoUrl: game.videoUrl,
    season: game.season,
    teams: game.teams.map((t) => ({ id: t.id, name: t.name, logoUrl: t.logoUrl })),
  };
}

export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGameBody) =>
      postEntity<GameDetail>('/api/games/createByNames', body, DATA_LOGIN_REQUIRED.create),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['games'] });
      void client.invalidateQueries({ queryKey: ['seasons'] });
    },
  });
}

export function useUpdateGame() {
  return useAdminUpdate<GameDetail, GameSkinny, UpdateGameBody>('games', toGameRow);
}

export function useDeleteGame() {
  return useAdminDelete('games', ['stats']);
}
