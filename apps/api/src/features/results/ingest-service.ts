/**
 * Results from the game (docs/product/live.md#results-from-the-game): a game server's set updates move the
 * match's live score; its final box score lands as a pending result for staff to approve. Every call is done
 * once per idempotency key (lib/writes/idempotent-call.ts); a refused call writes nothing.
 */
import {
  applySetUpdate,
  checkLiveScore,
  formatSetPoints,
  type SetPoints,
} from '@league/shared/domain/live-match';
import type {
  FinalResultAnswer,
  FinalResultBody,
  PendingResultLine,
  SetUpdateAnswer,
  SetUpdateBody,
} from '@league/shared/schemas/results';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { LeagueKeyRef } from '../../lib/league-keys.ts';
import { type CallAnswer, runIdempotentCall } from '../../lib/writes/idempotent-call.ts';
import { readLiveMatch, saveLiveScore } from '../matches/service.ts';
import { findOpenResultOfMatch, insertResultRow } from './queries.ts';
import { checkResult } from './review-service.ts';

/**
 * A call as its idempotency key stands for it: the request without its `sentAt`, which only says when this copy
 * left the game server (the same report sent again later is the same call).
 */
const callOf = (key: LeagueKeyRef, body: SetUpdateBody | FinalResultBody) => ({
  idempotencyKey: body.idempotencyKey,
  sentAt: body.sentAt,
  apiKeyId: key.id,
  request: { ...body, sentAt: undefined },
});

/** A completed match takes no more results from the game: staff change it in the portal. */
function assertOpen(row: { status: string; matchNumber: string }): void {
  if (row.status === 'completed')
    throw conflict(`Match ${row.matchNumber} is already completed; staff change it in the portal`);
}

/**
 * A set's score (docs/product/live.md#rules-and-constants): the match becomes live at its first update. A set
 * that skips one, or reopens one that is over, is a 409; a set over at a tie is a 400.
 */
export function submitSetUpdate(
  db: Db,
  key: LeagueKeyRef,
  body: SetUpdateBody,
): Promise<CallAnswer<SetUpdateAnswer> & { replayed: boolean }> {
  return runIdempotentCall(db, callOf(key, body), async (tx, effects) => {
    const { row, score } = await readLiveMatch(tx, body.matchId);
    assertOpen(row);
    const next = applySetUpdate(score, body);
    if ('problem' in next) {
      const tied = body.setOver && body.team1Points === body.team2Points;
      const error = [{ path: 'setNumber', message: next.problem }];
      throw tied ? badRequest(next.problem, error) : conflict(next.problem, error);
    }
    const match = await saveLiveScore(tx, effects, row, next, 'live');
    const what = body.setOver ? 'ended' : 'is at';
    const message = `Set ${body.setNumber} ${what} ${body.team1Points}-${body.team2Points}`;
    return { status: 200, body: { message, match } };
  });
}

/** A line as the review screen starts it: the league player of the Roblox username, lower-cased as the CSV does. */
const pendingLine = (line: FinalResultBody['lines'][number]): PendingResultLine => ({
  ...line,
  playerName: line.robloxUsername.toLowerCase(),
});

/**
 * The final box score (docs/product/live.md#pending-results): one pending result per match; the match shows
 * every set at once and stays live until staff approve. The answer lists what staff will have to fix
 * (unknown players, players on neither team), as the CSV upload's Missing Players dialog does.
 */
export function submitFinalResult(
  db: Db,
  key: LeagueKeyRef,
  body: FinalResultBody,
): Promise<CallAnswer<FinalResultAnswer> & { replayed: boolean }> {
  return runIdempotentCall(db, callOf(key, body), async (tx, effects) => {
    const { row } = await readLiveMatch(tx, body.matchId);
    assertOpen(row);
    const open = await findOpenResultOfMatch(tx, row.id);
    if (open)
      throw conflict(
        `Match ${row.matchNumber} already has a result (${open.id}, ${open.status}); staff review it in the portal`,
      );
    const sets: SetPoints[] = body.sets.map((s) => ({ team1: s.team1Points, team2: s.team2Points }));
    const problem = checkLiveScore({ sets, current: null });
    if (problem) throw badRequest(problem, [{ path: 'sets', message: problem }]);
    let resultId: number;
    try {
      resultId = await insertResultRow(tx, {
        matchId: row.id,
        gameServerId: body.gameServerId,
        apiKeyId: key.id,
        setScores: sets.map(formatSetPoints),
        lines: body.lines.map(pendingLine),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`Match ${row.matchNumber} already has a result`);
      throw error;
    }
    const match = await saveLiveScore(tx, effects, row, { sets, current: null }, 'live');
    const check = await checkResult(tx, match, sets, body.lines.map(pendingLine));
    const fix = check.missingPlayers.length + check.problems.length;
    const message =
      fix === 0
        ? `Result ${resultId} received: waiting for staff approval`
        : `Result ${resultId} received: staff must fix ${fix} problem${fix === 1 ? '' : 's'} before approving`;
    return { status: 201, body: { message, resultId, match, ...check } };
  });
}
