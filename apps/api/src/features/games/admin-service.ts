/**
 * Staff writes of games (docs/product/games.md#rules-and-constants, docs/product/games.md#api). Teams are
 * named and looked up in the game's season, ignoring case; team 1 and team 2 keep the order given. Deleting a
 * game takes its stat lines (and the records that point at it) with it in one transaction, then the records
 * are recalculated (docs/decisions/0004).
 */

import type { GameDetail } from '@league/shared/schemas/games';
import type { CreateGameInput, DeleteGameResult, UpdateGameInput } from '@league/shared/schemas/games-admin';
import type { Db, Tx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { editRecord } from '../../lib/writes/activity-entry.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import {
  deleteGameWithLines,
  findGameRow,
  type GameRow,
  insertGame,
  listPlayersOffTeams,
  listTeamNames,
  updateGameRow,
} from './queries.ts';
import { getGameDetail, resolveGameTeams } from './service.ts';

/** Integrity errors the checks above a write should have caught (a concurrent write): never a 500. */
function integrityError(err: unknown): AppError | null {
  const code = pgErrorCode(err);
  if (code === '23503') return conflict('The season or a team of this game was changed meanwhile; try again');
  if (code === '23514') return badRequest('The two teams must be different');
  return null;
}

/** A game as the activity log keeps it, with its teams by name. */
async function gameSnapshot(tx: Tx, row: GameRow) {
  const teams = await listTeamNames(tx, [row.team1Id, row.team2Id]);
  const nameOf = (id: number) => teams.find((t) => t.id === id)?.name ?? String(id);
  return {
    name: row.name,
    date: row.date,
    stage: row.stage,
    seasonId: row.seasonId,
    teamNames: [nameOf(row.team1Id), nameOf(row.team2Id)],
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    videoUrl: row.videoUrl,
  };
}

export async function createGameByNames(db: Db, actor: AuthUser, body: CreateGameInput): Promise<GameDetail> {
  let id: number;
  try {
    id = await staffWrite(db, actor, async (tx) => {
      const {
        teams: [team1, team2],
      } = await resolveGameTeams(tx, body.seasonId, body.teamNames);
      const newId = await insertGame(tx, {
        name: body.name,
        date: new Date(body.date),
        stage: body.stage,
        seasonId: body.seasonId,
        team1Id: team1.id,
        team2Id: team2.id,
        team1Score: body.team1Score,
        team2Score: body.team2Score,
        videoUrl: body.videoUrl ?? null,
      });
      const row = await findGameRow(tx, newId);
      return {
        result: newId,
        activity: {
          kind: 'create',
          entityType: 'game',
          entityId: newId,
          entityLabel: body.name ?? `Game ${newId}`,
          after: row ? await gameSnapshot(tx, row) : null,
        },
      };
    });
  } catch (err) {
    throw integrityError(err) ?? err;
  }
  return getGameDetail(db, id);
}

/** The new season and teams when the edit touches them, keeping the order given. */
async function resolveTeamChange(db: Db, gameId: number, current: GameRow, body: UpdateGameInput) {
  if (body.teamNames === undefined && body.seasonId === undefined) return {};
  const seasonId = body.seasonId ?? current.seasonId;
  let names = body.teamNames;
  if (!names) {
    const rows = await listTeamNames(db, [current.team1Id, current.team2Id]);
    const nameOf = (id: number) => rows.find((r) => r.id === id)?.name ?? '';
    names = [nameOf(current.team1Id), nameOf(current.team2Id)];
  }
  const {
    teams: [team1, team2],
  } = await resolveGameTeams(db, seasonId, names);
  const stranded = await listPlayersOffTeams(db, gameId, [team1.id, team2.id]);
  if (stranded.length > 0) {
    throw conflict(
      `Game ${gameId} has stat lines of players who are not on ${team1.name} or ${team2.name}: ` +
        `${stranded.join(', ')}. Move or delete those lines first.`,
    );
  }
  return { seasonId, team1Id: team1.id, team2Id: team2.id };
}

export async function updateGame(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdateGameInput,
): Promise<GameDetail> {
  try {
    await staffWrite(db, actor, async (tx, effects) => {
      const current = await findGameRow(tx, id);
      if (!current) throw notFound('Game');
      const teamChange = await resolveTeamChange(tx, id, current, body);
      const { teamNames: _names, seasonId: _season, date, ...plain } = body;
      await updateGameRow(tx, id, {
        ...plain,
        ...teamChange,
        ...(date === undefined ? {} : { date: new Date(date) }),
      });
      // Records carry the game's date and season (ties break on the date), so those edits rebuild them.
      // A moved date or season changes which records the game's lines hold.
      if (date !== undefined || teamChange.seasonId !== undefined) effects.after('records');
      const updated = await findGameRow(tx, id);
      return {
        result: undefined,
        activity: editRecord({
          entityType: 'game',
          entityId: id,
          entityLabel: updated?.name ?? current.name ?? `Game ${id}`,
          body,
          before: await gameSnapshot(tx, current),
          after: updated ? await gameSnapshot(tx, updated) : null,
        }),
      };
    });
  } catch (err) {
    throw integrityError(err) ?? err;
  }
  return getGameDetail(db, id);
}

/** Deletes the game, its stat lines and the records pointing at it, then recalculates the records. */
export async function deleteGame(db: Db, actor: AuthUser, id: number): Promise<DeleteGameResult> {
  const deletedStats = await staffWrite(db, actor, async (tx, effects) => {
    effects.after('records');
    const current = await findGameRow(tx, id);
    const before = current ? await gameSnapshot(tx, current) : null;
    const lines = await deleteGameWithLines(tx, id);
    if (lines === undefined) throw notFound('Game');
    return {
      result: lines,
      activity: {
        kind: 'delete',
        entityType: 'game',
        entityId: id,
        entityLabel: current?.name ?? `Game ${id}`,
        before: { ...before, statLines: lines },
      },
    };
  });
  const what = deletedStats === 1 ? '1 stat line' : `${deletedStats} stat lines`;
  return { message: `Game ${id} deleted with its ${what}`, deletedStats };
}
