/**
 * Staff review of pending results (docs/product/live.md#pending-results, docs/product/live.md#approval): the
 * CSV upload's checks on each result, a fix of its lines or stage, and the approval that publishes it all at
 * once (the game and its lines, the match completed with its sets, records, standings, the chat and the live
 * pages) in one staff write: all or nothing.
 */
import { parseSetPoints, type SetPoints, setsWon } from '@league/shared/domain/live-match';
import { liveTopics } from '@league/shared/domain/live-topics';
import type { Match } from '@league/shared/schemas/matches';
import type {
  PendingResult,
  PendingResultLine,
  ResultCheck,
  ResultStatus,
  ReviewAnswer,
  UpdatePendingResultBody,
} from '@league/shared/schemas/results';
import type { UploadStatLine } from '@league/shared/schemas/stat-uploads';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { mapPage, type Page, type PageParams } from '../../lib/paging.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { completeWithSets, getMatch, readLiveMatch } from '../matches/service.ts';
import { reviewStatSheet, type SheetPaths, sheetProblems, writeStatSheet } from '../stats/service.ts';
import {
  findResultRow,
  listResultRows,
  lockResultRow,
  type PendingResultRow,
  updateResultRow,
} from './queries.ts';

/** Where a result's parts sit in its answer, for the paths of its problems. */
const RESULT_PATHS: SheetPaths = {
  season: 'match.seasonId',
  teams: 'match.teamNames',
  score: 'setScores',
  lines: 'lines',
};

/** The lines as a stat sheet names them: the league player, on the match's team of the line's side. */
const sheetLines = (match: Pick<Match, 'team1Name' | 'team2Name'>, lines: readonly PendingResultLine[]) =>
  lines.map(
    ({ playerName, side, robloxUserId: _id, robloxUsername: _name, ...numbers }): UploadStatLine => ({
      ...numbers,
      playerName,
      teamName: side === 1 ? match.team1Name : match.team2Name,
    }),
  );

const setsOf = (setScores: readonly string[]): SetPoints[] => setScores.map((s) => parseSetPoints(s)!);

/** The sheet a result would publish: the match's season and teams, the sets won, the lines. */
function sheetOf(match: Match, sets: readonly SetPoints[], lines: readonly PendingResultLine[]) {
  const won = setsWon(sets);
  return {
    seasonId: match.seasonId,
    teamNames: [match.team1Name, match.team2Name] as const,
    team1Score: won.team1,
    team2Score: won.team2,
    lines: sheetLines(match, lines),
  };
}

/** What staff must fix before approving: the CSV upload's checks, as values. */
export function checkResult(
  db: Db,
  match: Match,
  sets: readonly SetPoints[],
  lines: readonly PendingResultLine[],
): Promise<ResultCheck> {
  return reviewStatSheet(db, sheetOf(match, sets, lines), RESULT_PATHS);
}

async function toPendingResult(db: Db, row: PendingResultRow): Promise<PendingResult> {
  const match = await getMatch(db, row.matchId);
  const sets = setsOf(row.setScores);
  const won = setsWon(sets);
  const check =
    row.status === 'pending'
      ? await checkResult(db, match, sets, row.lines)
      : { problems: [], missingPlayers: [] };
  return {
    id: row.id,
    status: row.status as ResultStatus,
    match,
    gameServerId: row.gameServerId,
    apiKeyName: row.apiKeyName,
    setScores: row.setScores,
    team1Score: won.team1,
    team2Score: won.team2,
    stage: row.stage as PendingResult['stage'],
    lines: row.lines,
    submittedAt: toIso(row.submittedAt),
    reviewedBy: row.reviewedAt
      ? { id: row.reviewedBy, username: row.reviewerName ?? 'a former member' }
      : null,
    reviewedAt: row.reviewedAt ? toIso(row.reviewedAt) : null,
    gameId: row.gameId,
    check,
  };
}

export async function listResults(
  db: Db,
  status: ResultStatus,
  page: PageParams,
): Promise<Page<PendingResult>> {
  const rows = await listResultRows(db, status, page);
  const items: PendingResult[] = [];
  for (const row of rows.items) items.push(await toPendingResult(db, row));
  return mapPage(rows, items);
}

async function readResult(db: Db, id: number): Promise<PendingResultRow> {
  const row = await findResultRow(db, id);
  if (!row) throw notFound(`Result ${id}`);
  return row;
}

export async function getResult(db: Db, id: number): Promise<PendingResult> {
  return toPendingResult(db, await readResult(db, id));
}

