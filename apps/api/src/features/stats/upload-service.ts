/**
 * Stat-sheet uploads (docs/product/stat-uploads.md#rules-and-constants, docs/product/stat-uploads.md#errors;
 * docs/product/stat-uploads.md#sheet-layout): a new game with its stat lines, or lines added to an existing
 * game. Everything is checked first and every problem reported at once; then one transaction writes all or
 * nothing, and the records are recalculated in the background after it commits.
 */
import { checkSetScores, checkStatLine, csvGameName } from '@league/shared/domain/stats-csv';
import type {
  AddToGameBody,
  BatchCsvBody,
  MissingPlayer,
  UploadResult,
  UploadStatLine,
} from '@league/shared/schemas/stat-uploads';
import type { StatLine } from '@league/shared/schemas/stats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { games, players, seasons, stats, teamPlayers, teams } from '../../db/schema.ts';
import { AppError, badRequest, conflict, type FieldError, notFound } from '../../lib/errors.ts';
import { scheduleRecordsRecalculation } from '../records/service.ts';

interface GameTeam {
  id: number;
  name: string;
}

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
  const found = await db
    .select({ id: players.id, key: sql<string>`lower(${players.name})` })
    .from(players)
    .where(inArray(sql`lower(${players.name})`, names));
  const idByName = new Map(found.map((p) => [p.key, p.id]));
  const roster = await db
    .select({ teamId: teamPlayers.teamId, playerId: teamPlayers.playerId })
    .from(teamPlayers)
    .where(
      inArray(
        teamPlayers.teamId,
        gameTeams.map((t) => t.id),
      ),
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

function toStatRows(gameId: number, lines: UploadStatLine[], playerIds: number[]) {
  return lines.map(({ playerName: _n, teamName: _t, ...numbers }, i) => ({
    ...numbers,
    gameId,
    playerId: playerIds[i]!,
  }));
}

async function findTeamsInSeason(
  db: Db,
  seasonId: number,
  names: [string, string],
): Promise<{ gameTeams: [GameTeam, GameTeam]; seasonNumber: number }> {
  const [season] = await db.select({ n: seasons.seasonNumber }).from(seasons).where(eq(seasons.id, seasonId));
  if (!season)
    throw badRequest('Season not found', [{ path: 'gameData.seasonId', message: 'Season not found' }]);
  const rows = await db
    .select({ id: teams.id, name: teams.name, key: sql<string>`lower(${teams.name})` })
    .from(teams)
    .where(
      and(
        eq(teams.seasonId, seasonId),
        inArray(
          sql`lower(${teams.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  const errors: FieldError[] = [];
  const found = names.map((n, i) => {
    const team = rows.find((r) => r.key === n.toLowerCase());
    if (!team)
      errors.push({ path: `gameData.teamNames.${i}`, message: `Team ${n} is not in season ${season.n}` });
    return team;
  });
  if (names[0].toLowerCase() === names[1].toLowerCase()) {
    errors.push({ path: 'gameData.teamNames', message: 'The two teams must be different' });
  }
  const [team1, team2] = found;
  if (errors.length > 0 || !team1 || !team2)
    throw badRequest(errors.map((e) => e.message).join('; '), errors);
  return { gameTeams: [team1, team2], seasonNumber: season.n };
}

export async function uploadGameWithStats(
  db: Db,
  body: BatchCsvBody,
  log?: FastifyBaseLogger,
): Promise<UploadResult> {
  const { gameData, statsData } = body;
  const scoreProblem = checkSetScores(gameData.team1Score, gameData.team2Score);
  const lineErrors = checkLines(statsData);
  if (scoreProblem) lineErrors.unshift({ path: 'gameData.team1Score', message: scoreProblem });
  if (lineErrors.length > 0) throw badRequest(lineErrors[0]!.message, lineErrors);

  const { gameTeams, seasonNumber } = await findTeamsInSeason(db, gameData.seasonId, gameData.teamNames);
  const playerIds = await resolvePlayers(db, gameTeams, statsData);

  const result = await db.transaction(async (tx) => {
    const [game] = await tx
      .insert(games)
      .values({
        name: gameData.name ?? csvGameName(gameTeams[0].name, gameTeams[1].name, seasonNumber),
        date: gameData.date ? new Date(gameData.date) : new Date(),
        stage: gameData.stage,
        seasonId: gameData.seasonId,
        team1Id: gameTeams[0].id,
        team2Id: gameTeams[1].id,
        team1Score: gameData.team1Score,
        team2Score: gameData.team2Score,
        videoUrl: gameData.videoUrl ?? null,
      })
      .returning({ id: games.id });
    const gameId = game!.id;
    const inserted = await tx
      .insert(stats)
      .values(toStatRows(gameId, statsData, playerIds))
      .returning();
    return { gameId, inserted };
  });
  scheduleRecordsRecalculation(db, log);
  return {
    message: `Successfully uploaded game and ${result.inserted.length} stats records!`,
    gameId: result.gameId,
    stats: withPlayers(result.inserted, statsData),
  };
}

export async function addStatsToGame(
  db: Db,
  body: AddToGameBody,
  log?: FastifyBaseLogger,
): Promise<UploadResult> {
  const lineErrors = checkLines(body.statsData);
  if (lineErrors.length > 0) throw badRequest(lineErrors[0]!.message, lineErrors);
  const [game] = await db
    .select({ id: games.id, team1Id: games.team1Id, team2Id: games.team2Id })
    .from(games)
    .where(eq(games.id, body.gameId));
  if (!game) throw notFound('Game');
  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [game.team1Id, game.team2Id]));
  const gameTeams = [game.team1Id, game.team2Id].map((id) => teamRows.find((t) => t.id === id)!) as [
    GameTeam,
    GameTeam,
  ];
  const playerIds = await resolvePlayers(db, gameTeams, body.statsData);

  const existing = await db
    .select({ playerId: stats.playerId })
    .from(stats)
    .where(and(eq(stats.gameId, game.id), inArray(stats.playerId, playerIds)));
  if (existing.length > 0) {
    const taken = body.statsData
      .filter((_, i) => existing.some((e) => e.playerId === playerIds[i]))
      .map((l) => l.playerName.toLowerCase());
    throw conflict(`Game ${game.id} already has stats for ${taken.join(', ')}`);
  }
  let inserted: (typeof stats.$inferSelect)[];
  try {
    inserted = await db.transaction((tx) =>
      tx
        .insert(stats)
        .values(toStatRows(game.id, body.statsData, playerIds))
        .returning(),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`Game ${game.id} already has stats for one of these players`);
    throw err;
  }
  scheduleRecordsRecalculation(db, log);
  return {
    message: `Successfully added ${inserted.length} stats records to game ${game.id}!`,
    gameId: game.id,
    stats: withPlayers(inserted, body.statsData),
  };
}

function withPlayers(rows: (typeof stats.$inferSelect)[], lines: UploadStatLine[]): StatLine[] {
  return rows.map((row, i) => ({
    ...row,
    player: { id: row.playerId, name: lines[i]?.playerName.toLowerCase() ?? '' },
  }));
}
