/**
 * Staff writes on awards (docs/product/awards.md#rules-and-constants, docs/product/awards.md#api). The portal
 * names the recipient by player name (lower-cased) and the season by id; an edit with a player name makes
 * that player the only recipient.
 */
import type { AwardDetail } from '@league/shared/schemas/awards';
import type { CreateAwardBody, UpdateAwardBody } from '@league/shared/schemas/awards-admin';
import type { Db, Tx } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { editRecord, type Recorded } from '../../lib/writes/activity-entry.ts';
import { staffWrite, type WriteEffects } from '../../lib/writes/unit-of-work.ts';
import {
  deleteAwardRow,
  findAward,
  findPlayerIdByName,
  insertAward,
  listRecipients,
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

/** Runs a write with its log entry; a season or player deleted between the checks and the write is a 400, not a 500. */
async function writing<T>(
  db: Db,
  actor: AuthUser,
  work: (tx: Tx, effects: WriteEffects) => Promise<Recorded<T>>,
): Promise<T> {
  try {
    return await staffWrite(db, actor, work);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw referenceGone();
    throw err;
  }
}

const awardLabel = (type: string, seasonNumber: number | undefined) =>
  seasonNumber === undefined ? type : `${type} (season ${seasonNumber})`;

/** The award as the activity log keeps it: its fields and its recipients' names. */
async function awardSnapshot(tx: Tx, id: number) {
  const award = await findAward(tx, id);
  if (!award) return undefined;
  const recipients = await listRecipients(tx, [id]);
  const { id: _id, season, ...fields } = award;
  return { award, recipients, snapshot: { ...fields, playerName: recipients.map((r) => r.name) } };
}

type AwardSnapshot = NonNullable<Awaited<ReturnType<typeof awardSnapshot>>>;

/** Players who now hold the award and did not before hear of it through their followers (docs/product/follows.md). */
async function tellNewRecipients(
  effects: WriteEffects,
  before: AwardSnapshot | undefined,
  after: AwardSnapshot | undefined,
) {
  if (!after) return;
  const had = new Set(before?.recipients.map((r) => r.id));
  for (const player of after.recipients.filter((r) => !had.has(r.id)))
    await effects.push({
      kind: 'player-award',
      player: { id: player.id, name: player.name },
      award: { id: after.award.id, type: after.award.type, seasonNumber: after.award.season.seasonNumber },
    });
}

/** POST /api/awards/with-names: answers the award in the shape of GET /api/awards/{id}. */
export async function createAwardWithNames(
  db: Db,
  actor: AuthUser,
  body: CreateAwardBody,
): Promise<AwardDetail> {
  const id = await writing(db, actor, async (tx, effects) => {
    await assertSeason(tx, body.seasonId);
    const playerId = await playerIdOf(tx, body.playerName);
    const values = {
      type: body.type,
      description: body.description,
      seasonId: body.seasonId,
      imageUrl: body.imageUrl ?? null,
    };
    const newId = await insertAward(tx, values, playerId);
    const created = await awardSnapshot(tx, newId);
    await tellNewRecipients(effects, undefined, created);
    return {
      result: newId,
      activity: {
        kind: 'create',
        entityType: 'award',
        entityId: newId,
        entityLabel: awardLabel(body.type, created?.award.season.seasonNumber),
        after: created?.snapshot ?? null,
      },
    };
  });
  return getAwardDetail(db, id);
}

/** PATCH /api/awards/:id: changed fields only; `playerName` replaces the recipients. */
export async function editAward(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdateAwardBody,
): Promise<AwardDetail> {
  await writing(db, actor, async (tx, effects) => {
    const current = await awardSnapshot(tx, id);
    if (!current) throw notFound('Award');
    const { playerName, createdAt, ...fields } = body;
    if (fields.seasonId !== undefined) await assertSeason(tx, fields.seasonId);
    const playerId = playerName === undefined ? undefined : await playerIdOf(tx, playerName);
    const changes = { ...fields, ...(createdAt === undefined ? {} : { createdAt: new Date(createdAt) }) };
    if (Object.values(changes).some((v) => v !== undefined)) {
      await updateAward(tx, id, changes);
    }
    if (playerId !== undefined) await replaceRecipients(tx, id, playerId);
    const after = await awardSnapshot(tx, id);
    await tellNewRecipients(effects, current, after);
    return {
      result: undefined,
      activity: editRecord({
        entityType: 'award',
        entityId: id,
        entityLabel: awardLabel(after?.award.type ?? current.award.type, after?.award.season.seasonNumber),
        body,
        before: current.snapshot,
        after: after ? after.snapshot : null,
      }),
    };
  });
  return getAwardDetail(db, id);
}

/** DELETE /api/awards/:id: the award and its recipient links. */
export async function deleteAward(db: Db, actor: AuthUser, id: number): Promise<void> {
  await staffWrite(db, actor, async (tx) => {
    const current = await awardSnapshot(tx, id);
    if (!current || !(await deleteAwardRow(tx, id))) throw notFound('Award');
    return {
      result: undefined,
      activity: {
        kind: 'delete',
        entityType: 'award',
        entityId: id,
        entityLabel: awardLabel(current.award.type, current.award.season.seasonNumber),
        before: current.snapshot,
      },
    };
  });
}
