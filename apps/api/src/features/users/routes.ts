import { ExportQuerySchema, IdParamSchema } from '@league/shared/schemas/common';
import {
  ProfileSchema,
  RoleChangeBodySchema,
  UserListQuerySchema,
  UserSummarySchema,
} from '@league/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExport } from '../../lib/export-reply.ts';
import { assertCan, currentUser, requireRole, requireUser } from '../../lib/guards.ts';
import { authRoutes } from './auth-routes.ts';
import { changeRole, listUserPage, readProfile, readUserListExport } from './service.ts';
import { signInRoutes } from './sign-in-routes.ts';

export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(authRoutes);
  await fastify.register(signInRoutes);
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
        description:
          'With `format=csv` or `format=json`: every account of the search as a file, the portal table’s ' +
          'columns (the same guard as the list).',
        querystring: UserListQuerySchema.extend(ExportQuerySchema.shape),
        response: { 200: z.array(UserSummarySchema) },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      if (format) {
        assertCan(request, 'table:export');
        const file = readUserListExport(app.db, request.query, app.config.league.siteName, format);
        return sendExport(reply, format, file, { staffOnly: true });
      }
      const { rows, total } = await listUserPage(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.patch(
    '/admin/users/:id/role',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'role-change', entityType: 'user' },
        errors: [409],
        example: { params: async (r) => ({ id: (await r.member()).id }), body: { role: 'admin' } },
      },
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
