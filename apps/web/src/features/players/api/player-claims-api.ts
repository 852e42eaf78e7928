/**
 * Claimed player pages (docs/product/players.md#claimed-player-pages): a member's claim and what its owner
 * sets, and the claims staff confirm or reject in the portal.
 */
import type {
  MyPlayerClaim,
  PlayerClaim,
  PlayerOwnerBody,
  StaffPlayerClaim,
} from '@league/shared/schemas/player-claims';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { playerKeys } from './players-api.ts';

export const playerClaimKeys = {
  mine: (token: string | null) => ['player-claims', 'mine', token] as const,
  staff: ['player-claims', 'staff'] as const,
};

export const myPlayerClaimQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: playerClaimKeys.mine(token),
    queryFn: ({ signal }) => api.get<MyPlayerClaim>('/api/player-claims/mine', signal),
  });

/** The signed-in member's claim (keyed by token, so a new login never sees another member's). */
export function useMyPlayerClaim(token: string | null) {
  return useQuery({ ...myPlayerClaimQueryOptions(token), enabled: Boolean(token) });
}

/** After a claim changes: the member's section, the staff list and the player page read again. */
function useRefreshClaims() {
  const client = useQueryClient();
  return (playerId?: number) => {
    void client.invalidateQueries({ queryKey: ['player-claims'] });
    if (playerId !== undefined) void client.invalidateQueries({ queryKey: playerKeys.detail(playerId) });
  };
}

export function useClaimPlayerPage() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (playerId: number) => api.post<PlayerClaim>(`/api/players/${playerId}/claim`),
    onSuccess: (claim) => refresh(claim.player.id),
  });
}

export function useUpdatePlayerOwner() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (body: PlayerOwnerBody) =>
      apiRequest<PlayerClaim>('/api/player-claims/mine', { method: 'PATCH', body }),
    onSuccess: (claim) => refresh(claim.player.id),
  });
}

export function useWithdrawPlayerClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (_playerId: number) => api.delete<{ message: string }>('/api/player-claims/mine'),
    onSuccess: (_answer, playerId) => refresh(playerId),
  });
}

export function useStaffPlayerClaims() {
  return useQuery({
    queryKey: playerClaimKeys.staff,
    queryFn: ({ signal }) => api.get<StaffPlayerClaim[]>('/api/admin/player-claims', signal),
  });
}

export function useDecidePlayerClaim() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: ({ claim, decision }: { claim: StaffPlayerClaim; decision: 'confirm' | 'reject' }) =>
      decision === 'confirm'
        ? api.post(`/api/admin/player-claims/${claim.id}/confirm`)
        : api.delete(`/api/admin/player-claims/${claim.id}`),
    onSuccess: (_answer, { claim }) => refresh(claim.player.id),
  });
}
