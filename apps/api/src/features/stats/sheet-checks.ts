/**
 * The checks of a stat sheet (docs/product/stat-uploads.md#rules-and-constants), shared by the CSV upload and
 * the review of a game server's result (docs/product/live.md#pending-results): problems of the lines
 * themselves, and the players that are unknown or not on their team, listed all at once as the CSV upload's
 * Missing Players dialog lists them. Answered as values; the writes turn them into their errors.
 */
import { checkSetScores, checkStatLine } from '@league/shared/domain/stats-csv';
import type { MissingPlayer, UploadStatLine } from '@league/shared/schemas/stat-uploads';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, type FieldError } from '../../lib/errors.ts';
import { type GameTeam, resolveGameTeams } from '../games/service.ts';
import { listPlayersNamed, listRosterLinks } from './queries.ts';

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

/** Where the CSV upload's request holds the sheet's fields. */
export const UPLOAD_PATHS: SheetPaths = {
  season: 'gameData.seasonId',
  teams: 'gameData.teamNames',
  score: 'gameData.team1Score',
  lines: 'statsData',
};

/** Shape problems of the lines themselves: duplicates, negative numbers, kills above attempts. */
export function listLineProblems(lines: readonly UploadStatLine[], path = 'statsData'): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const key = line.playerName.toLowerCase();
    if (seen.has(key))
      errors.push({ path: `${path}.${i}.playerName`, message: `${key} appears more than once` });
    seen.add(key);
    for (const message of checkStatLine(key, line)) errors.push({ path: `${path}.${i}`, message });
  });
  return errors;
}

export interface SheetPlayers {
  /** Each line's player, in line order; undefined where the line's player is missing. */
  playerIds: (number | undefined)[];
  missing: MissingPlayer[];
  /** Lines naming a team that does not play in the game. */
  errors: FieldError[];
}

/** Each line's player, and every player that is unknown or not on the line's team (or either team). */
export async function findSheetPlayers(
  db: Db,
  gameTeams: readonly [GameTeam, GameTeam],
  lines: readonly UploadStatLine[],
  path = 'statsData',
): Promise<SheetPlayers> {
  const names = lines.map((l) => l.playerName.toLowerCase());
  const found = await listPlayersNamed(db, names);
  const idByName = new Map(found.map((p) => [p.key, p.id]));
  const roster = await listRosterLinks(
    db,
    gameTeams.map((t) => t.id),
  );
  const onTeam = new Set(roster.map((r) => `${r.teamId}:${r.playerId}`));
  const result: SheetPlayers = { playerIds: [], missing: [], errors: [] };
  lines.forEach((line, i) => {
    const name = line.playerName.toLowerCase();
    const wanted = line.teamName
      ? gameTeams.filter((t) => t.name.toLowerCase() === line.teamName?.toLowerCase())
      : gameTeams;
    if (line.teamName && wanted.length === 0) {
      result.errors.push({
        path: `${path}.${i}.teamName`,
        message: `${line.teamName} does not play in this game`,
      });
      result.playerIds.push(undefined);
      return;
    }
    const id = idByName.get(name);
    const teamName = wanted.length === 1 ? (wanted[0]?.name ?? '') : '';
    if (id === undefined) result.missing.push({ name, teamName, reason: 'unknown' });
    else if (!wanted.some((t) => onTeam.has(`${t.id}:${id}`)))
      result.missing.push({ name, teamName, reason: 'not-on-team' });
    result.playerIds.push(
      id !== undefined && wanted.some((t) => onTeam.has(`${t.id}:${id}`)) ? id : undefined,
    );
  });
  return result;
}

/** The 400 of a sheet that names missing players: every one listed, with `missingPlayers` for the dialog. */
export function missingPlayersError(missing: readonly MissingPlayer[], path = 'statsData'): AppError {
  const list = missing.map((m) => m.name).join(', ');
  return new AppError(
    'BAD_REQUEST',
    `${missing.length} player${missing.length === 1 ? ' is' : 's are'} missing or not on their team: ${list}`,
    missing.map((m) => ({
      path,
      message:
        m.reason === 'unknown'
          ? `Player ${m.name} does not exist`
          : `Player ${m.name} is not on ${m.teamName || 'either team'}`,
    })),
    { missingPlayers: missing },
  );
}

/** Maps each line to its player id, or throws the 400 listing every missing player (or bad team name). */
export async function resolvePlayers(
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
