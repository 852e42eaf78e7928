/**
 * Fan votes (docs/product/votes.md#api): the votes (results only once closed), the caller's ballots, casting
 * a ballot, and staff opening and closing votes. The caller's ballots are keyed by the session's token, so a
 * new login never sees the previous member's ballots.
 */

import type { BallotBody, CreateVoteBody, MyBallot, Vote } from '@league/shared/schemas/votes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../components/admin/portal-api.ts';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { voteKeys, votesQueryOptions } from './votes-query.ts';

/** The votes of one season, or of all. */
export function useVotes(seasonNumber: number | null = null) {
  return useQuery(votesQueryOptions(seasonNumber));
}

/** The caller's ballots (nothing is asked without a session). */
export function useMyBallots() {
  const { token } = useSession();
  return useQuery({
    queryKey: voteKeys.ballots(token),
    queryFn: ({ signal }) => api.get<MyBallot[]>('/api/votes/ballots', signal),
    enabled: Boolean(token),
  });
}

export function useCastBallot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voteId, body }: { voteId: number; body: BallotBody }) =>
      api.post<MyBallot>(`/api/votes/${voteId}/ballots`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voteKeys.all }),
  });
}

export function useCreateVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVoteBody) => apiPost<Vote>('/api/votes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voteKeys.all }),
  });
}

export function useCloseVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voteId: number) => apiPost<Vote>(`/api/votes/${voteId}/close`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voteKeys.all }),
  });
}
