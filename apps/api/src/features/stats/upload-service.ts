/**
 * Stat-sheet uploads (docs/product/stat-uploads.md#rules-and-constants, docs/product/stat-uploads.md#errors;
 * docs/product/stat-uploads.md#sheet-layout): a new game with its stat lines, or lines added to an existing
 * game. Everything is checked first and every problem reported at once; then one transaction writes all or
 * nothing, and the records are recalculated in the background after it commits.
 */
import { type GameFacts, topPerformers } from '@league/shared/domain/chat-messages';
import { checkSetScores, checkStatLine, csvGameName } from '@league/shared/domain/stats-csv';
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
  listPlayersNamed,
  listPlayersWithLines,
  listRosterLinks,
  type StatRow,
} from './queries.ts';

/** Shape problems of the lines themselves: duplicates, negative numbers, kills above attempts. */
function checkLines(lines: UploadStatLine[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const key = line.playerName.toLowerCase();
    if (seen.has(key))
      errors.push({ path: `statsData.${i}.playerName`, message: `${key} appears more than once` });
    seen.add(key);
    for (const message of checkStatLine(key, line)) errors.push({ path: `statsData.${i}`, message });
  });
  return errors;
}

/** Maps each line to its player id, or lists every player that is unknown or not on the right team. */
async function resolvePlayers(db: Db, gameTeams: [GameTeam, GameTeam], lines: UploadStatLine[]) {
  const names = lines.map((l) => l.playerName.toLowerCase());
  const found = await listPlayersNamed(db, names);
  const idByName = new Map(found.map((p) => [p.key, p.id]));
  const roster = await listRosterLinks(
    db,
    gameTeams.map((t) => t.id),
  );
  const onTeam = new Set(roster.map((r) => `${r.teamId}:${r.playerId}`));

  const missing: MissingPlayer[] = [];
  const errors: FieldError[] = [];
  const playerIds: number[] = [];
  lines.forEach((line, i) => {
    const name = line.playerName.toLowerCase();
    const wanted = line.teamName
      ? gameTeams.filter((t) => t.name.toLowerCase() === line.teamName?.toLowerCase())
      : gameTeams;
    if (line.teamName && wanted.length === 0) {
      errors.push({
        path: `statsData.${i}.teamName`,
        message: `${line.teamName} does not play in this game`,
      });
      return;
    }
    const id = idByName.get(name);
    const teamName = wanted.length === 1 ? (wanted[0]?.name ?? '') : '';
    if (id === undefined) {
      missing.push({ name, teamName, reason: 'unknown' });
    } else if (!wanted.some((t) => onTeam.has(`${t.id}:${id}`))) {
      missing.push({ name, teamName, reason: 'not-on-team' });
    } else {
      playerIds.push(id);
    }
  });
  if (errors.length > 0) throw badRequest('Validation failed', errors);
  if (missing.length > 0) {
    const list = missing.map((m) => m.name).join(', ');
    throw new AppError(
      'BAD_REQUEST',
      `${missing.length} player${missing.length === 1 ? ' is' : 's are'} missing or not on their team: ${list}`,
      missing.map((m) => ({
        path: 'statsData',
        message:
          m.reason === 'unknown'
            ? `Player ${m.name} does not exist`
            : `Player ${m.name} is not on ${m.teamName || 'either team'}`,
      })),
      { missingPlayers: missing },
    );
  }
  return playerIds;
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

export async function uploadGameWithStats(
  db: Db,
  actor: AuthUser,
  body: BatchCsvBody,
): Promise<UploadResult> {
  const { gameData, statsData } = body;
  const scoreProblem = checkSetScores(gameData.team1Score, gameData.team2Score);
  const lineErrors = checkLines(statsData);
  if (scoreProblem) lineErrors.unshift({ path: 'gameData.team1Score', message: scoreProblem });
  if (lineErrors.length > 0) throw badRequest(lineErrors[0]!.message, lineErrors);

  const result = await staffWrite(db, actor, async (tx, effects) => {
    effects.after('records');
    const { teams: gameTeams, seasonNumber } = await resolveGameTeams(
      tx,
      gameData.seasonId,
      gameData.teamNames,
      {
        season: 'gameData.seasonId',
        teams: 'gameData.teamNames',
      },
    );
    const playerIds = await resolvePlayers(tx, gameTeams, statsData);
    const game = {
      name: gameData.name ?? csvGameName(gameTeams[0].name, gameTeams[1].name, seasonNumber),
      date: gameData.date ? new Date(gameData.date) : new Date(),
      stage: gameData.stage,
      seasonId: gameData.seasonId,
      team1Id: gameTeams[0].id,
      team2Id: gameTeams[1].id,
      team1Score: gameData.team1Score,
      team2Score: gameData.team2Score,
      videoUrl: gameData.videoUrl ?? null,
    };
    const written = await insertGameWithLines(tx, game, (gameId) => toStatRows(gameId, statsData, playerIds));
    await tellSheet(
      effects,
      { ...game, id: written.gameId, name: game.name },
      gameTeams,
      statsData,
      playerIds,
    );
    const { team1Id: _1, team2Id: _2, ...gameFields } = game;
    return {
      result: written,
      activity: {
        kind: 'upload',
        entityType: 'game',
        entityId: written.gameId,
        entityLabel: game.name,
        after: { ...gameFields, teamNames: gameTeams.map((t) => t.name), ...uploadedLines(statsData) },
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
  const lineErrors = checkLines(body.statsData);
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
