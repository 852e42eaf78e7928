import type { Stage } from '@league/shared/domain/league';
import { stageOfPlayoffRound } from '@league/shared/domain/playoff-stages';
import type { PostTonightResult, TonightPostPreview } from '@league/shared/schemas/chat';
import type {
  ChallongeImportBody,
  MatchFileImportBody,
  MatchImportResult,
} from '@league/shared/schemas/match-imports';
import type { Match } from '@league/shared/schemas/matches';
import type { CreateMatchBody, LiveScoreBody, UpdateMatchBody } from '@league/shared/schemas/matches-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useAdminDelete,
  useAdminTablePage,
  useAdminUpdate,
} from '../../../components/admin/admin-mutations.ts';
import {
  apiPost,
  listPath,
  PORTAL_PAGE_SIZE,
  type pageWindow,
} from '../../../components/admin/portal-api.ts';
import { apiGetPage, apiRequest } from '../../../lib/api-client.ts';
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

/**
 * The page of the table (10 a page, by date) that holds the first match of today or later, with the same
 * filters: the number of matches that started before `todayStart`, read as a list total. Null until read.
 */
export function useTodayPage(params: AdminMatchParams, todayStart: Date, enabled: boolean): number | null {
  const path = listPath('/api/matches', {
    q: params.q.trim(),
    seasonNumber: params.seasonNumber,
    status: params.status,
    round: params.round.trim(),
    to: new Date(todayStart.getTime() - 1).toISOString(),
    limit: 1,
  });
  const before = useQuery({
    queryKey: ['matches', 'portal', 'before-today', path] as const,
    queryFn: ({ signal }) => apiGetPage<Match>(path, signal),
    enabled,
  });
  return before.data ? Math.floor(before.data.total / PORTAL_PAGE_SIZE) + 1 : null;
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

/**
 * What "Post tonight's matches" would post, read fresh each time staff press it
 * (GET /api/matches/post-tonight).
 */
export function useFetchTonightPreview() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: [...chatWebhookKeys.all, 'tonight-preview'],
      queryFn: ({ signal }) => apiRequest<TonightPostPreview>('/api/matches/post-tonight', { signal }),
      staleTime: 0,
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

/**
 * The stage a stat sheet of `teamNames` most likely belongs to: the playoff match the two teams play today
 * (league day from `todayStart`, either order, any case), its round read against its bracket's first round
 * (stageOfPlayoffRound). Null while reading or when there is no such match or readable stage.
 */
export function useTonightStage(
  teamNames: readonly string[],
  seasonNumber: number | null,
  todayStart: Date,
): { stage: Stage; match: Match } | null {
  const [first = '', second = ''] = teamNames.map((name) => name.trim().toLowerCase());
  const todayPath = listPath('/api/matches', {
    seasonNumber,
    phase: 'playoffs',
    from: todayStart.toISOString(),
    to: new Date(todayStart.getTime() + 24 * 60 * 60 * 1000 - 1).toISOString(),
    limit: 50,
  });
  const today = useQuery({
    queryKey: ['matches', 'portal', 'today', todayPath] as const,
    queryFn: ({ signal }) => apiGetPage<Match>(todayPath, signal),
    enabled: seasonNumber !== null && first !== '' && second !== '',
  });
  const match = today.data?.items.find((m) => {
    const pair = [m.team1Name.toLowerCase(), m.team2Name.toLowerCase()];
    return pair.includes(first) && pair.includes(second) && first !== second;
  });
  const firstRoundPath = listPath('/api/matches', {
    seasonNumber,
    phase: 'playoffs',
    round: 'Round 1',
    division: match?.division ?? null,
    region: match?.region ?? null,
    limit: 1,
  });
  const firstRound = useQuery({
    queryKey: ['matches', 'portal', 'first-round', firstRoundPath] as const,
    queryFn: ({ signal }) => apiGetPage<Match>(firstRoundPath, signal),
    enabled: match !== undefined,
  });
  if (!match || !firstRound.data) return null;
  const stage = stageOfPlayoffRound(match.round, firstRound.data.total);
  return stage ? { stage, match } : null;
}
