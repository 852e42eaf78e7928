/**
 * Staff writes on teams (docs/product/teams.md#rules-and-constants, docs/product/teams.md#api). A team names
 * its season by number; names are unique within a season, any case. A team that has played games keeps its
 * season and cannot be deleted: its games (and their stat lines) would lose a side.
 */

import type { TeamDetail } from '@league/shared/schemas/teams';
import type { CreateTeamBody, UpdateTeamBody } from '@league/shared/schemas/teams-admin';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { editRecord } from '../../lib/writes/activity-entry.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import {
  countGamesOfTeam,
  deleteTeamRow,
  findSeasonIdByNumber,
  findTeamIdByName,
  insertTeam,
  lockTeam,
  updateTeam,
} from './admin-queries.ts';
import { findTeamWithSeason } from './queries.ts';
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

const teamLabel = (name: string, seasonNumber: number) => `${name} (season ${seasonNumber})`;

/** A team as the activity log keeps it. */
function teamSnapshot(team: NonNullable<Awaited<ReturnType<typeof findTeamWithSeason>>>) {
  return {
    name: team.name,
    seasonNumber: team.season.seasonNumber,
    placement: team.placement,
    logoUrl: team.logoUrl,
  };
}

/** POST /api/teams: answers the new team in the shape of GET /api/teams/{id}. */
export async function createTeam(db: Db, actor: AuthUser, body: CreateTeamBody): Promise<TeamDetail> {
  let id: number;
  try {
    id = await staffWrite(db, actor, async (tx) => {
      const seasonId = await seasonIdOf(tx, body.seasonNumber);
      await assertNameFree(tx, seasonId, body.name, body.seasonNumber);
      const values = { name: body.name, seasonId, placement: body.placement, logoUrl: body.logoUrl ?? null };
      const newId = await insertTeam(tx, values);
      const after = {
        name: body.name,
        seasonNumber: body.seasonNumber,
        placement: body.placement,
        logoUrl: values.logoUrl,
      };
      return {
        result: newId,
        activity: {
          kind: 'create',
          entityType: 'team',
          entityId: newId,
          entityLabel: teamLabel(body.name, body.seasonNumber),
          after,
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name, body.seasonNumber);
    if (isForeignKeyViolation(err)) throw unknownSeason(body.seasonNumber);
    throw err;
  }
  return getTeamDetail(db, id);
}

/** PATCH /api/teams/:id: changed fields only; a team with games stays in its season. */
export async function editTeam(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdateTeamBody,
): Promise<TeamDetail> {
  // What the update writes, for the message when a concurrent write takes the name first.
  let name = body.name ?? '';
  let seasonNumber = body.seasonNumber ?? 0;
  try {
    await staffWrite(db, actor, async (tx) => {
      const team = await findTeamWithSeason(tx, id);
      if (!team) throw notFound('Team');
      seasonNumber = body.seasonNumber ?? team.season.seasonNumber;
      const seasonId =
        body.seasonNumber === undefined ? team.seasonId : await seasonIdOf(tx, body.seasonNumber);
      if (seasonId !== team.seasonId) {
        const played = await countGamesOfTeam(tx, id);
        if (played > 0) {
          throw conflict(
            `This team has ${plural(played, 'game')} in season ${team.season.seasonNumber}; it cannot move to another season`,
          );
        }
      }
      name = body.name ?? team.name;
      if (body.name !== undefined || seasonId !== team.seasonId)
        await assertNameFree(tx, seasonId, name, seasonNumber, id);
      const { seasonNumber: _number, ...fields } = body;
      await updateTeam(tx, id, { ...fields, seasonId });
      return {
        result: undefined,
        activity: editRecord({
          entityType: 'team',
          entityId: id,
          entityLabel: teamLabel(name, seasonNumber),
          body,
          before: teamSnapshot(team),
        }),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name, seasonNumber);
    if (isForeignKeyViolation(err)) throw unknownSeason(seasonNumber);
    throw err;
  }
  return getTeamDetail(db, id);
}

/** DELETE /api/teams/:id: refused while the team has games; its roster links go with it. */
export async function deleteTeam(db: Db, actor: AuthUser, id: number): Promise<void> {
  const refuse = (n: number) => conflict(`This team still has ${plural(n, 'game')}; delete them first`);
  try {
    await staffWrite(db, actor, async (tx) => {
      if (!(await lockTeam(tx, id))) throw notFound('Team');
      const played = await countGamesOfTeam(tx, id);
      if (played > 0) throw refuse(played);
      const team = await findTeamWithSeason(tx, id);
      await deleteTeamRow(tx, id);
      return {
        result: undefined,
        activity: {
          kind: 'delete',
          entityType: 'team',
          entityId: id,
          entityLabel: team ? teamLabel(team.name, team.season.seasonNumber) : `Team ${id}`,
          before: team ? teamSnapshot(team) : null,
        },
      };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refuse(await countGamesOfTeam(db, id));
    throw err;
  }
}
