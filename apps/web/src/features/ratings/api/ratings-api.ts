/**
 * The ratings reads (docs/product/ratings.md#api): what the model says about a season's matches, the
 * power rankings, the back-test, player ratings and one player's rating. Forecasts are read per season
 * and joined to the schedule's matches by id in the browser, so the schedule's own read stays a plain SQL
 * list.
 */
import { readUrls } from '@league/shared/page-urls';
import type {
  BacktestReportRead,
  MatchForecastRead,
  PlayerRatingRead,
  PlayerRatingsRead,
  PowerRankingsRead,
} from '@league/shared/schemas/ratings';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SETTINGS } from '../../../config/settings.ts';
import { api } from '../../../lib/api-client.ts';

export const ratingKeys = {
  all: ['ratings'] as const,
  forecasts: (seasonNumber: number | null) => ['ratings', 'forecasts', seasonNumber] as const,
  powerRankings: (seasonNumber: number | null) => ['ratings', 'power-rankings', seasonNumber] as const,
  backtest: () => ['ratings', 'backtest'] as const,
  players: (seasonNumber: number | null) => ['ratings', 'players', seasonNumber] as const,
  player: (playerId: number, seasonNumber: number | null) =>
    ['ratings', 'players', seasonNumber, playerId] as const,
};

export const matchForecastsQueryOptions = (seasonNumber: number | null) =>
  queryOptions({
    queryKey: ratingKeys.forecasts(seasonNumber),
    queryFn: ({ signal }) => api.get<MatchForecastRead[]>(readUrls.matchForecasts(seasonNumber), signal),
    staleTime: 60_000,
  });

/**
 * The forecasts of every season among `seasonNumbers` (a schedule window may span two), by match id. A
 * season whose forecasts fail to load simply shows no probabilities.
 */
export function useMatchForecasts(seasonNumbers: readonly number[]): ReadonlyMap<number, MatchForecastRead> {
  // The current season's read is the one the schedule's route starts (and the server preloads): no number.
  const seasons = [...new Set(seasonNumbers.map((n) => (n === SETTINGS.currentSeason ? null : n)))];
  const results = useQueries({ queries: seasons.map((n) => matchForecastsQueryOptions(n)) });
  const lists = results.map((r) => r.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers themselves are the dependency
  return useMemo(() => new Map(lists.flatMap((list) => list ?? []).map((f) => [f.matchId, f])), lists);
}

/** A season's power rankings (the season page reads them once it knows the season's number). */
const powerRankingsUrl = (seasonNumber: number | null) =>
  seasonNumber === null
    ? '/api/ratings/power-rankings'
    : `/api/ratings/power-rankings?seasonNumber=${seasonNumber}`;

export const powerRankingsQueryOptions = (seasonNumber: number | null) =>
  queryOptions({
    queryKey: ratingKeys.powerRankings(seasonNumber),
    queryFn: ({ signal }) => api.get<PowerRankingsRead>(powerRankingsUrl(seasonNumber), signal),
  });

export function usePowerRankings(seasonNumber: number | null) {
  return useQuery(powerRankingsQueryOptions(seasonNumber));
}

export const backtestQueryOptions = () =>
  queryOptions({
    queryKey: ratingKeys.backtest(),
    queryFn: ({ signal }) => api.get<BacktestReportRead>(readUrls.backtest(), signal),
  });

export function useBacktest() {
  return useQuery(backtestQueryOptions());
}

export const playerRatingsQueryOptions = (seasonNumber: number | null) =>
  queryOptions({
    queryKey: ratingKeys.players(seasonNumber),
    queryFn: ({ signal }) => api.get<PlayerRatingsRead>(readUrls.playerRatings(seasonNumber), signal),
  });

export function usePlayerRatings(seasonNumber: number | null) {
  return useQuery(playerRatingsQueryOptions(seasonNumber));
}

export const playerRatingQueryOptions = (playerId: number, seasonNumber: number | null) =>
  queryOptions({
    queryKey: ratingKeys.player(playerId, seasonNumber),
    queryFn: ({ signal }) => api.get<PlayerRatingRead>(readUrls.playerRating(playerId, seasonNumber), signal),
  });

/** One player's rating and place (the player page's card): a small read, not the whole list. */
export function usePlayerRating(playerId: number, seasonNumber: number | null) {
  return useQuery(playerRatingQueryOptions(playerId, seasonNumber));
}
