/**
 * Pick'em (docs/product/pickem.md): a week's matches with their locks and splits, a member's picks (refused
 * once the match has started, on this server's clock), the leaderboards with the house, a member's history.
 * Scoring runs in the transaction of every match change (scoring.ts), not in a route.
 */
import { addDaysToKey, isDayKey } from '@league/shared/domain/day-keys';
import {
  isPickLocked,
  isPickSetScore,
  PICK_MAX_POINTS,
  type PickSide,
  pickSetScores,
  splitPicks,
} from '@league/shared/domain/pickem';
import {
  type PickemScope,
  pickemWeekDays,
  pickemWeekOf,
  rankPickers,
} from '@league/shared/domain/pickem-leaderboard';
import { weekOf } from '@league/shared/domain/power-rankings';
import type {
  MyPick,
  PickBody,
  PickemLeaderboard,
  PickemMatch,
  PickemWeekRead,
  PickHistory,
} from '@league/shared/schemas/pickem';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { write } from '../../lib/writes/unit-of-work.ts';
import { computeLeagueRatings, type LeagueRatings } from '../ratings/service.ts';
import { resolveSeasonRef } from '../seasons/service.ts';
import { houseTally, houseViews } from './house-service.ts';
import {
  type PickemMatchRow,
  type PickemScopeFilter,
  type PickRow,
  selectMatchesBetween,
  selectMatchForPick,
  selectPickedResults,
  selectPickerSums,
  selectPickHistory,
  selectPicksOfUser,
  selectPickWinners,
  upsertPick,
} from './queries.ts';

/** What pick'em reads besides the database: the league's zone and season, the clock, the model. */
export interface PickemContext {
  timeZone: string;
  currentSeason: number;
  now: () => Date;
  ratings: () => Promise<LeagueRatings>;
}

/** The league's team ratings, as the house reads them. */
export type PickemRatings = LeagueRatings;

/** Rates the league's whole history for the house (kept by the routes' `pickem-ratings` cache). */
export const rateLeagueForPickem = (db: Db): Promise<PickemRatings> => computeLeagueRatings(db);

/** How many past picks a profile lists. */
export const PICK_HISTORY_LIMIT = 100;

const DAY_MS = 86_400_000;

/** The league week of `week` (any day of it), or this week on the server's clock. */
function weekFor(ctx: PickemContext, week: string | undefined): string {
  return week !== undefined && isDayKey(week) ? weekOf(week) : pickemWeekOf(ctx.now(), ctx.timeZone);
}

/** The matches of a league week: read a day either side in UTC, then kept by their day in the league's zone. */
async function matchesOfWeek(db: Db, ctx: PickemContext, week: string): Promise<PickemMatchRow[]> {
  const from = new Date(Date.parse(`${week}T00:00:00Z`) - DAY_MS);
  const to = new Date(Date.parse(`${week}T00:00:00Z`) + 8 * DAY_MS);
  const rows = await selectMatchesBetween(db, from, to);
  return rows.filter((row) => pickemWeekOf(row.date, ctx.timeZone) === week);
}

/** GET /api/pickem/week: the week's matches, each with its lock, its split once locked, the house's pick. */
export async function readPickemWeek(db: Db, ctx: PickemContext, week?: string): Promise<PickemWeekRead> {
  const monday = weekFor(ctx, week);
  const now = ctx.now();
  const rows = await matchesOfWeek(db, ctx, monday);
  const lockedIds = rows.filter((row) => isPickLocked(row, now)).map((row) => row.id);
  const [winners, rated] = await Promise.all([selectPickWinners(db, lockedIds), ctx.ratings()]);
  const house = houseViews(rated, rows);
  const sides = new Map<number, PickSide[]>();
  for (const w of winners) sides.set(w.matchId, [...(sides.get(w.matchId) ?? []), w.winner]);
  const matches: PickemMatch[] = rows.map((row) => ({
    id: row.id,
    matchNumber: row.matchNumber,
    round: row.round,
    phase: row.phase,
    status: row.status,
    date: toIso(row.date),
    seasonNumber: row.seasonNumber,
    team1Name: row.team1Name,
    team2Name: row.team2Name,
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    format: row.format,
    setScores: pickSetScores(row.format),
    locked: lockedIds.includes(row.id),
    // Others' picks stay hidden until the lock, so nobody copies the crowd.
    split: lockedIds.includes(row.id) ? splitPicks(sides.get(row.id) ?? []) : null,
    team1Probability: house.get(row.id)?.team1Probability ?? null,
    house: house.get(row.id)?.pick ?? null,
  }));
  return {
    week: monday,
    previousWeek: addDaysToKey(monday, -7),
    nextWeek: addDaysToKey(monday, 7),
    serverTime: now.toISOString(),
    matches,
  };
}

