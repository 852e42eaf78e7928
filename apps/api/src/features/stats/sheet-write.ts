/**
 * A stat sheet written as a new game with its lines (docs/product/stat-uploads.md#rules-and-constants), for
 * the CSV upload and the approval of a game server's result (docs/product/live.md#approval), and the chat's
 * news of it.
 */
import { type GameFacts, topPerformers } from '@league/shared/domain/chat-messages';
import { csvGameName } from '@league/shared/domain/stats-csv';
import type { UploadStatLine } from '@league/shared/schemas/stat-uploads';
import type { Db } from '../../db/client.ts';
import type { WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { type GameTeam, resolveGameTeams } from '../games/service.ts';
import { insertGameWithLines } from './queries.ts';
import { resolvePlayers, type SheetPaths, type StatSheet, UPLOAD_PATHS } from './sheet-checks.ts';

/**
 * A game's stat sheet is news for the chat (docs/product/chat-webhooks.md#messages): recorded in the upload's
 * transaction, once per game (the first sheet of a game; lines added later are corrections).
 */
export function tellSheet(
  effects: WriteEffects,
  game: { id: number; name: string; team1Score: number; team2Score: number },
  gameTeams: [GameTeam, GameTeam],
  lines: UploadStatLine[],
  playerIds: number[],
): Promise<number> {
  const facts: GameFacts = {
    id: game.id,
    name: game.name,
    team1Name: gameTeams[0].name,
    team2Name: gameTeams[1].name,
    team1Score: game.team1Score,
    team2Score: game.team2Score,
    performers: topPerformers(
      lines.map((line, i) => ({
        playerId: playerIds[i]!,
        name: line.playerName.toLowerCase(),
        kills: line.spikeKills + line.apeKills,
        digs: line.digs,
        blocks: line.blocks,
        aces: line.aces,
        assists: line.assists,
      })),
    ),
  };
  return effects.chat({ kind: 'game-uploaded', game: facts });
}

export function toStatRows(gameId: number, lines: UploadStatLine[], playerIds: number[]) {
  return lines.map(({ playerName: _n, teamName: _t, ...numbers }, i) => ({
    ...numbers,
    gameId,
    playerId: playerIds[i]!,
  }));
}

/**
 * Writes a sheet as a new game with its lines, in the caller's transaction: the teams of the season, every
 * player on their team (else the 400 listing the missing ones), the records recalculated and the chat told
 * once it commits. The caller has checked the set score and the lines' own shape (sheetProblems).
 */
export async function writeStatSheet(
  tx: Db,
  effects: WriteEffects,
  sheet: StatSheet,
  paths: SheetPaths = UPLOAD_PATHS,
) {
  effects.after('records');
  const { teams: gameTeams, seasonNumber } = await resolveGameTeams(
    tx,
    sheet.seasonId,
    sheet.teamNames,
    paths,
  );
  const playerIds = await resolvePlayers(tx, gameTeams, sheet.lines, paths.lines);
  const game = {
    name: sheet.name ?? csvGameName(gameTeams[0].name, gameTeams[1].name, seasonNumber),
    date: sheet.date,
    stage: sheet.stage,
    seasonId: sheet.seasonId,
    team1Id: gameTeams[0].id,
    team2Id: gameTeams[1].id,
    team1Score: sheet.team1Score,
    team2Score: sheet.team2Score,
    videoUrl: sheet.videoUrl ?? null,
  };
  const written = await insertGameWithLines(tx, game, (gameId) => toStatRows(gameId, sheet.lines, playerIds));
  await tellSheet(effects, { ...game, id: written.gameId }, gameTeams, sheet.lines, playerIds);
  return { ...written, game, gameTeams, playerIds };
}
