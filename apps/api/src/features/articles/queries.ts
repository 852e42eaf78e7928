import type { Article, ArticleStatus } from '@league/shared/schemas/articles';
import { and, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { articleLikes, articles, users } from '../../db/schema.ts';

const articleColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  imageUrl: articles.imageUrl,
  createdAt: articles.createdAt,
  likes: articles.likes,
  approved: articles.approved,
  userId: articles.userId,
  // Only the author's id and name ever leave the server, never the e-mail.
  authorName: users.username,
};

interface ArticleRow extends Omit<Article, 'createdAt' | 'author'> {
  createdAt: Date;
  authorName: string | null;
}

function toArticle({ authorName, ...row }: ArticleRow): Article {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    author: row.userId !== null && authorName !== null ? { id: row.userId, username: authorName } : null,
  };
}

function statusCondition(status: ArticleStatus): SQL | undefined {
  if (status === 'approved') return eq(articles.approved, true);
  if (status === 'rejected') return eq(articles.approved, false);
  if (status === 'pending') return isNull(articles.approved);
  return undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ArticleFilter {
  status: ArticleStatus;
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Newest id first (docs/product/articles.md#data). */
export async function listArticles(
  db: Db,
  filter: ArticleFilter,
): Promise<{ rows: Article[]; total: number }> {
  const conditions = [statusCondition(filter.status)];
  if (filter.q) conditions.push(ilike(articles.title, `%${escapeLike(filter.q)}%`));
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  let select = db
    .select(articleColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.userId))
    .where(where)
    .orderBy(desc(articles.id))
    .$dynamic();
  if (filter.limit !== undefined) select = select.limit(filter.limit);
  if (filter.offset !== undefined) select = select.offset(filter.offset);
  const [rows, [totalRow]] = await Promise.all([
    select,
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows: rows.map(toArticle), total: totalRow?.n ?? 0 };
}

export async function findArticle(db: Db, id: number): Promise<Article | undefined> {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.userId))
    .where(eq(articles.id, id));
  return row ? toArticle(row) : undefined;
}

export async function insertArticle(
  db: Db,
  values: { title: string; summary: string; content: string; imageUrl: string; userId: number },
): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({ ...values, approved: null })
    .returning({ id: articles.id });
  if (!row) throw new Error('insert into articles returned no row');
  return row.id;
}

export async function updateArticle(
  db: Db,
  id: number,
  values: Partial<{
    title: string;
    summary: string;
    content: string;
    imageUrl: string;
    approved: boolean | null;
  }>,
): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return rows.length > 0;
}

export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length > 0;
}

export async function hasLiked(db: Db, articleId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(articleLikes)
    .where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, userId)));
  return row !== undefined;
}

/**
 * Adds (or removes) the like row and moves the counter; called in one transaction (the member's write), so
 * the counter always equals the number of rows. Answers the new count, or null when there was nothing to
 * add (or remove).
 */
export async function addLike(tx: Tx, articleId: number, userId: number): Promise<number | null> {
  const inserted = await tx
    .insert(articleLikes)
    .values({ articleId, userId })
    .onConflictDoNothing()
    .returning({ articleId: articleLikes.articleId });
  if (inserted.length === 0) return null;
  const [row] = await tx
    .update(articles)
    .set({ likes: sql`${articles.likes} + 1` })
    .where(eq(articles.id, articleId))
    .returning({ likes: articles.likes });
  return row?.likes ?? 0;
}

export async function removeLike(tx: Tx, articleId: number, userId: number): Promise<number | null> {
  const removed = await tx
    .delete(articleLikes)
    .where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, userId)))
    .returning({ articleId: articleLikes.articleId });
  if (removed.length === 0) return null;
  const [row] = await tx
    .update(articles)
    .set({ likes: sql`greatest(${articles.likes} - 1, 0)` })
    .where(eq(articles.id, articleId))
    .returning({ likes: articles.likes });
  return row?.likes ?? 0;
}
