import { IdParamSchema } from '@league/shared/schemas/common';
import {
  CreateFollowBodySchema,
  FollowingReadSchema,
  FollowSchema,
  FollowSettingsSchema,
  UpdateFollowBodySchema,
  UpdateFollowSettingsBodySchema,
} from '@league/shared/schemas/follows';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { onMatchChange } from '../../lib/writes/unit-of-work.ts';
import { tellPlayoffMarks } from './playoff-service.ts';
import {
  follow,
  getFollowSettings,
  listFollows,
  readFollowing,
  resetCalendarFeed,
  unfollow,
  updateFollow,
  updateFollowSettings,
} from './service.ts';

const MessageSchema = z.object({ message: z.string() });

/**
 * A member's follows (docs/product/follows.md#api): members only, each acting on their own. Also registers the
 * playoff marks' work for every match change on this database (docs/product/follows.md#notifications).
 */
export async function followRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['follows'];
  const onRequest = requireUser;
  // A member's own follows and switches: no page shows them, so no cache is cleared.
  const own = { changesData: false } as const;

  const stop = onMatchChange(app.db, tellPlayoffMarks);
  app.addHook('onClose', async () => stop());

  app.get(
    '/follows',
    {
      onRequest,
      schema: { tags, summary: 'Your follows (member)', response: { 200: z.array(FollowSchema) } },
    },
    (request) => listFollows(app.db, currentUser(request)),
  );

  app.post(
    '/follows',
    {
      onRequest,
      config: {
        ...own,
        errors: [404],
        example: {
          body: async (r) => ({ kind: 'team', team: (await r.league()).team1.name }),
          refused: { body: { kind: 'team', team: 'No Such Team Anywhere' }, status: 404 },
        },
      },
      schema: {
        tags,
        summary:
          'Follow a team (by name or slug: every season of it) or a player (member); again: the same follow',
        body: CreateFollowBodySchema,
        response: { 201: FollowSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send((await follow(app.db, currentUser(request), request.body)).follow),
  );

  app.patch(
    '/follows/:id',
    {
      onRequest,
      config: {
        ...own,
        example: {
          params: async (r) => ({ id: await r.follow() }),
          body: { events: ['match-starting', 'final-result'], leadMinutes: 15 },
        },
      },
      schema: {
        tags,
        summary: "Change a follow's events or reminder lead time (member)",
        params: IdParamSchema,
        body: UpdateFollowBodySchema,
        response: { 200: FollowSchema },
      },
    },
    (request) => updateFollow(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/follows/:id',
    {
      onRequest,
      config: { ...own, example: { params: async (r) => ({ id: await r.follow() }) } },
      schema: { tags, summary: 'Unfollow (member)', params: IdParamSchema, response: { 200: MessageSchema } },
    },
    (request) => unfollow(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/follows/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Your mute switch and personal calendar address (member)',
        response: { 200: FollowSettingsSchema },
      },
    },
    (request) => getFollowSettings(app.db, currentUser(request)),
  );

  app.patch(
    '/follows/settings',
    {
      onRequest,
      config: { ...own, example: { body: { muted: true } } },
      schema: {
        tags,
        summary: 'Mute or unmute every notification (member)',
        body: UpdateFollowSettingsBodySchema,
        response: { 200: FollowSettingsSchema },
      },
    },
    (request) => updateFollowSettings(app.db, currentUser(request), request.body),
  );

  app.post(
    '/follows/settings/calendar-reset',
    {
      onRequest,
      config: own,
      schema: {
        tags,
        summary: 'A new secret address for your calendar feed; the old one stops working (member)',
        response: { 200: FollowSettingsSchema },
      },
    },
    (request) => resetCalendarFeed(app.db, currentUser(request)),
  );

  app.get(
    '/follows/overview',
    {
      onRequest,
      schema: {
        tags,
        summary: "Following: your players' last games, your teams' next matches and last results (member)",
        response: { 200: FollowingReadSchema },
      },
    },
    (request) => readFollowing(app.db, currentUser(request)),
  );
}
