/**
 * Fan votes (docs/product/votes.md#api). The votes are public, with results only once closed; a ballot is a
 * member's; opening and closing a vote are staff writes.
 */
import { IdParamSchema } from '@league/shared/schemas/common';
import {
  BallotBodySchema,
  CreateVoteBodySchema,
  MyBallotSchema,
  type VoteList,
  VoteListQuerySchema,
  VoteListSchema,
  VoteSchema,
} from '@league/shared/schemas/votes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole, requireUser } from '../../lib/guards.ts';
import { cachedRead } from '../../lib/read-path.ts';
import { closeVote, createVote } from './admin-service.ts';
import {
  castBallot,
  readMyBallots,
  readVote,
  readVotes,
  type VotesContext,
  votesTrueFor,
} from './service.ts';

const IN_A_WEEK = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

export async function voteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['votes'];
  const ctx: VotesContext = {
    now: () => new Date(),
    minAccountAgeDays: app.config.voteMinAccountAgeDays,
  };
  // Every visitor of /votes asks for the same list: it is read once until a vote closes or a vote changes.
  const LIST_LIFETIME_MS = 60_000;
  const lists = cachedRead<VoteList>(app, 'votes', {
    ttlMs: LIST_LIFETIME_MS,
    maxEntries: 32,
    follows: 'league-data',
    ttlOf: (list) => votesTrueFor(list, ctx.now(), LIST_LIFETIME_MS),
  });

  app.get(
    '/votes',
    {
      config: {
        parameters: { seasonNumber: 'Only the votes of this season.' },
        example: {},
      },
      schema: {
        tags,
        summary: 'The fan votes: open ones (closing soonest first) and closed ones with their results',
        description:
          'Public: a vote closes at `closesAt` on the server clock, and only then does it carry ' +
          '`results`; before that no count is sent. `serverTime` is the clock the votes were read against.',
        querystring: VoteListQuerySchema,
        response: { 200: VoteListSchema },
      },
    },
    async (request) => {
      const season = request.query.seasonNumber;
      const list = await lists.get(String(season ?? 'all'), () => readVotes(app.db, ctx, season));
      return { ...list, serverTime: ctx.now().toISOString() };
    },
  );

  app.get(
    '/votes/ballots',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your ballots, newest first (member)',
        response: { 200: z.array(MyBallotSchema) },
      },
    },
    (request) => readMyBallots(app.db, currentUser(request)),
  );

  app.get(
    '/votes/:id',
    {
      config: {
        parameters: { id: 'The id of the fan vote.' },
        example: { params: async (r) => ({ id: await r.vote() }) },
      },
      schema: {
        tags,
        summary: 'One fan vote, with its results once closed',
        params: IdParamSchema,
        response: { 200: VoteSchema },
      },
    },
    (request) => readVote(app.db, ctx, request.params.id),
  );

  app.post(
    '/votes/:id/ballots',
    {
      onRequest: requireUser,
      config: {
        changesData: false,
        errors: [403, 404, 409],
        parameters: { id: 'The id of the fan vote.' },
        example: {
          given: (r) => r.agedCaller(),
          params: async (r) => ({ id: await r.vote() }),
          body: async (r) => ({ candidateId: (await r.voteCandidates(await r.vote()))[0]! }),
        },
      },
      schema: {
        tags,
        summary: 'Vote for one candidate: one vote per account, and final (member)',
        description:
          'A second ballot in the same vote is a 409 (a vote cannot be changed), as is a ballot from the close ' +
          'time on the server clock. An account younger than VOTE_MIN_ACCOUNT_AGE_DAYS days gets a 403 naming ' +
          'the day it may vote.',
        params: IdParamSchema,
        body: BallotBodySchema,
        response: { 201: MyBallotSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await castBallot(app.db, ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/votes',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'create', entityType: 'vote' },
        example: {
          body: async (r) => {
            const league = await r.league();
            return {
              kind: 'season-mvp',
              title: `Season ${league.seasonNumber} fans' MVP`,
              seasonId: league.seasonId,
              closesAt: IN_A_WEEK(),
              candidates: [{ name: league.player1.name }, { name: league.player2.name }],
            };
          },
          // Only one candidate.
          refused: {
            body: async (r) => {
              const league = await r.league();
              return {
                kind: 'season-mvp',
                title: 'Too few',
                seasonId: league.seasonId,
                closesAt: IN_A_WEEK(),
                candidates: [{ name: league.player1.name }],
              };
            },
            status: 400,
          },
        },
      },
      schema: {
        tags,
        summary: 'Open a fan vote with its candidates and close time (staff)',
        description:
          'Candidates by name: players on a roster of the season (season MVP), teams of the season (team of ' +
          'the season), or titles each with an https `clipUrl` (play of the week). `closesAt` must be ahead ' +
          'of the server clock.',
        body: CreateVoteBodySchema,
        response: { 201: VoteSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createVote(app.db, ctx, currentUser(request), request.body)),
  );

  app.post(
    '/votes/:id/close',
    {
      onRequest: requireRole('admin'),
      config: {
        activity: { kind: 'edit', entityType: 'vote' },
        errors: [409],
        parameters: { id: 'The id of the fan vote.' },
        example: { params: async (r) => ({ id: await r.vote() }) },
      },
      schema: {
        tags,
        summary: 'Close an open fan vote now, so its results show (staff)',
        params: IdParamSchema,
        response: { 200: VoteSchema },
      },
    },
    (request) => closeVote(app.db, ctx, currentUser(request), request.params.id),
  );
}
