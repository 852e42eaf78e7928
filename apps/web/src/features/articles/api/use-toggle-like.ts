import type { Article } from '@league/shared/schemas/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { articleKeys, likeArticle, unlikeArticle } from './articles-api.ts';

type Action = 'like' | 'unlike';

const MESSAGES: Record<Action, { conflict: string; unauthorized: string; fallback: string }> = {
  like: {
    conflict: 'You have already liked this article',
    unauthorized: 'You must be logged in to like articles',
    fallback: 'Failed to like article',
  },
  unlike: {
    conflict: 'You have not liked this article',
    unauthorized: 'You must be logged in to unlike articles',
    fallback: 'Failed to unlike article',
  },
};

/** The docs/product/articles.md#errors message for a failed like or unlike. */
export function likeErrorMessage(action: Action, error: unknown): string {
  const messages = MESSAGES[action];
  if (error instanceof ApiError) {
    if (error.status === 409) return messages.conflict;
    if (error.status === 401) return messages.unauthorized;
    return error.serverMessage ?? messages.fallback;
  }
  return messages.fallback;
}

/**
 * Likes when not liked, unlikes when liked (docs/product/articles.md#likes). On success the shown count moves
 * by one, floored at 0, and the like status is fetched again.
 */
export function useToggleLike(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => {
      if (!getSession().token) throw new ApiError(401);
      await (action === 'like' ? likeArticle(articleId) : unlikeArticle(articleId));
      return action;
    },
    onSuccess: (action) => {
      const step = action === 'like' ? 1 : -1;
      queryClient.setQueryData<Article>(articleKeys.detail(articleId), (article) =>
        article ? { ...article, likes: Math.max(0, article.likes + step) } : article,
      );
      queryClient.invalidateQueries({ queryKey: ['articles', 'like-status', articleId] });
      queryClient.invalidateQueries({ queryKey: articleKeys.list() });
    },
  });
}
