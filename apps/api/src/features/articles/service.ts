/**
 * Articles (docs/product/articles.md#permissions): everyone reads approved ones; an unapproved article exists
 * only for its author and for admins (anyone else gets the same 404 as for a missing id, so pending titles do
 * not leak).
 */
import { can } from '@league/shared/domain/permissions';
import type {
  Article,
  ArticleListQuery,
  CreateArticleBody,
  LikeResult,
  UpdateArticleBody,
} from '@league/shared/schemas/articles';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { forbidden, unauthorized } from '../../lib/guards.ts';
import { pickFields, touchedFields } from '../../lib/writes/activity-entry.ts';
import { staffWrite, write } from '../../lib/writes/unit-of-work.ts';
import {
  addLike,
  deleteArticle,
  findArticle,
  hasLiked,
  insertArticle,
  listArticles,
  removeLike,
  updateArticle,
} from './queries.ts';

const ownership = (article: Article) => ({ authorId: article.userId, approved: article.approved });

export function listVisibleArticles(db: Db, user: AuthUser | null, query: ArticleListQuery) {
  const status = query.status ?? 'approved';
  if (status !== 'approved' && !can(user, 'article:moderate')) throw user ? forbidden() : unauthorized();
  return listArticles(db, { ...query, status });
}

/** The article if this user may see it, else 404. */
export async function readArticle(db: Db, user: AuthUser | null, id: number): Promise<Article> {
  const article = await findArticle(db, id);
  if (!article) throw notFound('Article');
  if (article.approved !== true && !can(user, 'article:view-unapproved', ownership(article))) {
    throw notFound('Article');
  }
  return article;
}

/** Author from the token; every new article starts pending, whatever the body says. */
export async function createArticle(db: Db, user: AuthUser, body: CreateArticleBody): Promise<Article> {
  const id = await write(db, (tx) => insertArticle(tx, { ...body, userId: user.id }));
  return readArticle(db, user, id);
}

/**
 * An approval is news for the chat (docs/product/chat-webhooks.md#messages): recorded in the same transaction,
 * once per article.
 */
export async function editArticle(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateArticleBody,
): Promise<Article> {
  await staffWrite(db, user, async (tx, effects) => {
    const current = await findArticle(tx, id);
    if (!current || !(await updateArticle(tx, id, body))) throw notFound('Article');
    if (body.approved === true) {
      const article = await findArticle(tx, id);
      if (article)
        await effects.chat({
          kind: 'article-approved',
          article: {
            id: article.id,
            title: article.title,
            summary: article.summary,
            author: article.author?.username ?? null,
            imageUrl: article.imageUrl || null,
          },
        });
    }
    const touched = touchedFields(body);
    return {
      result: undefined,
      activity: {
        // Setting `approved` (approve, reject, back to pending) is a moderation decision, logged as such.
        kind: body.approved === undefined ? 'edit' : 'approval',
        entityType: 'article',
        entityId: id,
        entityLabel: body.title ?? current.title,
        before: pickFields(current, touched),
        after: body,
      },
    };
  });
  return readArticle(db, user, id);
}

/**
 * Admins delete any article (a staff write, logged); a user only their own article while it is pending
 * (a member's own write, not logged: docs/product/activity.md#rules-and-constants).
 */
export async function removeArticle(db: Db, user: AuthUser, id: number): Promise<void> {
  const article = await readArticle(db, user, id);
  if (can(user, 'article:moderate')) {
    await staffWrite(db, user, async (tx) => {
      if (!(await deleteArticle(tx, id))) throw notFound('Article');
      const { title, summary, content, imageUrl, approved } = article;
      return {
        result: undefined,
        activity: {
          kind: 'delete',
          entityType: 'article',
          entityId: id,
          entityLabel: title,
          before: { title, summary, content, imageUrl, approved, author: article.author?.username ?? null },
        },
      };
    });
    return;
  }
  if (!can(user, 'article:delete-own-pending', ownership(article))) throw forbidden();
  await write(db, (tx) => deleteArticle(tx, id));
}

export async function likeArticle(db: Db, user: AuthUser, id: number): Promise<LikeResult> {
  await readArticle(db, user, id);
  const likes = await write(db, (tx) => addLike(tx, id, user.id));
  if (likes === null) throw conflict('You have already liked this article');
  return { message: 'Article liked', likes, hasLiked: true };
}

export async function unlikeArticle(db: Db, user: AuthUser, id: number): Promise<LikeResult> {
  await readArticle(db, user, id);
  const likes = await write(db, (tx) => removeLike(tx, id, user.id));
  if (likes === null) throw conflict('You have not liked this article');
  return { message: 'Article unliked', likes, hasLiked: false };
}

export async function readLikeStatus(db: Db, user: AuthUser, id: number): Promise<{ hasLiked: boolean }> {
  await readArticle(db, user, id);
  return { hasLiked: await hasLiked(db, id, user.id) };
}

/** The article when everyone may read it (approved), else undefined (a page's link preview). */
export async function findPublishedArticle(db: Db, id: number): Promise<Article | undefined> {
  const article = await findArticle(db, id);
  return article?.approved === true ? article : undefined;
}
