import { type CreateArticleBody, CreateArticleBodySchema } from '@league/shared/schemas/articles';

export type ArticleField = keyof CreateArticleBody;

export const FIELD_LABELS: Record<ArticleField, string> = {
  title: 'Title',
  summary: 'Summary',
  imageUrl: 'Image URL',
  content: 'Content',
};

export interface ArticleIssue {
  field: ArticleField;
  message: string;
}

const FIELD_ORDER: ArticleField[] = ['title', 'summary', 'imageUrl', 'content'];

/**
 * The article rules (docs/product/articles.md#writing-an-article), checked with the server's own schema: one
 * message per field, form order.
 */
export function validateArticle(values: CreateArticleBody): ArticleIssue[] {
  const parsed = CreateArticleBodySchema.safeParse(values);
  if (parsed.success) return [];
  const byField = new Map<ArticleField, string>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && FIELD_ORDER.includes(field as ArticleField)) {
      if (!byField.has(field as ArticleField)) byField.set(field as ArticleField, issue.message);
    }
  }
  return FIELD_ORDER.flatMap((field) => {
    const message = byField.get(field);
    return message ? [{ field, message }] : [];
  });
}
