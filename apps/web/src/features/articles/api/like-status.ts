import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import { articleKeys, fetchLikeStatus } from './articles-api.ts';

export const LIKE_STATUS_ERROR = 'Failed to fetch like status';

/**
 * Whether the logged-in user likes an article; a failed lookup reads as not liked
 * (docs/product/articles.md#errors).
 */
export function useLikeStatus(articleId: number) {
  const { token } = useSession();
  const query = useQuery({
    queryKey: articleKeys.likeStatus(articleId, token),
    queryFn: ({ signal }) => fetchLikeStatus(articleId, signal),
    enabled: Boolean(token),
    staleTime: 0,
    retry: false,
  });
  return {
    hasLiked: query.data?.hasLiked === true,
    error: query.isError ? LIKE_STATUS_ERROR : null,
    isLoading: query.isLoading,
    refetch: query.refetch,
  };
}
