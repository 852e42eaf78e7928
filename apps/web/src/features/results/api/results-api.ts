/**
 * Results from the game in the portal (docs/product/live.md#pending-results): the results of one state, and
 * the staff's fix, approval, rejection and correction of one. Admins and superadmins reach these routes.
 */

import type { GameCorrection } from '@league/shared/schemas/games';
import type {
  CorrectionBody,
  PendingResult,
  ResultStatus,
  ReviewAnswer,
  UpdatePendingResultBody,
} from '@league/shared/schemas/results';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost, listPath, pageWindow } from '../../../components/admin/portal-api.ts';
import { apiGetPage, type ListPage } from '../../../lib/api-client.ts';

export const resultKeys = {
  all: ['results'] as const,
  list: (status: ResultStatus, page: number) => ['results', status, page] as const,
};

/** Results arrive while staff look: the list looks again this often (the live stream is public only). */
export const RESULTS_REFRESH_MS = 10_000;

export function fetchResults(
  status: ResultStatus,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<PendingResult>> {
  return apiGetPage<PendingResult>(listPath('/api/results', { status, ...pageWindow(page) }), signal);
}

export const resultsQueryOptions = (status: ResultStatus, page: number) =>
  queryOptions({
    queryKey: resultKeys.list(status, page),
    queryFn: ({ signal }) => fetchResults(status, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: RESULTS_REFRESH_MS,
  });

export function useResults(status: ResultStatus, page: number) {
  return useQuery(resultsQueryOptions(status, page));
}

/** After a review, the results, the schedule and the games all read again. */
function useInvalidateAfterReview() {
  const client = useQueryClient();
  return () => {
    for (const key of [resultKeys.all, ['matches'], ['games'], ['counts']])
      void client.invalidateQueries({ queryKey: key });
  };
}

export function useUpdateResult(id: number) {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: (body: UpdatePendingResultBody) => apiPatch<ReviewAnswer>(`/api/results/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useApproveResult(id: number) {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: () => apiPost<ReviewAnswer>(`/api/results/${id}/approve`, undefined),
    onSuccess: invalidate,
  });
}

export function useRejectResult(id: number) {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: (body: { reason: string }) => apiPost<ReviewAnswer>(`/api/results/${id}/reject`, body),
    onSuccess: invalidate,
  });
}

export function useCorrectResult(id: number) {
  const invalidate = useInvalidateAfterReview();
  return useMutation({
    mutationFn: (body: CorrectionBody) =>
      apiPost<{ message: string; correction: GameCorrection }>(`/api/results/${id}/corrections`, body),
    onSuccess: invalidate,
  });
}
