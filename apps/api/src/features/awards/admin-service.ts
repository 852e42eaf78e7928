/**
 * Staff writes on awards (docs/product/awards.md#rules-and-constants, docs/product/awards.md#api). The portal
 * names the recipient by player name (lower-cased) and the season by id; an edit with a player name makes
 * that player the only recipient.
 */
import type { AwardDetail } from '@league/shared/schemas/awards';
import type { CreateAwardBody, UpdateAwardBody } from '@league/shared/schemas/awards-admin';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  deleteAwardRow,
  findAward,
  findPlayerIdByName,
  insertAward,
  replaceRecipients,
  seasonExists,
  updateAward,
} from './queries.ts';
import { getAwardDetail } from './service.ts';

const unknownSeason = (id: number) =>
  badRequest(`Season with id ${id} not found`, [
    { path: 'seasonId', message: `Season with id ${id} not found` },
  ]);
const unknownPlayer = (name: string) =>
  badRequest(`Player ${name} not found`, [{ path: 'playerName', message: `Player ${name} not found` }]);
const referenceGone = () => badRequest('The season or player was deleted meanwhile; please try again');

async function assertSeason(db: Db, id: number): Promise<void> {
  if (!(await seasonExists(db, id))) throw unknownSeason(id);
}

/** The id of the player with this name (any case), or a 400. */
async function playerIdOf(db: Db, name: string): Promise<number> {
  const id = await findPlayerIdByName(db, name);
  if (id === undefined) throw unknownPlayer(name);
  return id;
}

/** Runs a write; a season or player deleted between the checks and the write is a 400, not a 500. */
async function writing<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw referenceGone();
    throw err;
  }
}

/** POST /api/awards/with-names: answers the award in the shape of GET /api/awards/{id}. */
export async function createAwardWithNames(db: Db, body: CreateAwardBody): Promise<AwardDetail> {
  await assertSeason(db, body.seasonId);
  const playerId = await playerIdOf(db, body.playerName);
  const values = {
    type: body.type,
    description: body.description,
    seasonId: body.seasonId,
    imageUrl: body.imageUrl ?? null,
  };
  const id = await writing(db, (tx) => insertAward(tx, values, playerId));
  return getAwardDetail(db, id);
}

/** PATCH /api/awards/:id: changed fields only; `playerName` replaces the recipients. */
export async function editAward(db: Db, id: number, body: UpdateAwardBody): Promise<AwardDetail> {
  if (!(await findAward(db, id))) throw notFound('Award');
  const { playerName, createdAt, ...fields } = body;
  if (fields.seasonId !== undefined) await assertSeason(db, fields.seasonId);
  const playerId = playerName === undefined ? undefined : await playerIdOf(db, playerName);
  await writing(db, async (tx) => {
    const changes = { ...fields, ...(createdAt === undefined ? {} : { createdAt: new Date(createdAt) }) };
    if (Object.values(changes).some((v) => v !== undefined)) {
      await updateAward(tx, id, changes);
    }
    if (playerId !== undefined) await replaceRecipients(tx, id, playerId);
  });
  return getAwardDetail(db, id);
}

/** DELETE /api/awards/:id: the award and its recipient links. */
export async function deleteAward(db: Db, id: number): Promise<void> {
  if (!(await deleteAwardRow(db, id))) throw notFound('Award');
}
