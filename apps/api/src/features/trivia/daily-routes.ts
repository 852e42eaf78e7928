/**
 * The daily puzzle's calls (docs/product/trivia.md#daily-puzzle). Open to everyone; a logged-in member's
 * play is kept on the account. Answers depend on who asks and on the clock, so none is cached but the
 * puzzle as everyone sees it (the page is drawn with it), kept as every public read.
 */
import {
  DailyBoardQuerySchema,
  DailyBoardSchema,
  DailyGuessBodySchema,
  DailyGuessResultSchema,
  DailyGuessSuggestionsQuerySchema,
  DailyGuessSuggestionsSchema,
  DailyHistorySchema,
  DailyPlaySchema,
  DailyPuzzleSchema,
  PublicDailyPuzzleSchema,
} from '@league/shared/schemas/trivia-daily';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveJwtSecret } from '../../lib/auth-token.ts';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { createDailyTrivia } from './daily-puzzle-service.ts';
import {
  dailyBoard,
  dailyHistory,
  getDailyPuzzle,
  getPublicDailyPuzzle,
  guessDailyPuzzle,
  startDailyPuzzle,
  suggestGuesses,
} from './daily-service.ts';

export async function dailyTriviaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trivia'];
  const daily = createDailyTrivia(app.db, resolveJwtSecret(app.config), app.config.league.timeZone);
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.publicRead) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/trivia/daily/puzzle',
    {
      config: { publicRead: true, example: {} },
      schema: {
        tags,
        summary: "Today's puzzle as everyone sees it: what is to be guessed, without hints or any play",
        description:
          "The day is the league time zone's: a new puzzle comes at its midnight. `GET /api/trivia/daily` " +
          "adds the asking member's play of it.",
        response: { 200: PublicDailyPuzzleSchema },
      },
    },
    () => getPublicDailyPuzzle(daily),
  );

  app.get(
    '/trivia/daily',
    {
      config: { example: { as: 'user' } },
      schema: {
        tags,
        summary: "Today's puzzle (no hints until started) and the member's play of it",
        response: { 200: DailyPuzzleSchema },
      },
    },
    (request) => getDailyPuzzle(daily, request.user ?? null),
  );

  app.post(
    '/trivia/daily/start',
    {
      config: { openToGuests: true, changesData: false, example: { as: 'user' } },
      schema: {
        tags,
        summary: "Start today's puzzle: the clock runs and the first hint shows (a member's play resumes)",
        response: { 200: DailyPlaySchema },
      },
    },
    (request) => startDailyPuzzle(daily, request.user ?? null),
  );

  app.post(
    '/trivia/daily/guess',
    {
      config: {
        openToGuests: true,
        changesData: false,
        example: {
          as: 'user',
          body: async (r) => ({ token: await r.dailyPlay(), guess: await r.dailyGuess() }),
        },
      },
      schema: {
        tags,
        summary: 'Guess (or give up); a wrong guess reveals the next hint, the end reveals the answer',
        body: DailyGuessBodySchema,
        response: { 200: DailyGuessResultSchema },
      },
    },
    (request) => guessDailyPuzzle(daily, request.user ?? null, request.body),
  );

  app.get(
    '/trivia/daily/suggestions',
    {
      config: {
        parameters: { type: 'The puzzle kind: `player` or `team`.', q: 'The start of a name, as typed.' },
        example: { as: 'user', query: { type: 'player', q: 'a' } },
      },
      schema: {
        tags,
        summary: 'Names a guess can be (at most 8) that start with the typed text',
        querystring: DailyGuessSuggestionsQuerySchema,
        response: { 200: DailyGuessSuggestionsSchema },
      },
    },
    (request) => suggestGuesses(daily, request.query.type, request.query.q),
  );

  app.get(
    '/trivia/daily/board',
    {
      config: {
        parameters: { date: 'A day, `YYYY-MM-DD` (default: today in the league time zone).' },
        example: { as: 'user' },
      },
      schema: {
        tags,
        summary: "Members' results of a day's puzzle (today by default), best first",
        querystring: DailyBoardQuerySchema,
        response: { 200: DailyBoardSchema },
      },
    },
    (request) => dailyBoard(daily, request.query.date),
  );

  app.get(
    '/trivia/daily/history',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The member's daily results and streaks",
        response: { 200: DailyHistorySchema },
      },
    },
    (request) => dailyHistory(daily, currentUser(request)),
  );
}
