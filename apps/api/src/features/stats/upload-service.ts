/**
 * Stat-sheet uploads (docs/product/stat-uploads.md#rules-and-constants, docs/product/stat-uploads.md#errors;
 * docs/product/stat-uploads.md#sheet-layout): a new game with its stat lines, or lines added to an existing
 * game. Everything is checked first and every problem reported at once; then one transaction writes all or
 * nothing, and the records are recalculated in the background after it commits.
 */
import { type GameFacts, topPerformers } from '@league/shared/domain/chat-messages';
import { checkSetScores, csvGameName } from '@league/shared/domain/stats-csv';
import type {
  AddToGameBody,
  BatchCsvBody,
  MissingPlayer,
  UploadedStatLine,
  UploadResult,
  UploadStatLine,
} from '@league/shared/schemas/stat-uploads';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, badRequest, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import { staffWrite, type WriteEffects } from '../../lib/writes/unit-of-work.ts';
import { findSkinnyGame, type GameTeam, resolveGameTeams, teamNamesOf } from '../games/service.ts';
import {
  findGameSides,
  insertGameWithLines,
  insertStatLines,
  listPlayersWithLines,
  type StatRow,
} from './queries.ts';
import { findSheetPlayers, listLineProblems, missingPlayersError } from './sheet-checks.ts';

/** Maps each line to its player id, or throws the 400 listing every missing player (or bad team name). */
async function resolvePlayers(
  db: Db,
  gameTeams: [GameTeam, GameTeam],
  lines: UploadStatLine[],
  path = 'statsData',
): Promise<number[]> {
  const { playerIds, missing, errors } = await findSheetPlayers(db, gameTeams, lines, path);
  if (errors.length > 0) throw badRequest('Validation failed', errors);
  if (missing.length > 0) throw missingPlayersError(missing, path);
  return playerIds as number[];
}

/**
 * A game's stat sheet is news for the chat (docs/product/chat-webhooks.md#messages): recorded in the upload's
 * transaction, once per game (the first sheet of a game; lines added later are corrections).
 */
function tellSheet(
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

function toStatRows(gameId: number, lines: UploadStatLine[], playerIds: number[]) {
  return lines.map(({ playerName: _n, teamName: _t, ...numbers }, i) => ({
    ...numbers,
    gameId,
    playerId: playerIds[i]!,
  }));
}

/** The lines of an upload as the activity log keeps them: how many, and whose. */
const uploadedLines = (lines: UploadStatLine[]) => ({
  statLines: lines.length,
  players: lines.map((l) => l.playerName.toLowerCase()),
});

/** A stat sheet to write as a new game: the CSV upload's, or an approved result's (docs/product/live.md#approval). */
export interface StatSheet {
  seasonId: number;
  teamNames: readonly [string, string];
  team1Score: number;
  team2Score: number;
  stage: string | null;
  /** Default: `{team1} vs. {team2} S{season}`. */
  name?: string | undefined;
  date: Date;
  videoUrl?: string | null | undefined;
  lines: UploadStatLine[];
}

/** Where the sheet's fields sit in the request, for the paths of its errors. */
export interface SheetPaths {
  season: string;
  teams: string;
  score: string;
  lines: string;
}

const UPLOAD_PATHS: SheetPaths = {
  season: 'gameData.seasonId',
  teams: 'gameData.teamNames',
  score: 'gameData.team1Score',
  lines: 'statsData',
};

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

/** The set score's and the lines' own problems (no database needed), the upload's first check. */
export function sheetProblems(
  sheet: Pick<StatSheet, 'team1Score' | 'team2Score' | 'lines'>,
  paths: SheetPaths,
) {
  const scoreProblem = checkSetScores(sheet.team1Score, sheet.team2Score);
  const problems = listLineProblems(sheet.lines, paths.lines);
  if (scoreProblem) problems.unshift({ path: paths.score, message: scoreProblem });
  return problems;
}

/**
 * Every check of a sheet as values, for a review screen (docs/product/live.md#pending-results): the set score,
 * the lines, both teams in the season, and the players missing or not on their team. Writes nothing.
 */
export async function reviewStatSheet(
  db: Db,
  sheet: Pick<StatSheet, 'seasonId' | 'teamNames' | 'team1Score' | 'team2Score' | 'lines'>,
  paths: SheetPaths,
): Promise<{ problems: FieldError[]; missingPlayers: MissingPlayer[] }> {
  const problems = sheetProblems(sheet, paths);
  let gameTeams: [GameTeam, GameTeam];
  try {
    gameTeams = (await resolveGameTeams(db, sheet.seasonId, sheet.teamNames, paths)).teams;
  } catch (error) {
    if (error instanceof AppError)
      return { problems: [...problems, ...(error.errors ?? [])], missingPlayers: [] };
    throw error;
  }
  const players = await findSheetPlayers(db, gameTeams, sheet.lines, paths.lines);
  return { problems: [...problems, ...players.errors], missingPlayers: players.missing };
}

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