const toMyPick = (row: PickRow): MyPick => ({
  matchId: row.matchId,
  winner: row.winner,
  sets: row.sets,
  points: row.points,
  updatedAt: row.updatedAt,
});

/** GET /api/pickem/picks: the caller's picks of a week's matches. */
export async function readMyPicks(
  db: Db,
  ctx: PickemContext,
  user: AuthUser,
  week?: string,
): Promise<MyPick[]> {
  const rows = await matchesOfWeek(db, ctx, weekFor(ctx, week));
  return (
    await selectPicksOfUser(
      db,
      user.id,
      rows.map((r) => r.id),
    )
  ).map(toMyPick);
}

/**
 * PUT /api/pickem/picks/:id: picks a match's winner and set score, or changes the pick, until the match
 * starts on this server's clock (docs/product/pickem.md#the-lock). The match row is locked for the write,
 * so a pick and a staff edit that starts the match cannot cross.
 */
export async function savePick(
  db: Db,
  ctx: PickemContext,
  user: AuthUser,
  matchId: number,
  body: PickBody,
): Promise<MyPick> {
  const row = await write(
    db,
    async (tx) => {
      const match = await selectMatchForPick(tx, matchId);
      if (!match) throw notFound('Match');
      if (isPickLocked(match, ctx.now()))
        throw conflict(
          `Picks for ${match.team1Name} vs ${match.team2Name} are locked: the match ${
            match.status === 'scheduled' ? `started at ${toIso(match.date)}` : `is ${match.status}`
          }`,
        );
      if (!isPickSetScore(match.format, body.sets)) {
        const message = `sets must be one of ${pickSetScores(match.format).join(', ')} for this match`;
        throw badRequest(message, [{ path: 'sets', message }]);
      }
      return upsertPick(tx, { userId: user.id, matchId, winner: body.winner, sets: body.sets });
    },
    // Nobody else sees a pick before the lock, so no shared cache is cleared.
    { actor: user, changesData: false },
  );
  return toMyPick(row);
}

async function scopeFilter(
  db: Db,
  ctx: PickemContext,
  scope: PickemScope,
  week: string | undefined,
  seasonNumber: number | undefined,
): Promise<{ filter: PickemScopeFilter; week: string | null; seasonNumber: number | null }> {
  if (scope === 'all') return { filter: { kind: 'all' }, week: null, seasonNumber: null };
  if (scope === 'season') {
    const season = await resolveSeasonRef(db, seasonNumber, ctx.currentSeason);
    return { filter: { kind: 'season', seasonId: season.id }, week: null, seasonNumber: season.seasonNumber };
  }
  const monday = weekFor(ctx, week);
  return {
    filter: { kind: 'week', ...pickemWeekDays(monday), timeZone: ctx.timeZone },
    week: monday,
    seasonNumber: null,
  };
}

/** GET /api/pickem/leaderboard: a week's, a season's or the all-time board, the house among the members. */
export async function readPickemLeaderboard(
  db: Db,
  ctx: PickemContext,
  query: { scope: PickemScope; week?: string | undefined; seasonNumber?: number | undefined },
): Promise<PickemLeaderboard> {
  const { filter, week, seasonNumber } = await scopeFilter(
    db,
    ctx,
    query.scope,
    query.week,
    query.seasonNumber,
  );
  const [sums, results, rated] = await Promise.all([
    selectPickerSums(db, filter, PICK_MAX_POINTS),
    selectPickedResults(db, filter),
    ctx.ratings(),
  ]);
  const house = houseTally(rated, results, new Set(results.map((r) => r.id)));
  const ranked = rankPickers(house ? [...sums, house] : sums);
  return {
    scope: query.scope,
    week,
    seasonNumber,
    rows: ranked.map((r) => ({ ...r, house: r.userId === null })),
  };
}

/** GET /api/pickem/history: the caller's picks, newest first, with their points. */
export async function readPickHistory(db: Db, user: AuthUser): Promise<PickHistory> {
  const rows = await selectPickHistory(db, user.id, PICK_HISTORY_LIMIT);
  const scored = rows.filter((r) => r.points !== null);
  return {
    totalPoints: scored.reduce((sum, r) => sum + (r.points ?? 0), 0),
    scored: scored.length,
    rows,
  };
}
