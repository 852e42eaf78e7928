import type { CreateArticleBody } from '@league/shared/schemas/articles';
import type { FieldErrors } from 'react-hook-form';

export type ArticleField = keyof CreateArticleBody;

export const EMPTY_ARTICLE: CreateArticleBody = { title: '', summary: '', imageUrl: '', content: '' };

/** The fields in form order, with the labels the issues dialog names them by. */
export const ARTICLE_FIELDS: readonly { field: ArticleField; label: string }[] = [
  { field: 'title', label: 'Title' },
  { field: 'summary', label: 'Summary' },
  { field: 'imageUrl', label: 'Image URL' },
  { field: 'content', label: 'Content' },
];

export interface ArticleIssue {
  label: string;
  message: string;
}

/**
 * The article rules' failures (docs/product/articles.md#writing-an-article) as the shared
 * CreateArticleBodySchema reported them to the form: one message per field, in form order.
 */
export function articleIssues(errors: FieldErrors<CreateArticleBody>): ArticleIssue[] {
  return ARTICLE_FIELDS.flatMap(({ field, label }) => {
    const message = errors[field]?.message;
    return message ? [{ label, message }] : [];
  });
}
