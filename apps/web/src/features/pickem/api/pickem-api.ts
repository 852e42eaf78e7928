/**
 * Pick'em (docs/product/pickem.md#api): the week, the caller's picks, saving a pick, the leaderboards and the
 * caller's history. The caller's reads are keyed by the session's token, so a new login never sees the
 * previous member's picks.
 */

import type { PickemScope } from '@league/shared/domain/pickem-leaderboard';
import { weekParam, withQuery } from '@league/shared/page-urls';
import type { MyPick, PickBody, PickemLeaderboard, PickHistory } from '@league/shared/schemas/pickem';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { pickemKeys, pickemWeekQueryOptions } from './pickem-week-query.ts';

/** The week's matches. */
export function usePickemWeek(week: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pickemWeekQueryOptions(week), enabled });
}

/** The caller's picks of a week (nothing is asked without a session). */
export function useMyPicks(week: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: pickemKeys.mine(week, token),
    queryFn: ({ signal }) => api.get<MyPick[]>(withQuery('/api/pickem/picks', weekParam(week)), signal),
    enabled: Boolean(token),
  });
}

export function useSavePick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: number; body: PickBody }) =>
      api.put<MyPick>(`/api/pickem/picks/${matchId}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pickemKeys.all }),
  });
}

export function usePickemLeaderboard(scope: PickemScope, week: string | null) {
  const params = new URLSearchParams({ scope });
  if (scope === 'week' && week) params.set('week', week);
  return useQuery({
    queryKey: pickemKeys.board(scope, scope === 'week' ? week : null),
    queryFn: ({ signal }) => api.get<PickemLeaderboard>(`/api/pickem/leaderboard?${params}`, signal),
  });
}

export function usePickHistory() {
  const { token } = useSession();
  return useQuery({
    queryKey: pickemKeys.history(token),
    queryFn: ({ signal }) => api.get<PickHistory>('/api/pickem/history', signal),
    enabled: Boolean(token),
  });
}
