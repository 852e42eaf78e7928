import {
  TriviaGuessBodySchema,
  TriviaGuessResultSchema,
  TriviaItemParamsSchema,
  TriviaItemQuerySchema,
  TriviaItemSchema,
} from '@league/shared/schemas/trivia';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../../lib/auth-token.ts';
import { dailyTriviaRoutes } from './daily-routes.ts';
import { checkTriviaGuess, createTriviaRounds, drawTriviaItem } from './service.ts';

export async function triviaRoutes(fastify: FastifyInstance): Promise<void> {
  // The feature's other route files (staff writes, imports...) are its sub-plugins.
  await fastify.register(dailyTriviaRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trivia'];
  // The JWT secret is shared by every instance, so a round drawn on one can be guessed on another.
  const tokens = createTriviaRounds(resolveJwtSecret(app.config));

  app.post(
    '/trivia/guess',
    {
      config: {
        openToGuests: true,
        changesData: false,
        errors: [404],
        example: {
          body: async (r) => ({ type: 'player', id: await r.triviaRound('player'), guess: 'skyhook_21' }),
        },
      },
      schema: {
        tags,
        summary: 'Check a guess; the answer is revealed only when correct or on giving up',
        body: TriviaGuessBodySchema,
        response: { 200: TriviaGuessResultSchema },
      },
    },
    (request) => checkTriviaGuess(app.db, tokens, request.body),
  );

  app.get(
    '/trivia/:type',
    {
      config: {
        parameters: { type: 'What to guess: `player`, `team` or `season`.' },
        example: { params: { type: 'player' }, query: { difficulty: 'easy' } },
      },
      schema: {
        tags,
        summary: 'A random trivia item of a difficulty (or the nearest available), hints only',
        params: TriviaItemParamsSchema,
        querystring: TriviaItemQuerySchema,
        response: { 200: TriviaItemSchema },
      },
    },
    async (request, reply) => {
      // Every call draws a new round: a cached answer would replay the same item.
      reply.header('cache-control', 'no-store');
      return drawTriviaItem(app.db, tokens, request.params.type, request.query.difficulty);
    },
  );
}
