/** The staff's review of results from the game (docs/product/live.md#pending-results): admins and up. */
import { IdParamSchema } from '@league/shared/schemas/common';
import {
  CorrectionAnswerSchema,
  CorrectionBodySchema,
  PendingResultSchema,
  RejectResultBodySchema,
  ResultListQuerySchema,
  ReviewAnswerSchema,
  UpdatePendingResultBodySchema,
} from '@league/shared/schemas/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../lib/guards.ts';
import { sendPage } from '../../lib/paging.ts';
import { correctResult } from './correction-service.ts';
import { approveResult, getResult, listResults, rejectResult, updateResult } from './review-service.ts';

export async function resultStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const onRequest = requireRole('admin');

  app.get(
    '/results',
    {
      onRequest,
      config: {
        parameters: { status: 'Which results: `pending` (the default), `approved` or `rejected`.' },
        example: { query: { status: 'pending', limit: 2 } },
      },
      schema: {
        tags,
        summary: 'Results from the game, with the checks of each pending one (admin)',
        querystring: ResultListQuerySchema,
        response: { 200: z.array(PendingResultSchema) },
      },
    },
    async (request, reply) => sendPage(reply, await listResults(app.db, request.query.status, request.query)),
  );

  app.get(
    '/results/:id',
    {
      onRequest,
      config: { example: { params: async (r) => ({ id: await r.pendingResult() }) } },
      schema: {
        tags,
        summary: 'One result and its checks (admin)',
        params: IdParamSchema,
        response: { 200: PendingResultSchema },
      },
    },
    (request) => getResult(app.db, request.params.id),
  );

  app.patch(
    '/results/:id',
    {
      onRequest,
      config: {
        activity: { kind: 'edit', entityType: 'pending-result' },
        errors: [409],
        example: {
          params: async (r) => ({ id: await r.pendingResult() }),
          body: { stage: 'Winners Bracket; Quarterfinals' },
        },
      },
      schema: {
        tags,
        summary: 'Fix a pending result: its lines (the whole list) or its stage (admin)',
        params: IdParamSchema,
        body: UpdatePendingResultBodySchema,
        response: { 200: ReviewAnswerSchema },
      },
    },
    (request) => updateResult(app.db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/results/:id/approve',
    {
      onRequest,
      config: {
        activity: { kind: 'approval', entityType: 'pending-result' },
        errors: [409],
        example: { params: async (r) => ({ id: await r.pendingResult() }) },
      },
      schema: {
        tags,
        summary:
          'Publish a pending result at once: the game and its lines, the match completed, records, standings, the chat (admin)',
        params: IdParamSchema,
        response: { 200: ReviewAnswerSchema },
      },
    },
    (request) => approveResult(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/results/:id/reject',
    {
      onRequest,
      config: {
        activity: { kind: 'rejection', entityType: 'pending-result' },
        errors: [409],
        example: {
          params: async (r) => ({ id: await r.pendingResult() }),
          body: { reason: 'A practice match sent by mistake' },
        },
      },
      schema: {
        tags,
        summary: 'Set a pending result aside, saying why (admin)',
        params: IdParamSchema,
        body: RejectResultBodySchema,
        response: { 200: ReviewAnswerSchema },
      },
    },
    (request) => rejectResult(app.db, currentUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/results/:id/corrections',
    {
      onRequest,
      config: {
        activity: { kind: 'correction', entityType: 'game' },
        errors: [409],
        example: {
          params: async (r) => ({ id: (await r.approvedResult()).id }),
          body: async (r) => ({
            reason: 'The tracker missed two digs in set 2',
            lines: [{ playerId: (await r.approvedResult()).playerId, digs: 9 }],
          }),
        },
      },
      schema: {
        tags,
        summary: 'Correct a published result, saying why; the game page shows it (admin)',
        params: IdParamSchema,
        body: CorrectionBodySchema,
        response: { 201: CorrectionAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await correctResult(app.db, currentUser(request), request.params.id, request.body)),
  );
}
