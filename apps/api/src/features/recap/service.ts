/**
 * The season recap (docs/product/recap.md): the season's data read in a few queries and handed to the shared
 * `buildSeasonRecap`, which applies every rule. Computed on read; the route's `publicRead` keeps each answer
 * until league data changes (docs/decisions/0059-season-recap.md).
 */
import { todayKey } from '@league/shared/domain/day-keys';
import { buildSeasonRecap, seasonHasEnded, seasonNotEndedMessage } from '@league/shared/domain/season-recap';
import { resultKey } from '@league/shared/domain/season-recap-games';
import type { SeasonRecap } from '@league/shared/schemas/season-recap';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { listSkinnyAwards } from '../awards/service.ts';
import { createRatingsCache, leagueRatingsOf, type RatingsCache } from '../ratings/service.ts';
import { readRecords } from '../records/service.ts';
import { findSeasonSummary } from '../seasons/service.ts';
import { listTeamsOfSeasonByPlacement } from '../teams/service.ts';
import {
  selectCareerBefore,
  selectSeasonGames,
  selectSeasonLines,
  selectSeasonMatches,
  selectSeasonTotals,
} from './queries.ts';

/** What the model gave team 1 before each of the season's results, by resultKey. */
async function team1ChancesOf(cache: RatingsCache, db: Db, seasonId: number): Promise<Map<string, number>> {
  const { ratings } = await leagueRatingsOf(cache, db);
  return new Map(
    ratings.forecasts
      .filter((f) => f.seasonId === seasonId)
      .map((f) => [resultKey({ source: f.source, id: f.resultId }), f.team1Probability]),
  );
}

/** What a recap is read with: the database, the league's time zone and the ratings kept for this app. */
export interface RecapReads {
  db: Db;
  timeZone: string;
  /** The whole history's ratings, computed once per data change (the routes clear it). */
  ratings: RatingsCache;
}

/** A recap's reads with ratings of their own: the routes clear them on every data change. */
export function createRecapReads(db: Db, timeZone: string): RecapReads {
  return { db, timeZone, ratings: createRatingsCache() };
}

/**
 * GET /api/seasons/{seasonId}/recap: 404 for an unknown season, 409 for one that has not ended (today in
 * the league's time zone, docs/product/recap.md#rules).
 */
export async function readSeasonRecap(
  { db, timeZone, ratings }: RecapReads,
  seasonId: number,
): Promise<SeasonRecap> {
  const season = await findSeasonSummary(db, seasonId);
  if (!season) throw notFound('Season');
  const { endDate } = season;
  if (!seasonHasEnded(endDate, todayKey(timeZone)))
    throw conflict(seasonNotEndedMessage(season.seasonNumber));
  const [teams, games, matches, awards, totals, lines, careerBefore, records, chances] = await Promise.all([
    listTeamsOfSeasonByPlacement(db, seasonId),
    selectSeasonGames(db, seasonId),
    selectSeasonMatches(db, seasonId),
    listSkinnyAwards(db, { seasonId }, {}),
    selectSeasonTotals(db, seasonId),
    selectSeasonLines(db, seasonId),
    selectCareerBefore(db, seasonId, season.seasonNumber),
    readRecords(db),
    team1ChancesOf(ratings, db, seasonId),
  ]);
  return buildSeasonRecap({
    season: {
      id: season.id,
      seasonNumber: season.seasonNumber,
      theme: season.theme,
      startDate: season.startDate,
      endDate,
    },
    teams,
    games: [...games, ...matches],
    chances,
    awards: awards.items.map((a) => ({ id: a.id, type: a.type, players: a.players })),
    totals,
    lines,
    veterans: new Set(careerBefore.keys()),
    careerBefore,
    records,
  });
}
