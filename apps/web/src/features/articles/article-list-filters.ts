import type { Article } from '@league/shared/schemas/articles';

/**
 * The articles page's sort options (docs/product/articles.md#articles-list), as kept in the `?sort=` query
 * parameter.
 */
export const ARTICLE_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'most-liked', label: 'Most Liked' },
  { value: 'least-liked', label: 'Least Liked' },
] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number]['value'];

export function parseArticleSort(value: string | null): ArticleSort {
  return ARTICLE_SORTS.some((option) => option.value === value) ? (value as ArticleSort) : 'newest';
}

/** Newest first by id (ids grow with time), likes ties broken the same way. */
const byNewest = (a: Article, b: Article) => b.id - a.id;

/**
 * Approved articles whose title contains `title` (case-insensitive), in the chosen order. Only approved
 * articles are ever listed or counted (docs/product/articles.md#permissions).
 */
export function filterArticles(articles: Article[], title: string, sort: ArticleSort): Article[] {
  const needle = title.trim().toLowerCase();
  const visible = articles.filter(
    (article) => article.approved === true && (!needle || article.title.toLowerCase().includes(needle)),
  );
  switch (sort) {
    case 'oldest':
      return visible.sort((a, b) => a.id - b.id);
    case 'most-liked':
      return visible.sort((a, b) => b.likes - a.likes || byNewest(a, b));
    case 'least-liked':
      return visible.sort((a, b) => a.likes - b.likes || byNewest(a, b));
    default:
      return visible.sort(byNewest);
  }
}
