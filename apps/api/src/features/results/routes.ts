/**
 * Results from the game (docs/product/live.md#results-from-the-game): the routes game servers call with a
 * league API key, each call carrying an idempotency key. The staff's review of the results is staff-routes.ts.
 */
import {
  FinalResultAnswerSchema,
  FinalResultBodySchema,
  SetUpdateAnswerSchema,
  SetUpdateBodySchema,
} from '@league/shared/schemas/results';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLeagueKey } from '../../lib/guards.ts';
import type { LeagueKeyRef } from '../../lib/league-keys.ts';
import { submitFinalResult, submitSetUpdate } from './ingest-service.ts';
import { resultStaffRoutes } from './staff-routes.ts';

/** A stored answer sent again says so, for the game server's log. */
const REPLAYED_HEADER = 'idempotent-replayed';

function send<T>(reply: FastifyReply, answer: { status: number; body: T; replayed: boolean }) {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
}

const keyOf = (request: { leagueKey: LeagueKeyRef | null }) => request.leagueKey as LeagueKeyRef;

export async function resultRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(resultStaffRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];
  const onRequest = requireLeagueKey('results:submit');

  app.post(
    '/results/sets',
    {
      onRequest,
      config: {
        errors: [404, 409],
        example: {
          body: async (r) => ({
            idempotencyKey: r.unique('m1-server-a-set1-end'),
            sentAt: new Date().toISOString(),
            matchId: await r.match({ tonight: true }),
            gameServerId: 'c4b1e9f0-5d7a-4c3e-9a51-0e2f8d6b7a10',
            setNumber: 1,
            team1Points: 25,
            team2Points: 21,
            setOver: true,
          }),
          refused: {
            body: (r) => ({
              idempotencyKey: r.unique('no-such-match-set1'),
              sentAt: new Date().toISOString(),
              matchId: 999_999,
              gameServerId: 'c4b1e9f0',
              setNumber: 1,
              team1Points: 3,
              team2Points: 1,
              setOver: false,
            }),
            status: 404,
          },
        },
      },
      schema: {
        tags,
        summary: 'A game server reports a set: its points so far, or its end (league API key; idempotent)',
        description:
          'The match becomes live at its first set update. The same idempotency key with the same body answers the first answer again (header `Idempotent-Replayed: true`); with another body it is a 409. A new call whose sentAt is more than 10 minutes from the server clock is a 400.',
        body: SetUpdateBodySchema,
        response: { 200: SetUpdateAnswerSchema },
      },
    },
    async (request, reply) => send(reply, await submitSetUpdate(app.db, keyOf(request), request.body)),
  );

  app.post(
    '/results/final',
    {
      onRequest,
      config: {
        errors: [404, 409],
        example: {
          body: async (r) => {
            const league = await r.league();
            const line = (side: 1 | 2, name: string, id: number) => ({
              robloxUserId: id,
              robloxUsername: name,
              side,
              spikeKills: side === 1 ? 11 : 7,
              spikeAttempts: 24,
              apeKills: 2,
              apeAttempts: 5,
              spikingErrors: 1,
              digs: 6,
              blocks: 1,
              assists: 2,
              aces: 1,
              settingErrors: 0,
              blockFollows: 1,
              servingErrors: 1,
              miscErrors: 0,
            });
            return {
              idempotencyKey: r.unique('m1-server-a-final'),
              sentAt: new Date().toISOString(),
              matchId: await r.match({ tonight: true }),
              gameServerId: 'c4b1e9f0-5d7a-4c3e-9a51-0e2f8d6b7a10',
              sets: [
                { team1Points: 25, team2Points: 21 },
                { team1Points: 19, team2Points: 25 },
                { team1Points: 25, team2Points: 17 },
              ],
              lines: [line(1, league.player1.name, 2_214_560_871), line(2, league.player2.name, 90_412_337)],
            };
          },
        },
      },
      schema: {
        tags,
        summary:
          'A game server sends the final box score: it waits as a pending result for staff (league API key; idempotent)',
        description:
          'Players are named by their Roblox username and user id, each on side 1 (team 1) or 2. The answer lists what staff must fix before approving (unknown players, players on neither team). One result per match; idempotent as /results/sets.',
        body: FinalResultBodySchema,
        response: { 201: FinalResultAnswerSchema },
      },
    },
    async (request, reply) => send(reply, await submitFinalResult(app.db, keyOf(request), request.body)),
  );
}
