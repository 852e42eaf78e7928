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
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { scheduleRecordsRecalculation } from '../records/service.ts';
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

/** Runs a write of one line, turning a duplicate (game, player) or a vanished reference into a 4xx. */
async function writeLine<T>(gameId: number, playerName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23505') throw conflict(`Game ${gameId} already has a stat line for ${playerName}`);
    if (code === '23503')
      throw conflict('The game or the player was deleted meanwhile; reload and try again');
    if (code === '23514') throw badRequest('Stat numbers cannot be negative');
    throw err;
  }
}

async function insertLine(
  db: Db,
  gameId: number,
  player: { id: number; name: string },
  line: StatNumbers,
  log?: FastifyBaseLogger,
): Promise<StatEntry> {
  assertLineValid(player.name, line);
  await assertPlayerInGame(db, gameId, player);
  const id = await writeLine(gameId, player.name, () =>
    insertStatLine(db, { ...pickStatNumbers(line), gameId, playerId: player.id }),
  );
  scheduleRecordsRecalculation(db, log);
  return getStatEntry(db, id);
}

export async function createStatLine(db: Db, body: CreateStatInput, log?: FastifyBaseLogger) {
  return insertLine(db, body.gameId, await findPlayer(db, body.playerId), body, log);
}

/** The player by lower-cased name, matched ignoring case; 404 `Player {name} not found`. */
export async function createStatLineByName(db: Db, body: CreateStatByNameInput, log?: FastifyBaseLogger) {
  const player = await findPlayerRefByName(db, body.playerName);
  if (!player) throw notFound(`Player ${body.playerName}`);
  return insertLine(db, body.gameId, player, body, log);
}

/** Merges the change into the stored line and checks the whole line again, as a new one would be. */
export async function updateStatLine(
  db: Db,
  id: number,
  body: UpdateStatInput,
  log?: FastifyBaseLogger,
): Promise<StatEntry> {
  const current = await findStatRow(db, id);
  if (!current) throw notFound('Stat entry');
  const merged: StatRow = { ...current };
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) (merged as Record<string, number>)[key] = value;
  }
  const player = await findPlayer(db, merged.playerId);
  assertLineValid(player.name, merged);
  if (merged.gameId !== current.gameId || merged.playerId !== current.playerId) {
    await assertPlayerInGame(db, merged.gameId, player);
  }
  await writeLine(merged.gameId, player.name, () =>
    updateStatRow(db, id, { ...pickStatNumbers(merged), gameId: merged.gameId, playerId: merged.playerId }),
  );
  scheduleRecordsRecalculation(db, log);
  return getStatEntry(db, id);
}

export async function deleteStatLine(db: Db, id: number, log?: FastifyBaseLogger): Promise<DeleteStatResult> {
  if (!(await deleteStatRow(db, id))) throw notFound('Stat entry');
  scheduleRecordsRecalculation(db, log);
  return { message: `Stat line ${id} deleted` };
}
