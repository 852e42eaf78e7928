import type { Article } from '@league/shared/schemas/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PORTAL_KEY, useAdminTablePage } from '../../../components/admin/admin-mutations.ts';
import { patchEntity } from '../../../components/admin/admin-request.ts';
import {
  invalidateOtherQueries,
  listPath,
  type pageWindow,
  updateCachedRow,
} from '../../../components/admin/portal-api.ts';

/**
 * The admin table's two views (docs/product/articles.md#articles-in-the-portal): everything, or the articles
 * waiting for approval.
 */
export const ADMIN_ARTICLE_FILTERS = ['pending', 'all'] as const;
export type AdminArticleFilter = (typeof ADMIN_ARTICLE_FILTERS)[number];

export interface AdminArticleParams {
  status: AdminArticleFilter;
  page: number;
}

const articlesAdminReadPath = (params: AdminArticleParams, window: ReturnType<typeof pageWindow>) =>
  listPath('/api/articles', { status: params.status, ...window });

/** One page of articles of any approval state, newest first (GET /api/articles?status=…, admin). */
export function useAdminArticles(params: AdminArticleParams) {
  return useAdminTablePage<Article, AdminArticleParams>('articles', params, articlesAdminReadPath);
}

/**
 * Approve (true) or reject (false) with PATCH /api/articles/{id} {approved}. The row takes the answer and
 * stays where it is until the next load; the public lists refetch so an approval shows there at once.
 */
export function useModerateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approved }: { id: number; approved: boolean }) =>
      patchEntity<Article>('articles', id, { approved }),
    onSuccess: (article) => {
      updateCachedRow<Article>(queryClient, ['articles', PORTAL_KEY], article.id, (row) => ({
        ...row,
        ...article,
      }));
      invalidateOtherQueries(queryClient, 'articles');
      void queryClient.invalidateQueries({ queryKey: ['users', 'profile'] });
    },
  });
}
