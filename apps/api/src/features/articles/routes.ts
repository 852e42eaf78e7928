import {
  ArticleListQuerySchema,
  ArticleSchema,
  CreateArticleBodySchema,
  DeleteArticleResultSchema,
  LikeResultSchema,
  LikeStatusSchema,
  UpdateArticleBodySchema,
} from '@league/shared/schemas/articles';
import { IdParamSchema } from '@league/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../lib/guards.ts';
import {
  createArticle,
  editArticle,
  likeArticle,
  listVisibleArticles,
  readArticle,
  readLikeStatus,
  removeArticle,
  unlikeArticle,
} from './service.ts';

const isPublicArticleList = (query: unknown) => {
  const status = (query as { status?: unknown } | undefined)?.status;
  return status === undefined || status === 'approved';
};

export async function articleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['articles'];
  const params = IdParamSchema;

  app.get(
    '/articles',
    {
      // Approved articles are the same for everyone; other statuses are for admins only.
      config: { publicRead: (request) => isPublicArticleList(request.query) },
      schema: {
        tags,
        summary:
          'Approved articles, newest first (admins: ?status=pending|rejected|all); total in X-Total-Count',
        querystring: ArticleListQuerySchema,
        response: { 200: z.array(ArticleSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listVisibleArticles(app.db, request.user, request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'One article (unapproved: author and admins only)',
        params,
        response: { 200: ArticleSchema },
      },
    },
    (request) => readArticle(app.db, request.user, request.params.id),
  );

  app.post(
    '/articles',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Write an article; it waits for approval',
        body: CreateArticleBodySchema,
        response: { 201: ArticleSchema },
      },
    },
    async (request, reply) => {
      const article = await createArticle(app.db, currentUser(request), request.body);
      return reply.code(201).send(article);
    },
  );

  app.patch(
    '/articles/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Approve, reject or edit an article (admin)',
        params,
        body: UpdateArticleBodySchema,
        response: { 200: ArticleSchema },
      },
    },
    (request) => editArticle(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/articles/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete an article (admin: any; author: own pending one)',
        params,
        response: { 200: DeleteArticleResultSchema },
      },
    },
    async (request) => {
      await removeArticle(app.db, currentUser(request), request.params.id);
      return { message: 'Article deleted' };
    },
  );

  app.post(
    '/articles/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Like an article (409 if already liked)',
        params,
        response: { 200: LikeResultSchema },
      },
    },
    (request) => likeArticle(app.db, currentUser(request), request.params.id),
  );

  app.delete(
    '/articles/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Unlike an article (409 if not liked)',
        params,
        response: { 200: LikeResultSchema },
      },
    },
    (request) => unlikeArticle(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/articles/:id/like-status',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Whether the logged-in user likes it',
        params,
        response: { 200: LikeStatusSchema },
      },
    },
    (request) => readLikeStatus(app.db, currentUser(request), request.params.id),
  );
}
