/**
 * Staff writes on teams (docs/product/teams.md#rules-and-constants, docs/product/teams.md#api). A team names
 * its season by number; names are unique within a season, any case. A team that has played games keeps its
 * season and cannot be deleted: its games (and their stat lines) would lose a side.
 */

import type { TeamDetail } from '@league/shared/schemas/teams';
import type { CreateTeamBody, UpdateTeamBody } from '@league/shared/schemas/teams-admin';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  countGamesOfTeam,
  deleteTeamRow,
  findSeasonIdByNumber,
  findTeamIdByName,
  findTeamWithSeason,
  insertTeam,
  lockTeam,
  updateTeam,
} from './queries.ts';
import { getTeamDetail } from './service.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const nameTaken = (name: string, seasonNumber: number) => {
  const message = `A team named ${name} already exists in season ${seasonNumber}`;
  return conflict(message, [{ path: 'name', message }]);
};
const unknownSeason = (seasonNumber: number) =>
  badRequest(`Season ${seasonNumber} does not exist`, [
    { path: 'seasonNumber', message: `Season ${seasonNumber} does not exist` },
  ]);

/** The id of the season with this number, or a 400. */
async function seasonIdOf(db: Db, seasonNumber: number): Promise<number> {
  const id = await findSeasonIdByNumber(db, seasonNumber);
  if (id === undefined) throw unknownSeason(seasonNumber);
  return id;
}

/** 409 when another team of the season already has this name (any case). */
async function assertNameFree(
  db: Db,
  seasonId: number,
  name: string,
  seasonNumber: number,
  exceptId?: number,
) {
  if ((await findTeamIdByName(db, seasonId, name, exceptId)) !== undefined)
    throw nameTaken(name, seasonNumber);
}

/** POST /api/teams: answers the new team in the shape of GET /api/teams/{id}. */
export async function createTeam(db: Db, body: CreateTeamBody): Promise<TeamDetail> {
  const seasonId = await seasonIdOf(db, body.seasonNumber);
  await assertNameFree(db, seasonId, body.name, body.seasonNumber);
  let id: number;
  try {
    id = await insertTeam(db, {
      name: body.name,
      seasonId,
      placement: body.placement,
      logoUrl: body.logoUrl ?? null,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name, body.seasonNumber);
    if (isForeignKeyViolation(err)) throw unknownSeason(body.seasonNumber);
    throw err;
  }
  return getTeamDetail(db, id);
}

/** PATCH /api/teams/:id: changed fields only; a team with games stays in its season. */
export async function editTeam(db: Db, id: number, body: UpdateTeamBody): Promise<TeamDetail> {
  const team = await findTeamWithSeason(db, id);
  if (!team) throw notFound('Team');
  const seasonNumber = body.seasonNumber ?? team.season.seasonNumber;
  const seasonId = body.seasonNumber === undefined ? team.seasonId : await seasonIdOf(db, body.seasonNumber);
  if (seasonId !== team.seasonId) {
    const played = await countGamesOfTeam(db, id);
    if (played > 0) {
      throw conflict(
        `This team has ${plural(played, 'game')} in season ${team.season.seasonNumber}; it cannot move to another season`,
      );
    }
  }
  const name = body.name ?? team.name;
  if (body.name !== undefined || seasonId !== team.seasonId)
    await assertNameFree(db, seasonId, name, seasonNumber, id);
  const { seasonNumber: _number, ...fields } = body;
  try {
    await updateTeam(db, id, { ...fields, seasonId });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name, seasonNumber);
    if (isForeignKeyViolation(err)) throw unknownSeason(seasonNumber);
    throw err;
  }
  return getTeamDetail(db, id);
}

/** DELETE /api/teams/:id: refused while the team has games; its roster links go with it. */
export async function deleteTeam(db: Db, id: number): Promise<void> {
  const refuse = (n: number) => conflict(`This team still has ${plural(n, 'game')}; delete them first`);
  try {
    await db.transaction(async (tx) => {
      if (!(await lockTeam(tx, id))) throw notFound('Team');
      const played = await countGamesOfTeam(tx, id);
      if (played > 0) throw refuse(played);
      await deleteTeamRow(tx, id);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refuse(await countGamesOfTeam(db, id));
    throw err;
  }
}
