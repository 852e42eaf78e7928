import { readUrls } from '@league/shared/page-urls';
import type { Article, CreateArticleBody, LikeStatus } from '@league/shared/schemas/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Approved articles, newest first
 * (docs/product/api-contract.md#lists-and-paging/docs/product/articles.md#permissions: a bare array).
 */
export function fetchArticles(signal?: AbortSignal): Promise<Article[]> {
  return api.get<Article[]>(readUrls.articles(), signal);
}

export function fetchArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return api.get<Article>(`/api/articles/${id}`, signal);
}

export function fetchLikeStatus(id: number, signal?: AbortSignal): Promise<LikeStatus> {
  return api.get<LikeStatus>(`/api/articles/${id}/like-status`, signal);
}

export function likeArticle(id: number): Promise<unknown> {
  return api.post(`/api/articles/${id}/like`);
}

export function unlikeArticle(id: number): Promise<unknown> {
  return api.delete(`/api/articles/${id}/like`);
}

export function createArticle(body: CreateArticleBody): Promise<Article> {
  return api.post<Article>('/api/articles', body);
}

export const articleKeys = {
  all: ['articles'] as const,
  list: () => ['articles', 'list'] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  likeStatus: (id: number, token: string | null) => ['articles', 'like-status', id, token] as const,
};

export const articlesQueryOptions = () =>
  queryOptions({
    queryKey: articleKeys.list(),
    queryFn: ({ signal }) => fetchArticles(signal),
    // Only approved articles are ever public (docs/product/articles.md#permissions), whatever the server
    // sends.
    select: (articles) => articles.filter((article) => article.approved === true),
  });

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: ({ signal }) => fetchArticle(id, signal),
  });

export function useArticles() {
  return useQuery(articlesQueryOptions());
}

export function useArticle(id: number | null) {
  return useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
}
