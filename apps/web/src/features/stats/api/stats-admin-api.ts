import type { AddToGameBody, BatchCsvBody, UploadResult } from '@league/shared/schemas/stat-uploads';
import type { StatEntry } from '@league/shared/schemas/stats';
import type { CreateStatByNameBody, UpdateStatBody } from '@league/shared/schemas/stats-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminTablePage, useAdminUpdate } from '../../../components/admin/admin-mutations.ts';
import { DATA_LOGIN_REQUIRED, deleteEntity, postEntity } from '../../../components/admin/admin-request.ts';
import { listPath, type pageWindow } from '../../../components/admin/portal-api.ts';

export interface StatsAdminQuery {
  /** A player name fragment, or a number matching a game id or a player id. */
  q: string;
  page: number;
}

/**
 * The stats table's read with its search: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function statsAdminReadPath(query: StatsAdminQuery, window?: ReturnType<typeof pageWindow>): string {
  return listPath('/api/stats', { q: query.q.trim(), ...window });
}

/** One page of 10 stat lines, newest first (GET /api/stats), searched by the server. */
export function useStatsAdminPage(query: StatsAdminQuery) {
  return useAdminTablePage<StatEntry, StatsAdminQuery>('stats', query, statsAdminReadPath);
}

/** Everything that reads stat lines goes stale after a stats write (leaderboard, records, pages). */
function invalidateStatReaders(client: ReturnType<typeof useQueryClient>) {
  for (const entity of ['stats', 'games', 'players', 'teams', 'leaderboard', 'records']) {
    void client.invalidateQueries({ queryKey: [entity] });
  }
}

export function useCreateStat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStatByNameBody) =>
      postEntity<StatEntry>('/api/stats/by-name', body, DATA_LOGIN_REQUIRED.create),
    onSuccess: () => invalidateStatReaders(client),
  });
}

export function useUpdateStat() {
  return useAdminUpdate<StatEntry, StatEntry, UpdateStatBody>('stats', (entry) => entry);
}

export function useDeleteStat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEntity('stats', id),
    onSuccess: () => invalidateStatReaders(client),
  });
}

/** Create mode: a new game and its lines (POST /api/stats/batch-csv). */
export function uploadGameCsv(body: BatchCsvBody): Promise<UploadResult> {
  return postEntity<UploadResult>('/api/stats/batch-csv', body, DATA_LOGIN_REQUIRED.uploadCsv);
}

/** Add mode: lines added to an existing game (POST /api/stats/add-to-game). */
export function addStatsToGame(body: AddToGameBody): Promise<UploadResult> {
  return postEntity<UploadResult>('/api/stats/add-to-game', body, DATA_LOGIN_REQUIRED.addStats);
}

export type UploadRequest = { mode: 'create'; body: BatchCsvBody } | { mode: 'add'; body: AddToGameBody };

export function useUploadStats() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UploadRequest) =>
      request.mode === 'create' ? uploadGameCsv(request.body) : addStatsToGame(request.body),
    onSuccess: () => {
      invalidateStatReaders(client);
      void client.invalidateQueries({ queryKey: ['seasons'] });
    },
  });
}
