/**
 * Staff writes on awards (docs/product/awards.md#rules-and-constants, docs/product/awards.md#api). The portal
 * names the recipient by player name (lower-cased) and the season by id; an edit with a player name makes
 * that player the only recipient.
 */
import type { AwardDetail } from '@league/shared/schemas/awards';
import type { CreateAwardBody, UpdateAwardBody } from '@league/shared/schemas/awards-writes';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { awardPlayers, awards, players, seasons } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findAward } from './queries.ts';
import { getAwardDetail } from './service.ts';

const unknownSeason = (id: number) =>
  badRequest(`Season with id ${id} not found`, [
    { path: 'seasonId', message: `Season with id ${id} not found` },
  ]);
const unknownPlayer = (name: string) =>
  badRequest(`Player ${name} not found`, [{ path: 'playerName', message: `Player ${name} not found` }]);
const referenceGone = () => badRequest('The season or player was deleted meanwhile; please try again');

async function assertSeason(db: Db, id: number): Promise<void> {
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, id));
  if (!season) throw unknownSeason(id);
}

/** The id of the player with this name (any case), or a 400. */
async function playerIdOf(db: Db, name: string): Promise<number> {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(sql`lower(${players.name}) = ${name}`);
  if (!player) throw unknownPlayer(name);
  return player.id;
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
  const id = await writing(db, async (tx) => {
    const [award] = await tx
      .insert(awards)
      .values({
        type: body.type,
        description: body.description,
        seasonId: body.seasonId,
        imageUrl: body.imageUrl ?? null,
      })
      .returning({ id: awards.id });
    await tx.insert(awardPlayers).values({ awardId: award!.id, playerId });
    return award!.id;
  });
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
      await tx.update(awards).set(changes).where(eq(awards.id, id));
    }
    if (playerId !== undefined) {
      await tx.delete(awardPlayers).where(eq(awardPlayers.awardId, id));
      await tx.insert(awardPlayers).values({ awardId: id, playerId });
    }
  });
  return getAwardDetail(db, id);
}

/** DELETE /api/awards/:id: the award and its recipient links. */
export async function deleteAward(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(awards).where(eq(awards.id, id)).returning({ id: awards.id });
  if (deleted.length === 0) throw notFound('Award');
}