/** A pending result, locked for this write; anything else is a 409. */
async function pendingRow(tx: Db, id: number): Promise<PendingResultRow> {
  const locked = await lockResultRow(tx, id);
  if (!locked) throw notFound(`Result ${id}`);
  if (locked.status !== 'pending') throw conflict(`Result ${id} is already ${locked.status}`);
  return readResult(tx, id);
}

const resultLabel = (row: PendingResultRow, match: Pick<Match, 'matchNumber' | 'team1Name' | 'team2Name'>) =>
  `Result ${row.id}: ${match.matchNumber}, ${match.team1Name} vs ${match.team2Name}`;

/** Fixes a pending result's lines (the whole list) or stage; the checks run again on the next read. */
export async function updateResult(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdatePendingResultBody,
): Promise<ReviewAnswer> {
  await staffWrite(db, actor, async (tx) => {
    const row = await pendingRow(tx, id);
    const match = await getMatch(tx, row.matchId);
    await updateResultRow(tx, id, {
      ...(body.stage !== undefined ? { stage: body.stage } : {}),
      ...(body.lines ? { lines: body.lines } : {}),
    });
    const names = (lines: readonly PendingResultLine[]) => lines.map((l) => l.playerName).join(', ');
    return {
      result: undefined,
      activity: {
        kind: 'edit',
        entityType: 'pending-result',
        entityId: id,
        entityLabel: resultLabel(row, match),
        before: {
          ...(body.stage !== undefined ? { stage: row.stage } : {}),
          ...(body.lines ? { players: names(row.lines), lines: row.lines.length } : {}),
        },
        after: {
          ...(body.stage !== undefined ? { stage: body.stage } : {}),
          ...(body.lines ? { players: names(body.lines), lines: body.lines.length } : {}),
        },
      },
    };
  });
  return { message: `Result ${id} saved`, result: await getResult(db, id) };
}

/**
 * Publishes a pending result in one staff write (docs/product/live.md#approval): the game with its lines (the
 * CSV upload's write, its checks and its chat post), the match completed with its sets, the result marked
 * approved; then the records recalculate, and live pages hear of the match, the game, the stats and the
 * standings. Anything wrong (a missing player, a team not in the season) is a 400 and nothing is written.
 */
export async function approveResult(db: Db, actor: AuthUser, id: number): Promise<ReviewAnswer> {
  const gameId = await staffWrite(db, actor, async (tx, effects) => {
    const row = await pendingRow(tx, id);
    const { row: matchRow } = await readLiveMatch(tx, row.matchId);
    if (matchRow.status === 'completed')
      throw conflict(
        `Match ${matchRow.matchNumber} is already completed; reject this result or reopen the match`,
      );
    const match = await getMatch(tx, row.matchId);
    const sets = setsOf(row.setScores);
    const sheet = { ...sheetOf(match, sets, row.lines), stage: row.stage, date: matchRow.date };
    const problems = sheetProblems(sheet, RESULT_PATHS);
    if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
    const written = await writeStatSheet(tx, effects, sheet, RESULT_PATHS);
    await completeWithSets(tx, effects, matchRow, sets);
    await updateResultRow(tx, id, {
      status: 'approved',
      reviewedBy: actor.id,
      reviewedAt: new Date(),
      gameId: written.gameId,
    });
    effects.live(liveTopics.game(written.gameId), { gameId: written.gameId });
    effects.live(liveTopics.stats, null);
    return {
      result: written.gameId,
      activity: {
        kind: 'approval',
        entityType: 'pending-result',
        entityId: id,
        entityLabel: resultLabel(row, match),
        before: { status: 'pending' },
        after: {
          status: 'approved',
          gameId: written.gameId,
          setScores: row.setScores.join(', '),
          statLines: row.lines.length,
        },
      },
    };
  });
  return { message: `Result ${id} approved: game ${gameId} is published`, result: await getResult(db, id) };
}

/** Sets a pending result aside (a test match, a wrong sheet); the match keeps its score for staff to fix. */
export async function rejectResult(
  db: Db,
  actor: AuthUser,
  id: number,
  reason: string,
): Promise<ReviewAnswer> {
  await staffWrite(db, actor, async (tx) => {
    const row = await pendingRow(tx, id);
    const match = await getMatch(tx, row.matchId);
    await updateResultRow(tx, id, { status: 'rejected', reviewedBy: actor.id, reviewedAt: new Date() });
    return {
      result: undefined,
      activity: {
        kind: 'rejection',
        entityType: 'pending-result',
        entityId: id,
        entityLabel: resultLabel(row, match),
        before: { status: 'pending' },
        after: { status: 'rejected', reason },
      },
    };
  });
  return { message: `Result ${id} rejected`, result: await getResult(db, id) };
}
