import type { Article } from '@league/shared/schemas/articles';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { patchEntity } from '../../../components/admin/admin-request.ts';
import {
  invalidateOtherQueries,
  listPath,
  pageWindow,
  updateCachedRow,
} from '../../../components/admin/portal-api.ts';
import { apiGetPage, type ListPage } from '../../../lib/api-client.ts';

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

export const articleAdminKeys = {
  lists: ['articles', 'portal'] as const,
  list: (params: AdminArticleParams) => ['articles', 'portal', params] as const,
};

/** One page of articles of any approval state, newest first (GET /api/articles?status=…, admin). */
export function fetchAdminArticles(
  params: AdminArticleParams,
  signal?: AbortSignal,
): Promise<ListPage<Article>> {
  return apiGetPage<Article>(
    listPath('/api/articles', { status: params.status, ...pageWindow(params.page) }),
    signal,
  );
}

export function useAdminArticles(params: AdminArticleParams) {
  return useQuery(
    queryOptions({
      queryKey: articleAdminKeys.list(params),
      queryFn: ({ signal }) => fetchAdminArticles(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
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
      updateCachedRow<Article>(queryClient, articleAdminKeys.lists, article.id, (row) => ({
        ...row,
        ...article,
      }));
      invalidateOtherQueries(queryClient, 'articles');
      void queryClient.invalidateQueries({ queryKey: ['users', 'profile'] });
    },
  });
}
