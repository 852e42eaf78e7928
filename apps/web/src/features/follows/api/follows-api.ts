/**
 * A member's follows (docs/product/follows.md#api): fetchers, keys and hooks. Every query is keyed by the
 * session's token, so a new login never sees the previous member's follows.
 */
import type { FollowKind } from '@league/shared/domain/follows';
import type {
  CreateFollowBody,
  Follow,
  FollowingRead,
  FollowSettings,
  UpdateFollowBody,
} from '@league/shared/schemas/follows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export const followKeys = {
  all: ['follows'] as const,
  list: (token: string | null) => ['follows', 'list', token] as const,
  settings: (token: string | null) => ['follows', 'settings', token] as const,
  overview: (token: string | null) => ['follows', 'overview', token] as const,
};

export function useFollows() {
  const { token } = useSession();
  return useQuery({
    queryKey: followKeys.list(token),
    queryFn: ({ signal }) => api.get<Follow[]>('/api/follows', signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function useFollowing() {
  const { token } = useSession();
  return useQuery({
    queryKey: followKeys.overview(token),
    queryFn: ({ signal }) => api.get<FollowingRead>('/api/follows/overview', signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

export function useFollowSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: followKeys.settings(token),
    queryFn: ({ signal }) => api.get<FollowSettings>('/api/follows/settings', signal),
    enabled: Boolean(token),
  });
}

function useInvalidateFollows() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: followKeys.all });
  };
}

/** The follow of a team (by name) or a player among the member's follows, if any. */
export function findFollow(
  follows: readonly Follow[] | undefined,
  target: { kind: FollowKind; team?: string; playerId?: number },
): Follow | undefined {
  const key = (name: string) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, ' ');
  return follows?.find((f) =>
    target.kind === 'team'
      ? f.kind === 'team' && f.teamName !== null && key(f.teamName) === key(target.team ?? '')
      : f.kind === 'player' && f.playerId === target.playerId,
  );
}

export function useCreateFollow() {
  const invalidate = useInvalidateFollows();
  return useMutation({
    mutationFn: (body: CreateFollowBody) => api.post<Follow>('/api/follows', body),
    onSuccess: invalidate,
  });
}

export function useUpdateFollow() {
  const invalidate = useInvalidateFollows();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateFollowBody }) =>
      apiRequest<Follow>(`/api/follows/${id}`, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteFollow() {
  const invalidate = useInvalidateFollows();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/follows/${id}`),
    onSuccess: invalidate,
  });
}

export function useUpdateFollowSettings() {
  const invalidate = useInvalidateFollows();
  return useMutation({
    mutationFn: (body: { muted: boolean }) =>
      apiRequest<FollowSettings>('/api/follows/settings', { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useResetCalendar() {
  const invalidate = useInvalidateFollows();
  return useMutation({
    mutationFn: () => api.post<FollowSettings>('/api/follows/settings/calendar-reset'),
    onSuccess: invalidate,
  });
}
