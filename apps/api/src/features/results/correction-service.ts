/**
 * Corrections of a published result (docs/product/games.md#corrections): staff change a line's numbers or the
 * set scores of an approved result, and say why. The change, its correction (when, why, who, what) and its
 * activity entry commit together; the game page lists the correction, the records recalculate, live pages
 * hear of it.
 */

import { STAT_FIELDS, type StatField } from '@league/shared/domain/league';
import { checkLiveScore, parseSetPoints, setsWon } from '@league/shared/domain/live-match';
import { liveTopics } from '@league/shared/domain/live-topics';
import { checkStatLine } from '@league/shared/domain/stats-csv';
import type { GameCorrection } from '@league/shared/schemas/games';
import type { CorrectionInput } from '@league/shared/schemas/results';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import { staffWrite, type WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { completeWithSets, readLiveMatch } from '../matches/service.ts';
import {
  findGameScore,
  findResultRow,
  insertCorrectionRow,
  listGameLinesOf,
  updateGameLine,
  updateGameScore,
  updateResultRow,
} from './queries.ts';

/** The changed numbers of the lines, each checked as a stat line is; answers what changed, in words. */
async function correctLines(tx: Db, gameId: number, lines: CorrectionInput['lines']): Promise<string[]> {
  const rows = await listGameLinesOf(
    tx,
    gameId,
    lines.map((l) => l.playerId),
  );
  const changes: string[] = [];
  const errors: FieldError[] = [];
  for (const [i, line] of lines.entries()) {
    const row = rows.find((r) => r.playerId === line.playerId);
    if (!row) {
      errors.push({
        path: `lines.${i}.playerId`,
        message: `Player ${line.playerId} has no line in game ${gameId}`,
      });
      continue;
    }
    const name = row.playerName;
    const change: Partial<Record<StatField, number>> = {};
    for (const field of STAT_FIELDS) {
      const value = line[field];
      if (value !== undefined && value !== row[field]) {
        change[field] = value;
        changes.push(`${name} ${field}: ${row[field]} → ${value}`);
      }
    }
    for (const message of checkStatLine(name, { ...row, ...change }))
      errors.push({ path: `lines.${i}`, message });
    if (errors.length === 0 && Object.keys(change).length > 0) await updateGameLine(tx, row.id, change);
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  return changes;
}

/** New set scores: the game's score becomes the sets won, and the match keeps the same sets. */
async function correctSets(
  tx: Db,
  effects: WriteEffects,
  gameId: number,
  matchId: number,
  setScores: string[],
  before: string[],
): Promise<string[]> {
  const sets = setScores.map((s) => parseSetPoints(s)!);
  const problem = checkLiveScore({ sets, current: null });
  if (problem) throw badRequest(problem, [{ path: 'sets', message: problem }]);
  const won = setsWon(sets);
  if (won.team1 === won.team2)
    throw badRequest('The sets must give one team the win', [{ path: 'sets', message: 'No winner' }]);
  const game = (await findGameScore(tx, gameId))!;
  await updateGameScore(tx, gameId, won.team1, won.team2);
  const { row } = await readLiveMatch(tx, matchId);
  await completeWithSets(tx, effects, row, sets);
  const changes = [`sets: ${before.join(', ')} → ${setScores.join(', ')}`];
  if (game.team1Score !== won.team1 || game.team2Score !== won.team2)
    changes.push(`score: ${game.team1Score}-${game.team2Score} → ${won.team1}-${won.team2}`);
  return changes;
}

/** Corrects an approved result's game (docs/product/games.md#corrections); answers the correction as shown. */
export async function correctResult(
  db: Db,
  actor: AuthUser,
  id: number,
  body: CorrectionInput,
): Promise<{ message: string; correction: GameCorrection }> {
  const correction = await staffWrite(db, actor, async (tx, effects) => {
    const result = await findResultRow(tx, id);
    if (!result) throw notFound(`Result ${id}`);
    if (result.status !== 'approved' || result.gameId === null)
      throw conflict(
        `Result ${id} is ${result.status}: only a published result is corrected (approve it first)`,
      );
    const gameId = result.gameId;
    const changes = await correctLines(tx, gameId, body.lines);
    if (body.sets) {
      changes.push(...(await correctSets(tx, effects, gameId, result.matchId, body.sets, result.setScores)));
      await updateResultRow(tx, id, { setScores: body.sets });
    }
    if (changes.length === 0) throw badRequest('Nothing changes: these are the numbers the game already has');
    const row = await insertCorrectionRow(tx, {
      gameId,
      reason: body.reason,
      actorId: actor.id,
      actorName: actor.username,
      changes,
    });
    effects.after('records');
    effects.live(liveTopics.game(gameId), { gameId });
    effects.live(liveTopics.stats, null);
    return {
      result: { id: row.id, at: toIso(row.at), reason: row.reason, by: row.actorName, changes: row.changes },
      activity: {
        kind: 'correction',
        entityType: 'game',
        entityId: gameId,
        entityLabel: `Game ${gameId} (result ${id})`,
        after: { reason: body.reason, changes: changes.join('; ') },
      },
    };
  });
  return {
    message: `Game corrected: ${correction.changes.length} change${correction.changes.length === 1 ? '' : 's'}`,
    correction,
  };
}
