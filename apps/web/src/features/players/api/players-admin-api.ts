import type { PlayerDetail, PlayerMedium } from '@league/shared/schemas/players';
import type { UpdatePlayerBody } from '@league/shared/schemas/players-admin';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  useAdminDelete,
  useAdminTablePage,
  useAdminUpdate,
} from '../../../components/admin/admin-mutations.ts';
import { DATA_LOGIN_REQUIRED, postEntity } from '../../../components/admin/admin-request.ts';
import { listPath, type pageWindow } from '../../../components/admin/portal-api.ts';
import { apiGetPage } from '../../../lib/api-client.ts';

export interface PlayersAdminQuery {
  q: string;
  page: number;
}

/** One row of the Create Players request (POST /api/players/batch/by-team-name). */
export interface BatchPlayerRequestRow {
  name: string;
  position: string;
  teamNames: string[];
  seasonNumber?: number;
}

const PORTAL = 'portal';

/**
 * The players table's read with its search: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function playersAdminReadPath(
  query: PlayersAdminQuery,
  window?: ReturnType<typeof pageWindow>,
): string {
  return listPath('/api/players/medium', { q: query.q.trim(), ...window });
}

/** One page of 10 players with their teams (GET /api/players/medium), searched by the server. */
export function usePlayersAdminPage(query: PlayersAdminQuery) {
  return useAdminTablePage<PlayerMedium, PlayersAdminQuery>('players', query, playersAdminReadPath);
}

/** Creates players (or adds existing ones to teams), all or nothing. */
export function createPlayersBatch(rows: BatchPlayerRequestRow[]): Promise<PlayerMedium[]> {
  return postEntity<PlayerMedium[]>(
    '/api/players/batch/by-team-name',
    rows,
    DATA_LOGIN_REQUIRED.createPlayers,
  );
}

export function useCreatePlayers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlayersBatch,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['players'] });
      void client.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}

/** The list row of a player answered by a write route. */
function toPlayerRow(player: PlayerDetail): PlayerMedium {
  return { id: player.id, name: player.name, position: player.position, teams: player.teams };
}

export function useUpdatePlayer() {
  return useAdminUpdate<PlayerDetail, PlayerMedium, UpdatePlayerBody>('players', toPlayerRow);
}

export function useDeletePlayer() {
  return useAdminDelete('players');
}

/** The player named `name` (any case), or null: one lookup per name, shared by every form that asks. */
const playerNamedQuery = (name: string) => ({
  queryKey: ['players', PORTAL, 'by-name', name] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const page = await apiGetPage<PlayerMedium>(
      listPath('/api/players/medium', { q: name, limit: 20 }),
      signal,
    );
    return page.items.find((p) => p.name.toLowerCase() === name.toLowerCase()) ?? null;
  },
});

/**
 * The names among `names` that no player has, once every lookup has answered (null until then), so a stat
 * sheet's preview can name them before Upload (docs/product/stat-uploads.md#upload-csv).
 */
export function useUnknownPlayers(names: readonly string[]): string[] | null {
  return useQueries({
    queries: names.map(playerNamedQuery),
    combine: (results) =>
      results.some((r) => r.isPending)
        ? null
        : names.filter((_, i) => results[i]?.isSuccess && results[i]?.data === null),
  });
}

/**
 * The current position of each named player who exists (name lower-cased → position), so adding an
 * existing player to a team does not overwrite their position with a default.
 */
export function useKnownPositions(names: readonly string[]): Record<string, string> {
  return useQueries({
    queries: names.map(playerNamedQuery),
    combine: (results) => {
      const known: Record<string, string> = {};
      results.forEach((result, i) => {
        const name = names[i];
        if (name !== undefined && result.data) known[name] = result.data.position;
      });
      return known;
    },
  });
}
