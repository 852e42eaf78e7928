/**
 * The ratings reads (docs/product/ratings.md#api): power rankings, what the model says about a season's
 * matches, the back-test and player ratings. Team ratings run over the league's whole history, so they are
 * computed once per data version: the league's results are read and rated on the first read after a
 * change, kept in this process until the next change (the routes clear it), and every ratings read (and
 * each public read cache entry) is built from that one computation. On the 10× demo league the whole
 * computation (reading and rating every result) takes 0.25–0.6 s
 * (docs/decisions/0046-standings-and-ratings-computed-on-read.md).
 */
import { forecastMatches, type MatchForecast } from '@league/shared/domain/match-forecasts';
import { ratePlayers } from '@league/shared/domain/player-rating';
import { buildPowerRankings } from '@league/shared/domain/power-rankings';
import { describeQualification } from '@league/shared/domain/qualification';
import { backtestRatings } from '@league/shared/domain/rating-backtest';
import {
  RATING_K,
  RATING_MEAN,
  RATING_SCALE,
  ROSTER_MIN_RETURNING,
  SEASON_REGRESSION,
  UPSET_BELOW,
} from '@league/shared/domain/rating-model';
import type { RatedSeason, RatedTeam } from '@league/shared/domain/rating-starts';
import { rateTeams, type TeamRatings } from '@league/shared/domain/team-ratings';
import type {
  BacktestReportRead,
  PlayerRatingRead,
  PlayerRatingsRead,
  PowerRankingsRead,
} from '@league/shared/schemas/ratings';
import type { Db } from '../../db/client.ts';
import { ExpiringCache } from '../../lib/expiring-cache.ts';
import { readLeaderboardRows } from '../leaderboard/service.ts';
import { assertPlayerExists } from '../players/service.ts';
import { resolveSeasonRef } from '../seasons/service.ts';
import {
  selectForecastMatches,
  selectGameResults,
  selectMatchResults,
  selectRatedSeasons,
  selectRatedTeams,
} from './queries.ts';

/** The ratings of the whole history and what they were computed from. */
export interface LeagueRatings {
  seasons: RatedSeason[];
  teams: RatedTeam[];
  ratings: TeamRatings;
}

/** A safety net for writes made outside the API (a script, psql): the data-change signal clears it sooner. */
const RATINGS_TTL_MS = 60_000;

export type RatingsCache = ExpiringCache<LeagueRatings>;

/** One computation per app instance (tests build several apps on different databases in one process). */
export function createRatingsCache(): RatingsCache {
  return new ExpiringCache<LeagueRatings>({ ttlMs: RATINGS_TTL_MS, maxEntries: 1 });
}

/** Reads every season, team (with roster) and result, and rates the whole history. */
export async function computeLeagueRatings(db: Db): Promise<LeagueRatings> {
  const [seasons, teams, gameResults, matchResults] = await Promise.all([
    selectRatedSeasons(db),
    selectRatedTeams(db),
    selectGameResults(db),
    selectMatchResults(db),
  ]);
  return {
    seasons,
    teams,
    ratings: rateTeams({ seasons, teams, results: [...gameResults, ...matchResults] }),
  };
}

/** The league's ratings from the cache, computed once for concurrent reads. */
export function leagueRatingsOf(cache: RatingsCache, db: Db): Promise<LeagueRatings> {
  return cache.getOrLoad('league', () => computeLeagueRatings(db));
}

const teamsOfSeason = (league: LeagueRatings, seasonId: number) =>
  league.teams.filter((t) => t.seasonId === seasonId);

/** GET /api/ratings/power-rankings: a season's weeks (the current season without a number). */
export async function readPowerRankings(
  cache: RatingsCache,
  db: Db,
  seasonNumber: number | undefined,
  league: { currentSeason: number; timeZone: string },
): Promise<PowerRankingsRead> {
  const season = await resolveSeasonRef(db, seasonNumber, league.currentSeason);
  const rated = await leagueRatingsOf(cache, db);
  return {
    season,
    weeks: buildPowerRankings(rated.ratings, teamsOfSeason(rated, season.id), league.timeZone),
  };
}

/** GET /api/ratings/matches: what the model says about each match of a season, in schedule order. */
export async function readMatchForecasts(
  cache: RatingsCache,
  db: Db,
  seasonNumber: number | undefined,
  currentSeason: number,
): Promise<MatchForecast[]> {
  const season = await resolveSeasonRef(db, seasonNumber, currentSeason);
  const [rated, matches] = await Promise.all([
    leagueRatingsOf(cache, db),
    selectForecastMatches(db, season.id),
  ]);
  return forecastMatches(rated.ratings, teamsOfSeason(rated, season.id), matches);
}

/** GET /api/ratings/backtest: Brier per season (by number) and overall, the bins, the model's constants. */
export async function readBacktest(cache: RatingsCache, db: Db): Promise<BacktestReportRead> {
  const rated = await leagueRatingsOf(cache, db);
  const report = backtestRatings(rated.ratings.forecasts);
  const refs = new Map(rated.seasons.map((s) => [s.id, s]));
  return {
    overall: report.overall,
    seasons: report.seasons
      .flatMap(({ seasonId, ...score }) => {
        const season = refs.get(seasonId);
        return season ? [{ ...score, season: { id: season.id, seasonNumber: season.seasonNumber } }] : [];
      })
      .sort((a, b) => a.season.seasonNumber - b.season.seasonNumber),
    bins: report.bins,
    model: {
      mean: RATING_MEAN,
      k: RATING_K,
      scale: RATING_SCALE,
      seasonRegression: SEASON_REGRESSION,
      rosterMinReturning: ROSTER_MIN_RETURNING,
      upsetBelow: UPSET_BELOW,
    },
  };
}

/**
 * GET /api/ratings/players: every player of a season (or of all seasons without a number) with stats,
 * from the leaderboard's sums of that view, rated per set.
 */
export async function readPlayerRatings(
  db: Db,
  seasonNumber: number | undefined,
): Promise<PlayerRatingsRead> {
  const season = seasonNumber === undefined ? null : await resolveSeasonRef(db, seasonNumber, seasonNumber);
  const scope = await readLeaderboardRows(db, {
    view: 'players',
    seasonNumber: seasonNumber ?? null,
    stage: 'all',
  });
  const rows = scope.view === 'players' ? scope.rows : [];
  const rated = ratePlayers(rows);
  return {
    season,
    qualification: rated.rule ? describeQualification(rated.rule) : null,
    rows: rated.rows,
  };
}

/**
 * One player's rating in a scope's ratings (`ratings`, as readPlayerRatings answers them): the row and its
 * place among the qualified. 404 `Player not found` for an unknown player; a player without a set in the
 * scope has no row.
 */
export async function readPlayerRating(
  db: Db,
  ratings: PlayerRatingsRead,
  playerId: number,
): Promise<PlayerRatingRead> {
  const index = ratings.rows.findIndex((r) => r.player.id === playerId);
  if (index === -1) await assertPlayerExists(db, playerId);
  const row = ratings.rows[index] ?? null;
  return {
    season: ratings.season,
    qualification: ratings.qualification,
    qualifiedCount: ratings.rows.filter((r) => r.qualified).length,
    // The qualified come first, best first (readPlayerRatings).
    rank: row?.qualified ? index + 1 : null,
    row,
  };
}
