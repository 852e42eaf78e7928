/**
 * The bracket challenge (docs/product/pickem.md#bracket-challenge): a season's brackets with the results so
 * far, the splits once locked and the board; a member's filled bracket, refused once the season's first
 * playoff match has started on this server's clock. Scoring runs in every match change (scoring-service.ts).
 */
import { challengeRoundLabel } from '@league/shared/domain/bracket-challenge';
import { canonicalPicks, checkBracketPicks } from '@league/shared/domain/bracket-challenge-picks';
import {
  challengeLockAt,
  isChallengeLocked,
  rankBrackets,
  splitSlot,
} from '@league/shared/domain/bracket-challenge-season';
import type {
  BracketChallengeRead,
  BracketEntry,
  BracketEntryBody,
  MyBracketEntry,
} from '@league/shared/schemas/bracket-challenge';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { write } from '../../lib/writes/unit-of-work.ts';
import { resolveSeasonRef } from '../seasons/service.ts';
import {
  type EntryRow,
  type PlayoffMatchRow,
  selectEntries,
  selectEntryOf,
  selectPlayoffMatches,
  upsertEntry,
} from './queries.ts';
import { bracketsOfSeason, type SeasonBrackets, scoreSeasonBrackets } from './scoring-service.ts';

/** What the challenge reads besides the database: the league's current season and the clock. */
export interface BracketChallengeContext {
  currentSeason: number;
  now: () => Date;
}

/** GET /api/bracket-challenge: the season's brackets, results, splits once locked, and the board. */
export async function readBracketChallenge(
  db: Db,
  ctx: BracketChallengeContext,
  seasonNumber?: number,
): Promise<BracketChallengeRead> {
  const season = await resolveSeasonRef(db, seasonNumber, ctx.currentSeason);
  const now = ctx.now();
  const [rows, entries] = await Promise.all([
    selectPlayoffMatches(db, season.id),
    selectEntries(db, season.id),
  ]);
  const locked = isChallengeLocked(rows, now);
  const { brackets, waiting } = bracketsOfSeason(rows);
  const picks = entries.map((e) => e.picks);
  const scored = entries.flatMap((e) =>
    e.points === null ? [] : [{ userId: e.userId, name: e.name, points: e.points, correct: e.correct ?? 0 }],
  );
  return {
    seasonNumber: season.seasonNumber,
    serverTime: now.toISOString(),
    lockAt: challengeLockAt(rows),
    locked,
    waiting,
    entries: entries.length,
    brackets: brackets.map(({ bracket, actual }) => ({
      division: bracket.division,
      format: bracket.format,
      rounds: bracket.rounds.map((round) => ({
        stage: round.stage,
        label: challengeRoundLabel(round.stage),
        points: round.points,
        reset: round.reset,
        slots: round.slots.map((slot) => {
          const state = actual.get(slot.id);
          return {
            id: slot.id,
            entrants: slot.entrants,
            teams: state?.teams ?? [null, null],
            winner: state?.winner ?? null,
            played: state?.played ?? false,
            // Others' brackets stay hidden until the lock, so nobody copies the crowd.
            split: locked ? splitSlot(picks, slot.id) : null,
          };
        }),
      })),
    })),
    leaderboard: rankBrackets(scored),
  };
}

const toEntry = (seasonNumber: number, row: EntryRow): BracketEntry => ({
  seasonNumber,
  picks: row.picks,
  points: row.points,
  correct: row.correct,
  updatedAt: row.updatedAt,
});

/** GET /api/bracket-challenge/entry: the caller's filled bracket of a season, or null. */
export async function readMyBracket(
  db: Db,
  ctx: BracketChallengeContext,
  user: AuthUser,
  seasonNumber?: number,
): Promise<MyBracketEntry> {
  const season = await resolveSeasonRef(db, seasonNumber, ctx.currentSeason);
  const row = await selectEntryOf(db, user.id, season.id);
  return { entry: row ? toEntry(season.seasonNumber, row) : null };
}

/**
 * PUT /api/bracket-challenge/entry: fills (or refills) the caller's bracket of a season, whole, until the
 * season's first playoff match starts on this server's clock. The playoff matches are locked for the write.
 */
export async function saveMyBracket(
  db: Db,
  ctx: BracketChallengeContext,
  user: AuthUser,
  body: BracketEntryBody,
): Promise<BracketEntry> {
  const season = await resolveSeasonRef(db, body.seasonNumber, ctx.currentSeason);
  await write(
    db,
    async (tx) => {
      const rows = await selectPlayoffMatches(tx, season.id, true);
      if (isChallengeLocked(rows, ctx.now())) {
        const moving = rows.find((r) => r.status !== 'scheduled');
        throw conflict(
          `Brackets for Season ${season.seasonNumber} are locked: ${
            moving
              ? `a playoff match is ${moving.status}`
              : `the first playoff match started at ${challengeLockAt(rows)}`
          }`,
        );
      }
      const { brackets, waiting } = bracketsOfSeason(rows);
      if (waiting) throw conflict(waiting);
      const shapes = brackets.map((b) => b.bracket);
      const problem = checkBracketPicks(shapes, body.picks);
      if (problem) throw badRequest(problem, [{ path: 'picks', message: problem }]);
      await upsertEntry(tx, {
        userId: user.id,
        seasonId: season.id,
        picks: canonicalPicks(shapes, body.picks),
      });
    },
    // Nobody else sees a bracket before the lock, so no shared cache is cleared.
    { actor: user, changesData: false },
  );
  const row = await selectEntryOf(db, user.id, season.id);
  if (!row) throw new Error('A saved bracket was not found');
  return toEntry(season.seasonNumber, row);
}

/** A season's brackets with the results laid on them, from its playoff matches (the demo league fills with it). */
/** A season's playoff matches in schedule order, with their scores (the demo league fills brackets from them). */
export const seasonPlayoffMatches = (db: Db, seasonId: number): Promise<PlayoffMatchRow[]> =>
  selectPlayoffMatches(db, seasonId);

export const seasonBracketsOf = (rows: readonly PlayoffMatchRow[]): SeasonBrackets => bracketsOfSeason(rows);

/** Scores a season's filled brackets afresh, in a transaction of its own (after the demo league fills them). */
export const rescoreSeasonBrackets = (db: Db, seasonId: number): Promise<number> =>
  db.transaction((tx) => scoreSeasonBrackets(tx, seasonId));
