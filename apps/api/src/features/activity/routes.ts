import {
  ACTIVITY_ENTITY_TYPES,
  ACTIVITY_KINDS,
  ActivityActorSchema,
  ActivityEntrySchema,
  ActivityListQuerySchema,
} from '@league/shared/schemas/activity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requirePermission } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { readActivity, readActivityActors, startActivityPruning } from './service.ts';

export async function activityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['activity'];

  // The log keeps LEAGUE_ACTIVITY_RETENTION_DAYS of entries (docs/product/activity.md#rules-and-constants).
  let pruning: Awaited<ReturnType<typeof startActivityPruning>> | undefined;
  app.addHook('onReady', async () => {
    pruning = await startActivityPruning(app.db, app.config.activityRetentionDays, app.log);
  });
  app.addHook('onClose', async () => pruning?.stop());

  app.get(
    '/admin/activity',
    {
      onRequest: requirePermission('activity:read'),
      config: {
        parameters: {
          actorId:
            "A staff member's user id: only what they did (GET /api/admin/activity/actors lists them).",
          kind: `Only writes of this kind: ${ACTIVITY_KINDS.map((k) => `\`${k}\``).join(', ')}.`,
          entityType: `Only writes to this kind of entity: ${ACTIVITY_ENTITY_TYPES.map((k) => `\`${k}\``).join(', ')}.`,
          entityId: "The entity's id: only writes to that one row (use with entityType).",
          limit: 'Page size: at most this many entries (1–1000, default 50).',
        },
      },
      schema: {
        tags,
        summary:
          'Staff activity log, newest first, 50 a page by default (admins: all but role changes); total in X-Total-Count',
        querystring: ActivityListQuerySchema,
        response: { 200: z.array(ActivityEntrySchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await readActivity(app.db, currentUser(request), request.query)),
  );

  app.get(
    '/admin/activity/actors',
    {
      onRequest: requirePermission('activity:read'),
      schema: {
        tags,
        summary: 'Staff members who appear in the activity log the caller may read',
        response: { 200: z.array(ActivityActorSchema) },
      },
    },
    (request) => readActivityActors(app.db, currentUser(request)),
  );
}
