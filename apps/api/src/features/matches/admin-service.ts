/**
 * Staff writes of schedule matches (docs/product/schedule-and-matches.md#rules-and-constants,
 * docs/product/schedule-and-matches.md#api). Matches name their teams by text, so the only reference to check
 * is the season. Given scores are stored as given; when set scores are given without scores, the scores are
 * the sets won.
 */

import { parseChallongeScores } from '@league/shared/domain/bracket-import';
import { liveTopics } from '@league/shared/domain/live-topics';
import {
  recordedSetScoresOf,
  SET_SCORE_KEYS,
  type SetScoreKey,
} from '@league/shared/domain/standings-matches';
import type { Match } from '@league/shared/schemas/matches';
import type {
  CreateMatchInput,
  DeleteMatchResult,
  UpdateMatchInput,
} from '@league/shared/schemas/matches-admin';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pickFields, touchedFields } from '../../lib/writes/activity-entry.ts';
import { staffWrite, type WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { seasonExists } from '../seasons/service.ts';
import { tellResult } from './match-chat-facts.ts';
import { matchState } from './match-state.ts';
import {
  deleteMatchRow,
  findMatch,
  findMatchRecord,
  insertMatch,
  type MatchRecord,
  updateMatchRow,
} from './queries.ts';
import { getMatch } from './service.ts';

async function assertSeason(db: Db, seasonId: number): Promise<void> {
  if (!(await seasonExists(db, seasonId)))
    throw badRequest('Season not found', [{ path: 'seasonId', message: 'Season not found' }]);
}

function assertTwoTeams(team1Name: string, team2Name: string): void {
  if (team1Name.toLowerCase() === team2Name.toLowerCase()) {
    const message = 'A team cannot play itself';
    throw badRequest(message, [{ path: 'team2Name', message }]);
  }
}

/** Sets won by each side, or null when no set score is known. */
function setsWon(row: Pick<MatchRecord, SetScoreKey>): { team1: number; team2: number } | null {
  const sets = recordedSetScoresOf(row);
  if (sets.length === 0) return null;
  const { team1Sets, team2Sets } = parseChallongeScores(sets.join(','));
  return { team1: team1Sets, team2: team2Sets };
}

/**
 * Live pages show a staff edit at once (docs/product/live.md#topics): the match as read back, and the standings
 * of its season when it is completed.
 */
async function tellLivePages(tx: Db, effects: WriteEffects, id: number): Promise<void> {
  const match = await findMatch(tx, id);
  if (!match) return;
  effects.live(liveTopics.matches, match);
  if (match.status === 'completed') effects.live(liveTopics.standings, { seasonId: match.seasonId });
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23503') throw conflict('The season was deleted meanwhile; reload and try again');
    if (code === '23514') throw badRequest('Scores must be whole numbers of 0 or more');
    throw err;
  }
}

const matchLabel = (m: Pick<MatchRecord, 'matchNumber' | 'team1Name' | 'team2Name'>) =>
  `${m.matchNumber}: ${m.team1Name} vs ${m.team2Name}`;

/** A match as the activity log keeps it. */
function matchSnapshot(row: MatchRecord) {
  const { id: _id, challongeMatchId: _challonge, ...fields } = row;
  return fields;
}

export async function createMatch(db: Db, actor: AuthUser, body: CreateMatchInput): Promise<Match> {
  const id = await write(() =>
    staffWrite(db, actor, async (tx, effects) => {
      await assertSeason(tx, body.seasonId);
      assertTwoTeams(body.team1Name, body.team2Name);
      const sets = Object.fromEntries(SET_SCORE_KEYS.map((k) => [k, body[k] ?? null])) as Pick<
        MatchRecord,
        SetScoreKey
      >;
      const won = body.team1Score == null && body.team2Score == null ? setsWon(sets) : null;
      const newId = await insertMatch(tx, {
        ...body,
        ...sets,
        date: new Date(body.date),
        team1Score: won ? won.team1 : (body.team1Score ?? null),
        team2Score: won ? won.team2 : (body.team2Score ?? null),
      });
      const row = await findMatchRecord(tx, newId);
      await tellResult(effects, row);
      await effects.matchesChanged([{ before: null, after: matchState(row), announce: true }]);
      await tellLivePages(tx, effects, newId);
      return {
        result: newId,
        activity: {
          kind: 'create',
          entityType: 'match',
          entityId: newId,
          entityLabel: matchLabel(body),
          after: row ? matchSnapshot(row) : null,
        },
      };
    }),
  );
  return getMatch(db, id);
}

/**
 * Changed fields only. An edit of set scores that leaves both scores out recounts the scores from the sets
 * (docs/product/schedule-and-matches.md#rules-and-constants), so the overall score never contradicts the sets
 * the staff just typed.
 */
export async function updateMatch(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdateMatchInput,
): Promise<Match> {
  await write(() =>
    staffWrite(db, actor, async (tx, effects) => {
      const current = await findMatchRecord(tx, id);
      if (!current) throw notFound('Match');
      if (body.seasonId !== undefined) await assertSeason(tx, body.seasonId);
      assertTwoTeams(body.team1Name ?? current.team1Name, body.team2Name ?? current.team2Name);
      const { date, ...plain } = body;
      const change: Partial<MatchRecord> = {
        ...plain,
        ...(date === undefined ? {} : { date: new Date(date) }),
      };
      const setsEdited = SET_SCORE_KEYS.some((k) => body[k] !== undefined);
      if (setsEdited && body.team1Score === undefined && body.team2Score === undefined) {
        const won = setsWon({ ...current, ...change });
        if (won) Object.assign(change, { team1Score: won.team1, team2Score: won.team2 });
      }
      await updateMatchRow(tx, id, change);
      const updated = await findMatchRecord(tx, id);
      await tellResult(effects, updated);
      await effects.matchesChanged([
        { before: matchState(current), after: matchState(updated), announce: true },
      ]);
      await tellLivePages(tx, effects, id);
      const touched = touchedFields(change);
      return {
        result: undefined,
        activity: {
          kind: 'edit',
          entityType: 'match',
          entityId: id,
          entityLabel: matchLabel(updated ?? current),
          before: pickFields(matchSnapshot(current), touched),
          after: updated ? pickFields(matchSnapshot(updated), touched) : null,
        },
      };
    }),
  );
  return getMatch(db, id);
}

/** Nothing refers to a match, so it simply goes (a match still to play: its followers hear it is cancelled). */
export async function deleteMatch(db: Db, actor: AuthUser, id: number): Promise<DeleteMatchResult> {
  await staffWrite(db, actor, async (tx, effects) => {
    const current = await findMatchRecord(tx, id);
    if (!current || !(await deleteMatchRow(tx, id))) throw notFound('Match');
    await effects.matchesChanged([{ before: matchState(current), after: null, announce: true }]);
    effects.live(liveTopics.matches, { id, deleted: true });
    return {
      result: undefined,
      activity: {
        kind: 'delete',
        entityType: 'match',
        entityId: id,
        entityLabel: matchLabel(current),
        before: matchSnapshot(current),
      },
    };
  });
  return { message: `Match ${id} deleted` };
}
