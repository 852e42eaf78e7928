import type { PostTonightResult } from '@league/shared/schemas/chat';
import type {
  ChallongeImportBody,
  MatchFileImportBody,
  MatchImportResult,
} from '@league/shared/schemas/match-imports';
import type { Match } from '@league/shared/schemas/matches';
import type { CreateMatchBody, LiveScoreBody, UpdateMatchBody } from '@league/shared/schemas/matches-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  useAdminDelete,
  useAdminTablePage,
  useAdminUpdate,
} from '../../../components/admin/admin-mutations.ts';
import { apiPost, listPath, type pageWindow } from '../../../components/admin/portal-api.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatWebhookKeys } from '../../chat-webhooks/api/chat-webhooks-api.ts';
import { mergeLiveMatch } from './live-matches.ts';

export interface AdminMatchParams {
  /** A match number fragment. */
  q: string;
  seasonNumber: number | null;
  status: string;
  round: string;
  page: number;
}

/**
 * The matches table's read with its filters: a page of it for the table, the whole of it for Export
 * (docs/product/portal.md#exports).
 */
export function matchesAdminReadPath(
  params: AdminMatchParams,
  window?: ReturnType<typeof pageWindow>,
): string {
  return listPath('/api/matches', {
    q: params.q.trim(),
    seasonNumber: params.seasonNumber,
    status: params.status,
    round: params.round.trim(),
    ...window,
  });
}

/** One page of 10 matches, filtered by the server (GET /api/matches), by date. */
export function useAdminMatches(params: AdminMatchParams) {
  return useAdminTablePage<Match, AdminMatchParams>('matches', params, matchesAdminReadPath);
}

/**
 * The row after an edit: the server's answer merged in, keeping the season if the answer lacks one
 * (docs/product/schedule-and-matches.md#matches-in-the-portal).
 */
export function mergeMatch(row: Match, answer: Partial<Match>): Match {
  return {
    ...row,
    ...answer,
    season: answer.season ?? row.season,
    seasonId: answer.seasonId ?? row.seasonId,
  };
}

export function useUpdateMatch() {
  return useAdminUpdate<Match, Match, UpdateMatchBody>('matches', (answer, row) => mergeMatch(row, answer));
}

/** Anything that adds or removes matches: every match list (portal and schedule) and the counts reload. */
function useInvalidateMatches() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['matches'] });
    void queryClient.invalidateQueries({ queryKey: ['counts'] });
  };
}

export function useCreateMatch() {
  const invalidate = useInvalidateMatches();
  return useMutation({
    mutationFn: (body: CreateMatchBody) => apiPost<Match>('/api/matches', body),
    onSuccess: invalidate,
  });
}

export function useDeleteMatch() {
  return useAdminDelete('matches', ['counts']);
}

export function useChallongeImport() {
  const invalidate = useInvalidateMatches();
  return useMutation({
    mutationFn: (body: ChallongeImportBody) =>
      apiPost<MatchImportResult>('/api/matches/import-challonge', body),
    onSuccess: invalidate,
  });
}

export function useMatchFileImport() {
  const invalidate = useInvalidateMatches();
  return useMutation({
    mutationFn: (body: MatchFileImportBody) => apiPost<MatchImportResult>('/api/matches/import-file', body),
    onSuccess: invalidate,
  });
}

/** Staff's "Post tonight's matches" to the chat (docs/product/chat-webhooks.md#messages). */
export function usePostTonight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<PostTonightResult>('/api/matches/post-tonight', undefined),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatWebhookKeys.all }),
  });
}

/**
 * The scorer page's write (PUT /api/matches/{id}/live): the whole score and the liveVersion it was drawn
 * from. The answer goes into every cached list holding the match, as a live message would.
 */
export function useScoreMatch(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveScoreBody) =>
      apiRequest<Match>(`/api/matches/${id}/live`, { method: 'PUT', body }),
    onSuccess: (match) => {
      mergeLiveMatch(queryClient, match);
    },
  });
}
