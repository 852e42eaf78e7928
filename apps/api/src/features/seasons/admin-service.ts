/**
 * Staff writes on seasons (docs/product/seasons.md#rules-and-constants, docs/product/seasons.md#api). Season
 * numbers are unique. A season is deleted only when nothing belongs to it any more: teams, games, awards and
 * matches all point at it.
 */
import type { SeasonDetail } from '@league/shared/schemas/seasons';
import {
  type CreateSeasonBody,
  END_BEFORE_START,
  endsBeforeStart,
  type UpdateSeasonBody,
} from '@league/shared/schemas/seasons-admin';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { editRecord } from '../../lib/writes/activity-entry.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import {
  countSeasonDependents,
  deleteSeasonRow,
  findSeason,
  findSeasonIdByNumber,
  insertSeason,
  lockSeason,
  updateSeason,
} from './queries.ts';
import { getSeasonDetail } from './service.ts';

const numberTaken = (n: number) => {
  const message = `Season ${n} already exists`;
  return conflict(message, [{ path: 'seasonNumber', message }]);
};

async function assertNumberFree(db: Db, seasonNumber: number, exceptId?: number) {
  if ((await findSeasonIdByNumber(db, seasonNumber, exceptId)) !== undefined) throw numberTaken(seasonNumber);
}

const seasonLabel = (seasonNumber: number) => `Season ${seasonNumber}`;

/** POST /api/seasons: answers the new season in the shape of GET /api/seasons/{id}. */
export async function createSeason(db: Db, actor: AuthUser, body: CreateSeasonBody): Promise<SeasonDetail> {
  let id: number;
  try {
    id = await staffWrite(db, actor, async (tx) => {
      await assertNumberFree(tx, body.seasonNumber);
      const newId = await insertSeason(tx, body);
      return {
        result: newId,
        activity: {
          kind: 'create',
          entityType: 'season',
          entityId: newId,
          entityLabel: seasonLabel(body.seasonNumber),
          after: body,
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw numberTaken(body.seasonNumber);
    throw err;
  }
  return getSeasonDetail(db, id);
}

/** PATCH /api/seasons/:id: changed fields only; the end date may not fall before the start date. */
export async function editSeason(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdateSeasonBody,
): Promise<SeasonDetail> {
  try {
    await staffWrite(db, actor, async (tx) => {
      const season = await findSeason(tx, id);
      if (!season) throw notFound('Season');
      const startDate = body.startDate ?? season.startDate;
      const endDate = body.endDate === undefined ? season.endDate : body.endDate;
      if (endsBeforeStart(startDate, endDate)) {
        throw badRequest(END_BEFORE_START, [
          { path: body.endDate === undefined ? 'startDate' : 'endDate', message: END_BEFORE_START },
        ]);
      }
      if (body.seasonNumber !== undefined) await assertNumberFree(tx, body.seasonNumber, id);
      await updateSeason(tx, id, body);
      return {
        result: undefined,
        activity: editRecord({
          entityType: 'season',
          entityId: id,
          entityLabel: seasonLabel(body.seasonNumber ?? season.seasonNumber),
          body,
          before: season,
        }),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err) && body.seasonNumber !== undefined) throw numberTaken(body.seasonNumber);
    throw err;
  }
  return getSeasonDetail(db, id);
}

const DEPENDENTS = [
  { kind: 'teams', one: 'team' },
  { kind: 'games', one: 'game' },
  { kind: 'awards', one: 'award' },
  { kind: 'matches', one: 'match' },
] as const;

/** "12 teams, 30 games and 1 award", leaving out what the season does not have. */
async function describeDependents(db: Db | Tx, id: number): Promise<string | null> {
  const counts = await countSeasonDependents(db, id);
  const parts: string[] = [];
  for (const { kind, one } of DEPENDENTS) {
    const n = counts[kind];
    if (n > 0) parts.push(`${n} ${n === 1 ? one : kind}`);
  }
  if (parts.length === 0) return null;
  const last = parts.pop()!;
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}

/** DELETE /api/seasons/:id: refused (409, with the counts) while anything belongs to the season. */
export async function deleteSeason(db: Db, actor: AuthUser, id: number): Promise<void> {
  const refuse = (what: string | null) =>
    conflict(`This season still has ${what ?? 'data'}; delete or move them first`);
  try {
    await staffWrite(db, actor, async (tx) => {
      if (!(await lockSeason(tx, id))) throw notFound('Season');
      const dependents = await describeDependents(tx, id);
      if (dependents) throw refuse(dependents);
      const season = await findSeason(tx, id);
      await deleteSeasonRow(tx, id);
      const { id: _id, ...before } = season ?? { id };
      return {
        result: undefined,
        activity: {
          kind: 'delete',
          entityType: 'season',
          entityId: id,
          entityLabel: season ? seasonLabel(season.seasonNumber) : `Season id ${id}`,
          before,
        },
      };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refuse(await describeDependents(db, id));
    throw err;
  }
}
