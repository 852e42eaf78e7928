import { PostTonightResultSchema, TonightPostPreviewSchema } from '@league/shared/schemas/chat';
import { IdParamSchema } from '@league/shared/schemas/common';
import { MatchSchema } from '@league/shared/schemas/matches';
import {
  CreateMatchBodySchema,
  DeleteMatchResultSchema,
  LiveScoreBodySchema,
  UpdateMatchBodySchema,
} from '@league/shared/schemas/matches-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requirePermission, requireRole } from '../../lib/guards.ts';
import { createMatch, deleteMatch, updateMatch } from './admin-service.ts';
import { scoreMatch } from './live-service.ts';
import { postTonightsMatches, previewTonightsMatches } from './tonight-service.ts';

export async function matchAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];

  app.post(
    '/matches',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'create', entityType: 'match' },
        errors: [409],
        example: {
          body: async (r) => {
            const league = await r.league();
            return {
              matchNumber: r.unique('Round 1 - Match 1'),
              status: 'scheduled',
              round: 'Round 1',
              phase: 'qualifiers',
              region: 'na',
              date: '2027-01-16T20:00:00Z',
              seasonId: league.seasonId,
              team1Name: league.team1.name,
              team2Name: league.team2.name,
              tags: 'NA, Week 1',
            };
          },
          // A team cannot play itself.
          refused: {
            body: async (r) => {
              const league = await r.league();
              return {
                matchNumber: r.unique('Round 1 - Match 2'),
                round: 'Round 1',
                date: '2027-01-16T20:30:00Z',
                seasonId: league.seasonId,
                team1Name: league.team1.name,
                team2Name: league.team1.name,
              };
            },
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Create a schedule match',
        description:
          'seasonId is the season id. Status defaults to scheduled, phase to qualifiers, region to na; tags may ' +
          'be a list or comma-separated text. Without team scores, set scores give the sets won.',
        body: CreateMatchBodySchema,
        response: { 201: MatchSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMatch(app.db, currentUser(request), request.body)),
  );

  app.get(
    '/matches/post-tonight',
    {
      onRequest: requirePermission('chat:post'),
      config: { example: { given: (r) => r.match({ tonight: true }) } },
      schema: {
        tags,
        summary: "What Post tonight's matches would post: today's matches and the webhooks that receive them",
        description:
          'Reads only. Each webhook says whether it already has this very list (then posting skips it); no ' +
          'match today answers an empty list.',
        response: { 200: TonightPostPreviewSchema },
      },
    },
    () => previewTonightsMatches(app.db, app.config.league.timeZone),
  );

  app.post(
    '/matches/post-tonight',
    {
      onRequest: requirePermission('chat:post'),
      config: {
        activity: { kind: 'create', entityType: 'chat-delivery' },
        example: { given: (r) => r.match({ tonight: true }) },
      },
      schema: {
        tags,
        summary: "Post today's scheduled matches (league time zone) to the chat webhooks that receive them",
        description:
          'Only on request: nothing is posted before the games by itself. The same list posts once a day; ' +
          '400 when no match is scheduled today.',
        response: { 200: PostTonightResultSchema },
      },
    },
    (request) => postTonightsMatches(app.db, currentUser(request), app.config.league.timeZone),
  );

  app.patch(
    '/matches/:id',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'match' },
        errors: [409],
        example: {
          params: async (r) => ({ id: await r.match() }),
          body: { status: 'completed', set1Score: '25-21', set2Score: '25-19', set3Score: '25-23' },
        },
      },
      schema: {
        tags,
        summary: 'Edit a match (changed fields only, e.g. {status}); answers it with its season',
        params: IdParamSchema,
        body: UpdateMatchBodySchema,
        response: { 200: MatchSchema },
      },
    },
    (request) => updateMatch(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/matches/:id',
    {
      onRequest: requireRole('superadmin'),
      config: {
        activity: { kind: 'delete', entityType: 'match' },
        example: { params: async (r) => ({ id: await r.match() }) },
      },
      schema: {
        tags,
        summary: 'Delete a match (superadmin)',
        params: IdParamSchema,
        response: { 200: DeleteMatchResultSchema },
      },
    },
    (request) => deleteMatch(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/matches/:id/live',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'match' },
        errors: [409],
        parameters: { id: 'The match being scored.' },
        example: {
          params: async (r) => ({ id: await r.match({ tonight: true }) }),
          body: { sets: ['25-21'], current: { team1Points: 4, team2Points: 2 }, version: 0, finish: false },
          // Drawn from an older score than the match has.
          refused: {
            params: async (r) => ({ id: await r.match({ tonight: true }) }),
            body: { sets: [], current: { team1Points: 1, team2Points: 0 }, version: 7 },
            status: 409,
          },
        },
      },
      schema: {
        tags,
        summary:
          'Score a match live from the scorer page: the whole score, and the liveVersion it was drawn from',
        params: IdParamSchema,
        body: LiveScoreBodySchema,
        response: { 200: MatchSchema },
      },
    },
    (request) => scoreMatch(app.db, currentUser(request), request.params.id, request.body),
  );
}
