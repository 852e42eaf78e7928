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
      // Staff-only states are refused to guests (401) and members (403) by the service.
      config: {
        publicRead: (request) => isPublicArticleList(request.query),
        errors: [401, 403],
        parameters: {
          status:
            '`approved` (default), or for staff `pending`, `rejected` or `all`; a member may ask for their own pending articles.',
        },
      },
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
      config: { example: { params: async (r) => ({ id: await r.article({ approved: true }) }) } },
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
      config: {
        example: {
          body: {
            title: 'Five things we learned on opening night',
            summary:
              'Serves won the night: three teams broke 20 aces, and the champions lost a set for the first time.',
            content: `${'Opening night gave us five matches and one upset. '.repeat(4)}The champions dropped a set to a team that did not make the playoffs last season, and the ace count was the highest of any opening night on record.`,
            imageUrl: 'https://images.example.org/opening-night.jpg',
          },
        },
      },
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
      config: {
        activity: { kind: 'approval', entityType: 'article' },
        example: { params: async (r) => ({ id: await r.article() }), body: { approved: true } },
      },
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
      // A staff delete is logged; an author's delete of their own pending article is not.
      config: {
        activity: { kind: 'delete', entityType: 'article' },
        errors: [403],
        example: { params: async (r) => ({ id: await r.article({ byCaller: true }) }) },
      },
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
      config: {
        errors: [409],
        example: { params: async (r) => ({ id: await r.article({ approved: true }) }) },
      },
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
      config: {
        errors: [409],
        example: { params: async (r) => ({ id: await r.article({ approved: true, likedByCaller: true }) }) },
      },
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
      config: { example: { params: async (r) => ({ id: await r.article({ approved: true }) }) } },
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
