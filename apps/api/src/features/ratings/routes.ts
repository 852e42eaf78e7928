/**
 * The ratings reads (docs/product/ratings.md#api), public and kept by the public read cache until league
 * data changes; the team ratings behind them are computed once per change (service.ts).
 */
import { IdParamSchema } from '@league/shared/schemas/common';
import {
  BacktestReportSchema,
  MatchForecastSchema,
  PlayerRatingReadSchema,
  type PlayerRatingsRead,
  PlayerRatingsReadSchema,
  PowerRankingsReadSchema,
  RatingsQuerySchema,
} from '@league/shared/schemas/ratings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedRead } from '../../lib/read-path.ts';
import {
  createRatingsCache,
  readBacktest,
  readMatchForecasts,
  readPlayerRating,
  readPlayerRatings,
  readPowerRankings,
} from './service.ts';

export async function ratingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['ratings'];
  const cache = createRatingsCache();
  // A result changed here or on another instance: the next read rates the history again.
  app.onDataChange(() => cache.clear());
  // A scope's player ratings, kept for the list and for each player page's card (one computation a scope).
  const playerRatings = cachedRead<PlayerRatingsRead>(app, 'player-ratings', {
    ttlMs: 60_000,
    maxEntries: 32,
    follows: 'league-data',
  });
  const ratingsOfScope = (seasonNumber: number | undefined) =>
    playerRatings.get(String(seasonNumber ?? 'all'), () => readPlayerRatings(app.db, seasonNumber));
  const { league } = app.config;
  const currentSeasonNumber = {
    seasonNumber: 'A season number (1, 2, …); without it, the current season.',
  };
  const example = {
    query: async (r: { league(): Promise<{ seasonNumber: number }> }) => ({
      seasonNumber: (await r.league()).seasonNumber,
    }),
  };

  app.get(
    '/ratings/power-rankings',
    {
      config: { publicRead: true, parameters: currentSeasonNumber, example },
      schema: {
        tags,
        summary: "A season's power rankings: each week's ranks by team rating, with the movement",
        description:
          'Public. Weeks run Monday to Sunday in the league’s time zone; only weeks in which the season had ' +
          'a result are listed. Movement is last week’s rank minus this week’s (positive: up).',
        querystring: RatingsQuerySchema,
        response: { 200: PowerRankingsReadSchema },
      },
    },
    (request) => readPowerRankings(cache, app.db, request.query.seasonNumber, league),
  );

  app.get(
    '/ratings/matches',
    {
      config: { publicRead: true, parameters: currentSeasonNumber, example },
      schema: {
        tags,
        summary: "What the model says about each match of a season: ratings, team 1's win probability, upset",
        description:
          'Public; a bare array in schedule order, by match id. A match still to play: the current ratings. ' +
          'A completed match: the ratings before its recorded game (or before the match itself when no game ' +
          'was recorded), and whether the winner had less than 35%. Nulls for a team the model does not know.',
        querystring: RatingsQuerySchema,
        response: { 200: z.array(MatchForecastSchema) },
      },
    },
    (request) => readMatchForecasts(cache, app.db, request.query.seasonNumber, league.currentSeason),
  );

  app.get(
    '/ratings/backtest',
    {
      config: { publicRead: true, example: {} },
      schema: {
        tags,
        summary:
          "How well the model's probabilities did over the whole history: Brier scores and reliability bins",
        description:
          'Public. Each rated result’s probability from before it: Brier score overall and per season ' +
          '(0.25 is always saying 50/50; skill above 0 beats it), ten reliability bins counted from both ' +
          'sides, and the model’s constants.',
        response: { 200: BacktestReportSchema },
      },
    },
    () => readBacktest(cache, app.db),
  );

  app.get(
    '/ratings/players',
    {
      config: {
        publicRead: true,
        parameters: { seasonNumber: 'A season number (1, 2, …); without it, every season.' },
        example,
      },
      schema: {
        tags,
        summary: 'Player ratings per set (1.00 = the average qualified player), with their five components',
        description:
          'Public. Qualified players (the leaderboard’s Per Set rule) first, each group by rating; ' +
          '`qualification` states the rule.',
        querystring: RatingsQuerySchema,
        response: { 200: PlayerRatingsReadSchema },
      },
    },
    (request) => ratingsOfScope(request.query.seasonNumber),
  );

  app.get(
    '/ratings/players/:id',
    {
      config: {
        publicRead: true,
        parameters: {
          id: 'The id of the player.',
          seasonNumber: 'A season number (1, 2, …); without it, every season.',
        },
        example: {
          params: async (r) => ({ id: (await r.league()).player1.id }),
          query: async (r) => ({ seasonNumber: (await r.league()).seasonNumber }),
        },
        errors: [404],
      },
      schema: {
        tags,
        summary: "One player's rating per set, with its components and its place among the qualified",
        description:
          'Public: the player’s row of `GET /api/ratings/players` for the same season (or every season), ' +
          '`rank` among the qualified players (null below the bar) and how many are qualified. `row` is null ' +
          'for a player without a set in that scope; an unknown player is a 404.',
        params: IdParamSchema,
        querystring: RatingsQuerySchema,
        response: { 200: PlayerRatingReadSchema },
      },
    },
    async (request) =>
      readPlayerRating(app.db, await ratingsOfScope(request.query.seasonNumber), request.params.id),
  );
}
