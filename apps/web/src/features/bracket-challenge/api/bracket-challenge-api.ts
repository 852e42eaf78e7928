/**
 * The bracket challenge (docs/product/pickem.md#bracket-challenge): a season's brackets and board, the
 * caller's filled bracket, and saving it. The caller's read is keyed by the session's token, so a new login
 * never sees the previous member's bracket.
 */

import { seasonParam, withQuery } from '@league/shared/page-urls';
import type {
  BracketEntry,
  BracketEntryBody,
  MyBracketEntry,
} from '@league/shared/schemas/bracket-challenge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { bracketChallengeKeys, bracketChallengeQueryOptions } from './bracket-challenge-query.ts';

/** The season's challenge. */
export function useBracketChallenge(season: number | null) {
  return useQuery(bracketChallengeQueryOptions(season));
}

/** The caller's bracket of the season (nothing is asked without a session). */
export function useMyBracket(season: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: bracketChallengeKeys.mine(season, token),
    queryFn: ({ signal }) =>
      api.get<MyBracketEntry>(withQuery('/api/bracket-challenge/entry', seasonParam(season)), signal),
    enabled: Boolean(token),
  });
}

export function useSaveBracket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BracketEntryBody) => api.put<BracketEntry>('/api/bracket-challenge/entry', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bracketChallengeKeys.all }),
  });
}
