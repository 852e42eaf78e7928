import type { Article } from '@league/shared/schemas/articles';
import { describe, expect, it } from 'vitest';
import { filterArticles, parseArticleSort } from './article-list-filters.ts';

const article = (id: number, title: string, likes: number, approved: boolean | null = true): Article => ({
  id,
  title,
  summary: '',
  content: '',
  imageUrl: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  likes,
  approved,
  userId: 1,
  author: { id: 1, username: 'writer' },
});

const ARTICLES = [
  article(1, 'Season 13 preview', 4),
  article(2, 'Finals recap', 9),
  article(3, 'Pending piece', 50, null),
  article(4, 'Rejected piece', 50, false),
  article(5, 'Season 14 power rankings', 4),
];

describe('filterArticles', () => {
  it('lists approved articles only, newest first by default', () => {
    expect(filterArticles(ARTICLES, '', 'newest').map((a) => a.id)).toEqual([5, 2, 1]);
  });

  it('filters by a case-insensitive title substring', () => {
    expect(filterArticles(ARTICLES, 'SEASON', 'oldest').map((a) => a.id)).toEqual([1, 5]);
  });

  it('sorts by likes, ties newest first', () => {
    expect(filterArticles(ARTICLES, '', 'most-liked').map((a) => a.id)).toEqual([2, 5, 1]);
    expect(filterArticles(ARTICLES, '', 'least-liked').map((a) => a.id)).toEqual([5, 1, 2]);
  });

  it('falls back to newest for an unknown sort value', () => {
    expect(parseArticleSort('sideways')).toBe('newest');
    expect(parseArticleSort('most-liked')).toBe('most-liked');
  });
});
