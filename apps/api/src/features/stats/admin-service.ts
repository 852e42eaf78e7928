/**
 * Staff writes of single stat lines (docs/product/stat-uploads.md#create-stat,
 * docs/product/stat-uploads.md#api; docs/product/records.md#rules-and-constants,
 * docs/product/stat-uploads.md#rules-and-constants). A line belongs to a player on one of its game's two
 * teams, at most one per player and game, with kills never above attempts. The records are recalculated after
 * each write has committed.
 */

import { pickStatNumbers } from '@league/shared/domain/derived-stats';
import type { StatNumbers } from '@league/shared/domain/league';
import { checkStatLine } from '@league/shared/domain/stats-csv';
import type { StatEntry } from '@league/shared/schemas/stats';
import type {
  CreateStatByNameInput,
  CreateStatInput,
  DeleteStatResult,
  UpdateStatInput,
} from '@league/shared/schemas/stats-admin';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { editRecord } from '../../lib/writes/activity-entry.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import {
  deleteStatRow,
  findGameSides,
  findPlayerRef,
  findPlayerRefByName,
  findStatRow,
  insertStatLine,
  isOnAnyTeam,
  type StatRow,
  updateStatRow,
} from './queries.ts';
import { getStatEntry } from './service.ts';

/** 400 listing every problem of the line (kills above attempts, negative numbers). */
function assertLineValid(name: string, line: StatNumbers): void {
  const problems = checkStatLine(name, line);
  if (problems.length > 0) {
    const pathOf = (message: string) => {
      const rest = message.slice(name.length + 2);
      if (rest.startsWith('spike kills')) return 'spikeKills';
      if (rest.startsWith('ape kills')) return 'apeKills';
      return rest.split(' ')[0] ?? 'stats';
    };
    throw badRequest(
      problems.join('; '),
      problems.map((message) => ({ path: pathOf(message), message })),
    );
  }
}

async function findPlayer(db: Db, id: number) {
  const player = await findPlayerRef(db, id);
  if (!player) throw notFound('Player');
  return player;
}

/** The game exists and the player is on one of its two teams. */
async function assertPlayerInGame(db: Db, gameId: number, player: { id: number; name: string }) {
  const game = await findGameSides(db, gameId);
  if (!game) throw notFound('Game');
  if (!(await isOnAnyTeam(db, player.id, [game.team1Id, game.team2Id]))) {
    const message = `Player ${player.name} is not on either team of game ${gameId}`;
    throw badRequest(message, [{ path: 'playerId', message }]);
  }
}

/**
 * Runs a write of one line, turning a duplicate (game, player) or a vanished reference into a 4xx. The game
 * and player are read inside the write, so the message asks for them when it needs them.
 */
async function writeLine<T>(
  gameId: number | (() => number),
  playerName: () => string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    const game = typeof gameId === 'function' ? gameId() : gameId;
    if (code === '23505') throw conflict(`Game ${game} already has a stat line for ${playerName()}`);
    if (code === '23503')
      throw conflict('The game or the player was deleted meanwhile; reload and try again');
    if (code === '23514') throw badRequest('Stat numbers cannot be negative');
    throw err;
  }
}

const lineLabel = (playerName: string, gameId: number) => `${playerName} in game ${gameId}`;

async function insertLine(
  db: Db,
  actor: AuthUser,
  gameId: number,
  findLinePlayer: (tx: Db) => Promise<{ id: number; name: string }>,
  line: StatNumbers,
): Promise<StatEntry> {
  let playerName = '';
  const id = await writeLine(
    gameId,
    () => playerName,
    () =>
      staffWrite(db, actor, async (tx, effects) => {
        effects.after('records');
        const player = await findLinePlayer(tx);
        playerName = player.name;
        assertLineValid(player.name, line);
        await assertPlayerInGame(tx, gameId, player);
        const numbers = pickStatNumbers(line);
        const newId = await insertStatLine(tx, { ...numbers, gameId, playerId: player.id });
        return {
          result: newId,
          activity: {
            kind: 'create',
            entityType: 'stat-line',
            entityId: newId,
            entityLabel: lineLabel(player.name, gameId),
            after: { gameId, player: player.name, ...numbers },
          },
        };
      }),
  );
  return getStatEntry(db, id);
}

export async function createStatLine(db: Db, actor: AuthUser, body: CreateStatInput) {
  return insertLine(db, actor, body.gameId, (tx) => findPlayer(tx, body.playerId), body);
}

/** The player by lower-cased name, matched ignoring case; 404 `Player {name} not found`. */
export async function createStatLineByName(db: Db, actor: AuthUser, body: CreateStatByNameInput) {
  const byName = async (tx: Db) => {
    const player = await findPlayerRefByName(tx, body.playerName);
    if (!player) throw notFound(`Player ${body.playerName}`);
    return player;
  };
  return insertLine(db, actor, body.gameId, byName, body);
}

/** Merges the change into the stored line and checks the whole line again, as a new one would be. */
export async function updateStatLine(
  db: Db,
  actor: AuthUser,
  id: number,
  body: UpdateStatInput,
): Promise<StatEntry> {
  let gameId = body.gameId ?? 0;
  let playerName = '';
  await writeLine(
    () => gameId,
    () => playerName,
    () =>
      staffWrite(db, actor, async (tx, effects) => {
        effects.after('records');
        const current = await findStatRow(tx, id);
        if (!current) throw notFound('Stat entry');
        const merged: StatRow = { ...current };
        for (const [key, value] of Object.entries(body)) {
          if (value !== undefined) (merged as Record<string, number>)[key] = value;
        }
        const player = await findPlayer(tx, merged.playerId);
        gameId = merged.gameId;
        playerName = player.name;
        assertLineValid(player.name, merged);
        if (merged.gameId !== current.gameId || merged.playerId !== current.playerId) {
          await assertPlayerInGame(tx, merged.gameId, player);
        }
        await updateStatRow(tx, id, {
          ...pickStatNumbers(merged),
          gameId: merged.gameId,
          playerId: merged.playerId,
        });
        return {
          result: undefined,
          activity: editRecord({
            entityType: 'stat-line',
            entityId: id,
            entityLabel: lineLabel(player.name, merged.gameId),
            body,
            before: current,
            after: merged,
          }),
        };
      }),
  );
  return getStatEntry(db, id);
}

export async function deleteStatLine(db: Db, actor: AuthUser, id: number): Promise<DeleteStatResult> {
  await staffWrite(db, actor, async (tx, effects) => {
    effects.after('records');
    const current = await findStatRow(tx, id);
    if (!current || !(await deleteStatRow(tx, id))) throw notFound('Stat entry');
    const player = await findPlayerRef(tx, current.playerId);
    const name = player?.name ?? `player ${current.playerId}`;
    const { id: _id, playerId: _player, ...fields } = current;
    return {
      result: undefined,
      activity: {
        kind: 'delete',
        entityType: 'stat-line',
        entityId: id,
        entityLabel: lineLabel(name, current.gameId),
        before: { ...fields, player: name },
      },
    };
  });
  return { message: `Stat line ${id} deleted` };
}
