/**
 * Stat-sheet uploads (docs/product/stat-uploads.md#rules-and-constants, docs/product/stat-uploads.md#errors;
 * docs/product/stat-uploads.md#sheet-layout): a new game with its stat lines, or lines added to an existing
 * game. Everything is checked first and every problem reported at once (sheet-checks.ts); then one transaction
 * writes all or nothing (sheet-write.ts), and the records are recalculated in the background after it commits.
 */
import type {
  AddToGameBody,
  BatchCsvBody,
  UploadedStatLine,
  UploadResult,
  UploadStatLine,
} from '@league/shared/schemas/stat-uploads';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { staffWrite } from '../../lib/writes/unit-of-work.ts';
import { findSkinnyGame, type GameTeam, teamNamesOf } from '../games/service.ts';
import { findGameSides, insertStatLines, listPlayersWithLines, type StatRow } from './queries.ts';
import { listLineProblems, resolvePlayers, sheetProblems, UPLOAD_PATHS } from './sheet-checks.ts';
import { tellSheet, toStatRows, writeStatSheet } from './sheet-write.ts';

/** The lines of an upload as the activity log keeps them: how many, and whose. */
const uploadedLines = (lines: UploadStatLine[]) => ({
  statLines: lines.length,
  players: lines.map((l) => l.playerName.toLowerCase()),
});

export async function uploadGameWithStats(
  db: Db,
  actor: AuthUser,
  body: BatchCsvBody,
): Promise<UploadResult> {
  const { gameData, statsData } = body;
  const lineErrors = sheetProblems({ ...gameData, lines: statsData }, UPLOAD_PATHS);
  if (lineErrors.length > 0) throw badRequest(lineErrors[0]!.message, lineErrors);

  const result = await staffWrite(db, actor, async (tx, effects) => {
    const written = await writeStatSheet(tx, effects, {
      ...gameData,
      date: gameData.date ? new Date(gameData.date) : new Date(),
      lines: statsData,
    });
    const { team1Id: _1, team2Id: _2, ...gameFields } = written.game;
    return {
      result: written,
      activity: {
        kind: 'upload',
        entityType: 'game',
        entityId: written.gameId,
        entityLabel: written.game.name,
        after: {
          ...gameFields,
          teamNames: written.gameTeams.map((t) => t.name),
          ...uploadedLines(statsData),
        },
      },
    };
  });
  return {
    message: `Successfully uploaded game and ${result.inserted.length} stats records!`,
    gameId: result.gameId,
    stats: await withPlayersAndGame(db, result.gameId, result.inserted, statsData),
  };
}

export async function addStatsToGame(db: Db, actor: AuthUser, body: AddToGameBody): Promise<UploadResult> {
  const lineErrors = listLineProblems(body.statsData);
  if (lineErrors.length > 0) throw badRequest(lineErrors[0]!.message, lineErrors);
  let gameId = body.gameId;
  let inserted: StatRow[];
  try {
    inserted = await staffWrite(db, actor, async (tx, effects) => {
      effects.after('records');
      const game = await findGameSides(tx, body.gameId);
      if (!game) throw notFound('Game');
      gameId = game.id;
      const teamRows = await teamNamesOf(tx, [game.team1Id, game.team2Id]);
      const gameTeams = [game.team1Id, game.team2Id].map((id) => teamRows.find((t) => t.id === id)!) as [
        GameTeam,
        GameTeam,
      ];
      const playerIds = await resolvePlayers(tx, gameTeams, body.statsData);

      const existing = await listPlayersWithLines(tx, game.id, playerIds);
      if (existing.length > 0) {
        const taken = body.statsData
          .filter((_, i) => existing.includes(playerIds[i]!))
          .map((l) => l.playerName.toLowerCase());
        throw conflict(`Game ${game.id} already has stats for ${taken.join(', ')}`);
      }
      const rows = await insertStatLines(tx, toStatRows(game.id, body.statsData, playerIds));
      const name = game.name ?? `${gameTeams[0].name} vs ${gameTeams[1].name}`;
      await tellSheet(effects, { ...game, name }, gameTeams, body.statsData, playerIds);
      return {
        result: rows,
        activity: {
          kind: 'upload',
          entityType: 'game',
          entityId: game.id,
          entityLabel: game.name ?? `Game ${game.id}`,
          after: uploadedLines(body.statsData),
        },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`Game ${gameId} already has stats for one of these players`);
    throw err;
  }
  return {
    message: `Successfully added ${inserted.length} stats records to game ${gameId}!`,
    gameId,
    stats: await withPlayersAndGame(db, gameId, inserted, body.statsData),
  };
}

/**
 * The written lines with their players and their game (the legacy answer, docs/product/api-contract.md#legacy-shapes),
 * the game read once after the commit.
 */
async function withPlayersAndGame(
  db: Db,
  gameId: number,
  rows: StatRow[],
  lines: UploadStatLine[],
): Promise<UploadedStatLine[]> {
  const game = await findSkinnyGame(db, gameId);
  // The game was written or checked in the transaction that just committed; only a concurrent delete removes it.
  if (!game) throw notFound('Game');
  return rows.map((row, i) => ({
    ...row,
    player: { id: row.playerId, name: lines[i]?.playerName.toLowerCase() ?? '' },
    game,
  }));
}
