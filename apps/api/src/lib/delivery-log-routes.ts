/**
 * The staff log of an outbox's deliveries (the chat's posts, the browsers' pushes): the deliveries newest
 * first, paged and filtered by state (schemas/deliveries.ts), with their total in X-Total-Count; and a
 * retry of a failed one that leaves an activity entry. Superadmins only, as the rest of the Settings page
 * (docs/product/chat-webhooks.md#permissions).
 */
import type { ActivityEntityType } from '@league/shared/schemas/activity';
import { IdParamSchema } from '@league/shared/schemas/common';
import { DeliveryQuerySchema } from '@league/shared/schemas/deliveries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from './auth-user.ts';
import { currentUser, requirePermission } from './guards.ts';
import type { ExampleRefs } from './route-facts.ts';

type Db = FastifyInstance['db'];
type DeliveryQuery = z.output<typeof DeliveryQuerySchema>;

export interface DeliveryLog<Row extends z.ZodType> {
  /** The list's URL; the retry is `${url}/:id/retry`. */
  url: string;
  tags: string[];
  /** What the list holds, capitalised: 'Chat deliveries'. */
  title: string;
  row: Row;
  list: (db: Db, query: DeliveryQuery) => Promise<{ rows: z.output<Row>[]; total: number }>;
  retry: {
    summary: string;
    entityType: ActivityEntityType;
    /** A failed delivery, for the route's example. */
    example: (refs: ExampleRefs) => Promise<number>;
    send: (db: Db, actor: AuthUser, id: number) => Promise<{ message: string }>;
  };
}

/** Registers the list and the retry of one delivery log. */
export function declareDeliveryLog<Row extends z.ZodType>(
  fastify: FastifyInstance,
  log: DeliveryLog<Row>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('settings:manage');
  const { tags, retry } = log;

  app.get(
    log.url,
    {
      onRequest,
      schema: {
        tags,
        summary: `${log.title}, newest first, with their state (superadmin); total in X-Total-Count`,
        querystring: DeliveryQuerySchema,
        response: { 200: z.array(log.row) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await log.list(app.db, request.query);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );

  app.post(
    `${log.url}/:id/retry`,
    {
      onRequest,
      config: {
        activity: { kind: 'edit', entityType: retry.entityType },
        errors: [409],
        example: { params: async (r) => ({ id: await retry.example(r) }) },
      },
      schema: {
        tags,
        summary: retry.summary,
        params: IdParamSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (request) => retry.send(app.db, currentUser(request), request.params.id),
  );
}
