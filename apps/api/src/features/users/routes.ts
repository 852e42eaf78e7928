import { IdParamSchema } from '@league/shared/schemas/common';
import {
  ProfileSchema,
  RoleChangeBodySchema,
  UserListQuerySchema,
  UserSummarySchema,
} from '@league/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../lib/guards.ts';
import { changeRole, listUserPage, readProfile } from './service.ts';

export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.get(
    '/users/profile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The logged-in user with their articles',
        response: { 200: ProfileSchema },
      },
    },
    (request) => readProfile(app.db, currentUser(request).id),
  );

  app.get(
    '/users',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Users, searchable by name and role (admin); total in X-Total-Count',
        querystring: UserListQuerySchema,
        response: { 200: z.array(UserSummarySchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listUserPage(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.patch(
    '/admin/users/:id/role',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: "Change a user's role (docs/product/accounts.md#role-changes)",
        params: IdParamSchema,
        body: RoleChangeBodySchema,
        response: { 200: UserSummarySchema },
      },
    },
    (request) => changeRole(app.db, currentUser(request), request.params.id, request.body.role),
  );
}
