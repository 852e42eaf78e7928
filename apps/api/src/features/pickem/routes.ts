/**
 * Pick'em (docs/product/pickem.md#api). The week and the leaderboards are public; picks and history are a
 * member's own. Also registers the scoring for every match change on this database.
 */
import { IdParamSchema } from '@league/shared/schemas/common';
import {
  MyPickSchema,
  PickBodySchema,
  PickemLeaderboardQuerySchema,
  PickemLeaderboardSchema,
  PickemWeekQuerySchema,
  PickemWeekReadSchema,
  PickHistorySchema,
} from '@league/shared/schemas/pickem';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/guards.ts';
import { cachedRead } from '../../lib/read-path.ts';
import { onMatchChange } from '../../lib/writes/unit-of-work.ts';
import { scoreMatchChanges } from './scoring-service.ts';
import {
  type PickemContext,
  type PickemRatings,
  rateLeagueForPickem,
  readMyPicks,
  readPickemLeaderboard,
  readPickemWeek,
  readPickHistory,
  savePick,
} from './service.ts';

const WEEK_PARAMETER =
  'Any day (YYYY-MM-DD) of the league week to read; without it, this week on the server.';

export async function pickemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['pickem'];
  const { league } = app.config;
  // The house reads the ratings of the whole history: rated once per data change for pick'em's reads.
  const ratings = cachedRead<PickemRatings>(app, 'pickem-ratings', {
    ttlMs: 60_000,
    maxEntries: 1,
    follows: 'league-data',
  });
  const ctx: PickemContext = {
    timeZone: league.timeZone,
    currentSeason: league.currentSeason,
    now: () => new Date(),
    ratings: () => ratings.get('league', () => rateLeagueForPickem(app.db)),
  };

  const stop = onMatchChange(app.db, async (tx, changes, effects) => {
    await scoreMatchChanges(tx, changes, effects, league.timeZone);
  });
  app.addHook('onClose', async () => stop());

  app.get(
    '/pickem/week',
    {
      config: { parameters: { week: WEEK_PARAMETER }, example: {} },
      schema: {
        tags,
        summary:
          "A league week's matches for pick'em: each one's lock, its split once locked, the house's pick",
        description:
          'Public, never cached: a match locks at its start on the server clock (or once live or completed), ' +
          'and only then does its split of picks show. `serverTime` is the clock the locks were read against.',
        querystring: PickemWeekQuerySchema,
        response: { 200: PickemWeekReadSchema },
      },
    },
    (request) => readPickemWeek(app.db, ctx, request.query.week),
  );

  app.get(
    '/pickem/picks',
    {
      onRequest: requireUser,
      config: { parameters: { week: WEEK_PARAMETER } },
      schema: {
        tags,
        summary: "Your picks of a league week's matches (member)",
        querystring: PickemWeekQuerySchema,
        response: { 200: z.array(MyPickSchema) },
      },
    },
    (request) => readMyPicks(app.db, ctx, currentUser(request), request.query.week),
  );

  app.put(
    '/pickem/picks/:id',
    {
      onRequest: requireUser,
      config: {
        changesData: false,
        errors: [404, 409],
        parameters: { id: 'The match picked.' },
        example: {
          params: async (r) => ({ id: await r.match({ upcoming: true }) }),
          body: { winner: 'team1', sets: '3-1' },
        },
      },
      schema: {
        tags,
        summary: "Pick a match's winner and set score, or change your pick, until it starts (member)",
        description:
          'Refused with a 409 from the match start on the server clock (whatever the browser says), and once ' +
          "the match is live or completed. `sets` is winner first and must fit the season's format.",
        params: IdParamSchema,
        body: PickBodySchema,
        response: { 200: MyPickSchema },
      },
    },
    (request) => savePick(app.db, ctx, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/pickem/leaderboard',
    {
      config: {
        publicRead: true,
        parameters: {
          scope: 'week (default), season or all',
          week: WEEK_PARAMETER,
          seasonNumber: 'The season of a season board; without it, the current season.',
        },
        example: { query: { scope: 'season' } },
      },
      schema: {
        tags,
        summary:
          "Pick'em leaderboard of a week, a season or all time, with the house (the model) playing along",
        querystring: PickemLeaderboardQuerySchema,
        response: { 200: PickemLeaderboardSchema },
      },
    },
    (request) => readPickemLeaderboard(app.db, ctx, request.query),
  );

  app.get(
    '/pickem/history',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your picks, newest first, with their points (member)',
        response: { 200: PickHistorySchema },
      },
    },
    (request) => readPickHistory(app.db, currentUser(request)),
  );
}
